/**
 * Reads that a run of writes in one transaction makes once (the spreadsheet import books hundreds of rows per
 * transaction, issue 25): reference records, pricing data, a customer's notification settings. The loads run on
 * the transaction's entity manager, so what is remembered is what the transaction sees. A single save gets a
 * fresh memo and so reads exactly what it read before.
 */
export class ReadMemo {
  private readonly values = new Map<string, Promise<unknown>>();

  /** The value of `key`, loaded by `load` the first time it is asked for. */
  once<T>(key: string, load: () => Promise<T>): Promise<T> {
    let value = this.values.get(key) as Promise<T> | undefined;
    if (!value) this.values.set(key, (value = load()));
    return value;
  }
}
