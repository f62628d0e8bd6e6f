/** behaviour.md "Control screen / Consignments tab" "Shared controls": typed date and time inputs that complete at the format's length. */

/** Digits typed into DD/MM/YYYY, with the slashes put in as they are reached. */
export function maskDate(text: string): string {
  const d = text.replace(/\D/g, '').slice(0, 8);
  return [d.slice(0, 2), d.slice(2, 4), d.slice(4)].filter(Boolean).join('/');
}

/** Digits typed into HH:mm, with the colon put in as it is reached. */
export function maskTime(text: string): string {
  const d = text.replace(/\D/g, '').slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}:${d.slice(2)}` : d;
}
