/**
 * A very small promise wrapper over IndexedDB for the driver app (no package): one database with the
 * outbox (auto-increment ids keep the order actions were taken in) and a cache of the last manifests.
 */
const DB_NAME = 'dispatch-driver';
const VERSION = 1;
export const OUTBOX = 'outbox';
export const CACHE = 'cache';

let opening: Promise<IDBDatabase> | null = null;

/** The database, opened once per page. */
export function openDatabase(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(OUTBOX)) db.createObjectStore(OUTBOX, { keyPath: 'id', autoIncrement: true });
      if (!db.objectStoreNames.contains(CACHE)) db.createObjectStore(CACHE);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      opening = null;
      reject(request.error ?? new Error('IndexedDB could not be opened'));
    };
  });
  return opening;
}

/**
 * Runs `work` in one transaction over `stores` and resolves with the result of the request it returns
 * once the transaction has committed (so a caller never sees a write that could still roll back).
 */
export async function transact<T>(stores: string[], mode: IDBTransactionMode, work: (tx: IDBTransaction) => IDBRequest<T> | undefined): Promise<T> {
  const db = await openDatabase();
  return new Promise<T>((resolve, reject) => {
    const tx = db.transaction(stores, mode);
    const request = work(tx);
    tx.oncomplete = () => resolve(request?.result as T);
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}
