/**
 * The schema-diff check (issue 24 item 3): which changes from the released schema (schema/baseline.graphql)
 * to the current one (schema/schema.graphql) break integrators, and which of those docs/api-changes.md
 * records as accepted. Test tooling: @graphql-inspector/core is a development dependency.
 */
import { CriticalityLevel, diff } from '@graphql-inspector/core';
import { buildSchema } from 'graphql';

/** One breaking change: where (`Type`, `Type.field`, `Type.field.argument`, `Enum.VALUE`), what kind, and inspector's words. */
export interface BreakingChange {
  path: string;
  type: string;
  message: string;
}

/** The heading in docs/api-changes.md under which accepted breaking changes are listed. */
export const ACCEPTED_HEADING = '## Accepted breaking changes';

/** The changes from one schema (SDL) to the next that can break a client written against the first. */
export async function breakingChanges(before: string, after: string): Promise<BreakingChange[]> {
  const changes = await diff(buildSchema(before), buildSchema(after));
  return changes
    .filter((c) => c.criticality.level === CriticalityLevel.Breaking)
    .map((c) => ({ path: c.path ?? c.type, type: c.type, message: c.message }));
}

/**
 * The paths docs/api-changes.md accepts: every list item under the accepted heading (up to the next `## `)
 * that starts with a path in backticks, e.g. "- `Query.consignments` FIELD_REMOVED: use consignmentsConnection".
 */
export function acceptedPaths(markdown: string): Set<string> {
  const paths = new Set<string>();
  let inSection = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('## ')) inSection = line.trim() === ACCEPTED_HEADING;
    const item = inSection ? /^\s*[-*]\s+`([^`]+)`/.exec(line) : null;
    if (item) paths.add(item[1].trim());
  }
  return paths;
}

/** The breaking changes nobody accepted, each as the line that would record it (to paste, with a reason). */
export function unrecorded(changes: BreakingChange[], accepted: Set<string>): string[] {
  return changes.filter((c) => !accepted.has(c.path)).map((c) => `- \`${c.path}\` ${c.type}: ${c.message}`);
}
