/**
 * The shape every domain validator returns, so services can turn it into BAD_USER_INPUT
 * (`fields: [{field, message}]`) for GraphQL and `Errors: [{Field, Message}]` for REST (DESIGN "Interfaces").
 */

/** One failed rule, pointing at the field the user must fix (camelCase path, e.g. `consignmentAddresses[1].town`). */
export interface FieldError {
  field: string;
  message: string;
}

/** A question the user may answer "proceed" to (behaviour.md "Booking / Confirmations and warnings" confirmations): the caller re-submits with its code accepted. */
export interface Confirmation {
  code: string;
  message: string;
}

/** Treats null, undefined and whitespace-only text as empty, as a user would. */
export function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

/** Compares names and descriptions as a user reads them: ignoring case and surrounding spaces (behaviour.md "Booking / Consignment search and export"). */
export function sameText(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** Builds the "X is required" error used for required fields (behaviour.md "Booking / Consignment search and export"). */
export function requiredError(field: string, label: string): FieldError {
  return { field, message: `${label} is required` };
}

/** Prefixes a nested field path, e.g. `consignmentAddresses[2].` + `town`. */
export function atPath(prefix: string, field: string): string {
  return prefix === '' ? field : `${prefix}.${field}`;
}
