/**
 * Maps an async iterable, dropping what `map` turns into undefined. A plain iterator rather than an
 * async generator: a generator waiting for its next value only sees return() once that value comes,
 * so a subscription that filters out everything (a customer on the live map) would never let go.
 */
export function filterMap<T, U>(source: AsyncIterable<T>, map: (value: T) => U | undefined): AsyncIterableIterator<U> {
  const it = source[Symbol.asyncIterator]();
  return {
    async next(): Promise<IteratorResult<U>> {
      for (;;) {
        const next = await it.next();
        if (next.done) return { done: true, value: undefined };
        const value = map(next.value);
        if (value !== undefined) return { done: false, value };
      }
    },
    async return(): Promise<IteratorResult<U>> {
      await it.return?.();
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
