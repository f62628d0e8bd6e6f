/**
 * Search text inside LIKE / ILIKE patterns is text: `%`, `_` and `\` are escaped (PostgreSQL's default
 * escape is `\`), so '50%' looks for those characters and a trailing `\` is no malformed pattern (a 500).
 */
const escaped = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A pattern matching values that contain the text. */
export function containing(text: string): string {
  return `%${escaped(text)}%`;
}

/** A pattern matching the text exactly (case-insensitively under ILIKE). */
export function exactly(text: string): string {
  return escaped(text);
}
