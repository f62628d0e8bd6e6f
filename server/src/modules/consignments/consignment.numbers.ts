import type { EntityManager } from '@mikro-orm/postgresql';
import { allocateNumbers } from '../../db/numbers.js';
import type { ManifestSize } from '../../domain/consignment-lifecycle.js';

/** The next consignment number, gapless (db/numbers.ts). */
export async function allocateConsignmentNumber(em: EntityManager): Promise<number> {
  return allocateConsignmentNumbers(em, 1);
}

/** The first of `count` consecutive consignment numbers, gapless: a block for consignments written together. */
export async function allocateConsignmentNumbers(em: EntityManager, count: number): Promise<number> {
  return allocateNumbers(em, 'consignment', count);
}

/** How many stops each manifest has (behaviour.md "Manifests / Stop progress" one-to-one rule), counted from the stops themselves. */
export async function manifestSizes(em: EntityManager, stops: readonly { manifestId: number | null }[]): Promise<ManifestSize[]> {
  const ids = [...new Set(stops.map((s) => s.manifestId).filter((id): id is number => id !== null))];
  if (!ids.length) return [];
  const rows = await em.getConnection().execute<{ manifest_id: number; n: string }[]>(
    `select manifest_id, count(*) as n from consignment_address where manifest_id in (${ids.map(() => '?').join(',')}) group by manifest_id`,
    ids, 'all', em.getTransactionContext());
  return rows.map((r) => ({ id: r.manifest_id, numberOfConsignmentAddresses: Number(r.n) }));
}
