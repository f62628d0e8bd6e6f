/**
 * Sorting helpers for lists of thousands of rows. One collator serves every comparison:
 * String.prototype.localeCompare sets one up per call, about 4x slower on 5,000 names (issue 9 item 4).
 */
const collator = new Intl.Collator('en-GB');

/** Text in the user's alphabetical order. */
export const compareText = (a: string, b: string): number => collator.compare(a, b);

/** A table cell's sort value: numbers by size, anything else as text. */
export const compareCells = (a: string | number, b: string | number): number =>
  typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
