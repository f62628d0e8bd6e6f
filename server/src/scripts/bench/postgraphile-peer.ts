import { createServer } from 'node:http';
import { postgraphile } from 'postgraphile';
import { makePgService } from 'postgraphile/adaptors/pg';
import { grafserv } from 'postgraphile/grafserv/node';
import { PostGraphileAmberPreset } from 'postgraphile/presets/amber';
import pg from 'pg';
import { SESSION_OPTIONS } from '../../db/session-options.js';

/** The SQL function the peer's day search calls (PostGraphile exposes it as the query `consignmentsOnDay`). */
const DAY_FUNCTION = `
create schema if not exists bench_peer;
create or replace function bench_peer.consignments_on_day(day date) returns setof public.consignment as $$
  select * from public.consignment
  where start_date_time >= (day::timestamp at time zone 'Europe/London')
    and start_date_time < ((day + 1)::timestamp at time zone 'Europe/London')
    and not is_deleted
  order by start_date_time, id
$$ language sql stable;`;

/**
 * The benchmark's peer (issue 9 item 2): PostGraphile 5 (amber preset) serving the app's tables from the
 * same database, as its own process on PORT, with a pool as big as the app's (10). A dev dependency of the
 * bench only; the app never loads it.
 */
async function main(): Promise<void> {
  const connectionString = process.env.DATABASE_URL!;
  const setup = new pg.Client({ connectionString });
  await setup.connect();
  await setup.query(DAY_FUNCTION).finally(() => setup.end());
  const pool = new pg.Pool({ connectionString, max: 10, options: SESSION_OPTIONS });
  const pgl = postgraphile({
    extends: [PostGraphileAmberPreset],
    // Our enum labels hold spaces ('COSTING - SUPPLIER'); GraphQL enum values may not.
    plugins: [{ name: 'BenchEnumNames', version: '1.0.0', inflection: { replace: { enumValue: (previous, _options, ...args) => previous!(...args).replace(/[^_a-zA-Z0-9]+/g, '_') } } }],
    pgServices: [makePgService({ pool, schemas: ['public', 'bench_peer'] })],
    grafserv: { graphqlPath: '/graphql', watch: false },
    grafast: { explain: false },
  });
  const serv = pgl.createServ(grafserv);
  const server = createServer();
  await serv.addTo(server);
  server.listen(Number(process.env.PORT), '127.0.0.1');
  // The peer simply exits: requests the load's clients left running when their clock stopped go on executing, and
  // ending the pool under them (even after the server had closed) failed each of their steps with "Cannot use a
  // pool after calling end on the pool", thousands of lines in the bench's output. PostgreSQL ends the backends.
  process.on('SIGTERM', () => process.exit(0));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
