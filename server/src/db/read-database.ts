import { MikroORM, type PostgreSqlConnection } from '@mikro-orm/postgresql';
import { connectionOf, type RequestContext } from '../context.js';
import { ormConfig } from './orm.config.js';

/**
 * The read replica (DATABASE_READ_URL): a PostgreSQL standby that receives the primary's writes by streaming
 * replication. Nothing is migrated or written here; the standby follows the primary's schema.
 */
export function openReadDatabase(url: string): Promise<MikroORM> {
  return MikroORM.init(ormConfig(url, { ensureDatabase: false }));
}

/**
 * The connection that searches, exports and reports read from: the replica when one is configured, else the
 * primary. Only reads that tolerate the replica's lag (milliseconds on one network) go here: never a read by id
 * after a write, never anything a write depends on (docs/scaling.md).
 */
export function readConnection(ctx: RequestContext): PostgreSqlConnection {
  return (ctx.replica ? ctx.replica.getConnection() : connectionOf(ctx)) as PostgreSqlConnection;
}
