import {
  DEFAULT_PARTITION,
  partitionBounds,
  partitionName,
  planPartitions,
  POSITIONS_TABLE,
  type PartitionPolicy,
} from '../../domain/position-partitions.js';

/** One connection that can run statements in order (a pg client, or a pool client inside a transaction). */
export interface SqlClient {
  query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[]; rowCount?: number | null }>;
}

/** What one maintenance run changed. */
export interface PartitionMaintenance {
  created: string[];
  dropped: string[];
  /** Positions past retention deleted from the default partition. */
  expired: number;
}

// Taken for the length of a maintenance transaction: two runs (a scheduled one and a start-up one, or two replicas
// under a misconfigured scheduler) wait for each other instead of racing on the same CREATE TABLE.
const MAINTENANCE_LOCK = 'select pg_advisory_xact_lock(hashtext($1))';

/**
 * The statements that give a London day its partition. Positions of that day already in the default partition (a
 * late post before the partition existed) are moved into it: PostgreSQL refuses a new partition whose range the
 * default partition still holds rows of. Bounds are instants we computed, never input.
 */
export function createPartitionStatements(day: string): string[] {
  const { from, to } = partitionBounds(day);
  const range = `recorded_at >= '${from.toISOString()}' and recorded_at < '${to.toISOString()}'`;
  return [
    `create temp table moving_positions as with moved as (delete from ${DEFAULT_PARTITION} where ${range} returning *) select * from moved`,
    `create table if not exists ${partitionName(day)} partition of ${POSITIONS_TABLE} for values from ('${from.toISOString()}') to ('${to.toISOString()}')`,
    `insert into ${POSITIONS_TABLE} select * from moving_positions`,
    'drop table moving_positions',
  ];
}

/** The partitions the position table has now (day partitions and the default one). */
export async function listPartitions(client: SqlClient): Promise<string[]> {
  const { rows } = await client.query(
    `select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = $1::regclass order by c.relname`,
    [POSITIONS_TABLE],
  );
  return rows.map((r) => String(r.name));
}

/** Makes the partitions of these days (those that exist are left as they are), in the caller's transaction. */
export async function createPartitions(client: SqlClient, days: string[]): Promise<void> {
  for (const day of days) for (const sql of createPartitionStatements(day)) await client.query(sql);
}

/**
 * The daily run: partitions for today and the days ahead, day partitions past retention dropped, and past-retention
 * stragglers deleted from the default partition; one transaction, under a lock, so it is all or nothing and once.
 */
export async function maintainPositionPartitions(client: SqlClient, now: Date, policy: PartitionPolicy): Promise<PartitionMaintenance> {
  await client.query('begin');
  try {
    await client.query(MAINTENANCE_LOCK, [POSITIONS_TABLE]);
    const plan = planPartitions(now, await listPartitions(client), policy);
    await createPartitions(client, plan.create);
    for (const day of plan.drop) await client.query(`drop table if exists ${partitionName(day)}`);
    const expired = await client.query(`delete from ${DEFAULT_PARTITION} where recorded_at < $1`, [plan.expiredBefore]);
    await client.query('commit');
    return { created: plan.create.map(partitionName), dropped: plan.drop.map(partitionName), expired: expired.rowCount ?? 0 };
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}
