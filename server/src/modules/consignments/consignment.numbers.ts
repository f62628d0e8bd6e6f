import type { EntityManager } from '@mikro-orm/postgresql';
import type { ManifestSize } from '../../domain/consignment-lifecycle.js';

/**
 * The next consignment number, without gaps or duplicates: the counter row is updated inside the
 * creating transaction, so concurrent creates queue on its lock and a rolled-back create gives its
 * number back. (A PostgreSQL sequence would leave gaps on rollback.)
 */
export async function allocateConsignmentNumber(em: EntityManager): Promise<number> {
  return allocateNumber(em, 'consignment');
}

/** The next gapless number of a named counter ('consignment', 'manifest'), inside the caller's transaction. */
export async function allocateNumber(em: EntityManager, name: string): Promise<number> {
  const [row] = await em.getConnection().execute<{ value: number }[]>(
    `insert into number_sequence (name, value) values (?, 1)
     on conflict (name) do update set value = number_sequence.value + 1 returning value`,
    [name], 'all', em.getTransactionContext());
  return row.value;
}

/** How many stops each manifest has (spec 1 §4 one-to-one rule), counted from the stops themselves. */
export async function manifestSizes(em: EntityManager, stops: readonly { manifestId: number | null }[]): Promise<ManifestSize[]> {
  const ids = [...new Set(stops.map((s) => s.manifestId).filter((id): id is number => id !== null))];
  if (!ids.length) return [];
  const rows = await em.getConnection().execute<{ manifest_id: number; n: string }[]>(
    `select manifest_id, count(*) as n from consignment_address where manifest_id in (${ids.map(() => '?').join(',')}) group by manifest_id`,
    ids, 'all', em.getTransactionContext());
  return rows.map((r) => ({ id: r.manifest_id, numberOfConsignmentAddresses: Number(r.n) }));
}
