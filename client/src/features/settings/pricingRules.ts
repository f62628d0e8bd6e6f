/** Pure rules of the pricing settings sections (behaviour.md "Shared conventions / Shared controls"; "Settings / Settings screen"; "Settings / Additional charges, area rules and price matrices"), unit tested. */

/** A multi-select's summary (behaviour.md "Shared conventions / Shared controls"): the first item plus '(n others)'. */
export function firstAndOthers(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names[0]} (${names.length - 1} others)`;
}

/** The suffix after the first tag of a multi-select. */
export const othersTag = (count: number) => `(${count} others)`;

/** Newline-separated postcode prefixes shown on one line. */
export function prefixList(text: string): string {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .join(', ');
}

/** The API takes the matrix type as behaviour.md "Settings / Additional charges, area rules and price matrices" words it: PRICING or 'COSTING - SUPPLIER'. */
export function matrixTypeInput(type: 'PRICING' | 'COSTING_SUPPLIER'): string {
  return type === 'PRICING' ? 'PRICING' : 'COSTING - SUPPLIER';
}
