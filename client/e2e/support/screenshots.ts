import { fileURLToPath } from 'node:url';

/** Where a named screenshot goes: client/e2e/screenshots/ (git-ignored), whatever the working directory. */
export function screenshotPath(name: string): string {
  return fileURLToPath(new URL(`../screenshots/${name}.png`, import.meta.url));
}
