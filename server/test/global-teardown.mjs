// Drops this run's template and any test database left behind, then stops embedded PostgreSQL.
import pg from 'pg';

export default async function globalTeardown() {
  const url = process.env.TEST_SERVER_URL;
  const template = process.env.TEST_TEMPLATE_DB;
  if (url && template) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const pid = template.replace('dispatch_tpl_', '');
      const { rows } = await client.query(`select datname from pg_database where datname = $1 or datname like $2`, [template, `dispatch_t_${pid}_%`]);
      for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
    } finally {
      await client.end();
    }
  }
  await globalThis.__embeddedPg?.stop();
}
