import type { MikroORM } from '@mikro-orm/postgresql';

/**
 * How many SQL statements `run` sends through the ORM's connection, for tests that hold a request to
 * a fixed number of statements however many rows it answers (conventions: no N+1).
 *
 * Any statement naming the session table (`\bsession\b`) is left out: the request's own session
 * lookup, and the session cache's once-a-second `select ... from session s ...` check and
 * `update session s ...` renewals, which run on a timer and so may or may not fall inside `run`.
 * They belong to signing in, not to what is measured; counting them made these tests flaky (the
 * older `"session"` filter missed the cache's unquoted `session s` statements).
 */
export async function statementsOf(orm: MikroORM, run: () => Promise<unknown>): Promise<number> {
  const connection = orm.em.getConnection();
  const original = connection.execute.bind(connection);
  let statements = 0;
  connection.execute = ((...args: Parameters<typeof original>) => {
    if (!/\bsession\b/.test(String(args[0]))) statements += 1;
    return original(...args);
  }) as typeof original;
  try {
    await run();
  } finally {
    connection.execute = original;
  }
  return statements;
}
