/**
 * Whether tests that need an outside service (Redis, ...) can run (issue 22 item 8). In CI (CI set) a missing
 * service fails the test file: `.ci/run` provides it, so its absence is a broken CI, not a reason to skip.
 * Elsewhere the tests are skipped with one line on stderr saying what was skipped and why.
 */
export function serviceAvailable(variable: string, value: string | undefined, skipped: string): boolean {
  if (value) return true;
  if (process.env.CI) throw new Error(`${variable} is not set, and CI must run ${skipped} (.ci/run sets it).`);
  process.stderr.write(`Skipped: ${skipped}, because ${variable} is not set.\n`);
  return false;
}
