import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The next number of a named counter ('consignment', 'manifest', 'customer-invoice', ...), without gaps or
 * duplicates: the counter row is updated inside the caller's transaction, so concurrent callers queue on its
 * lock and a rolled-back one gives its number back. (A PostgreSQL sequence would leave gaps on rollback.)
 */
export async function allocateNumber(em: EntityManager, name: string): Promise<number> {
  return allocateNumbers(em, name, 1);
}

/** The first of `count` consecutive numbers of a counter, taken at once (the same lock and rules as one). */
export async function allocateNumbers(em: EntityManager, name: string, count: number): Promise<number> {
  const [row] = await em.getConnection().execute<{ value: number }[]>(
    `insert into number_sequence (name, value) values (?, ?)
     on conflict (name) do update set value = number_sequence.value + excluded.value returning value`,
    [name, count], 'all', em.getTransactionContext());
  return row.value - count + 1;
}
