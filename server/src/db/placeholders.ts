/** The ORM's `?` placeholders numbered as pg's $1, $2... (for SQL run on the pg pool itself). */
export function numberedPlaceholders(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}
