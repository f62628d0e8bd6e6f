/** Client-side checks of a new password, matching the server's rules so most mistakes show before a round trip. */
export const MIN_PASSWORD_LENGTH = 8;

/** The message for a new password that is too short, or null when it is long enough. */
export function passwordLengthProblem(password: string): string | null {
  return password.length >= MIN_PASSWORD_LENGTH ? null : `The password must be at least ${MIN_PASSWORD_LENGTH} characters long`;
}

/** The message when the confirmation differs from the new password, or null when they match. */
export function confirmationProblem(password: string, confirmation: string): string | null {
  return password === confirmation ? null : 'The passwords do not match';
}
