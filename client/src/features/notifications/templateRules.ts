/** The template editor's choices and words (issue 25 item 4), kept apart from the screen so they can be tested. */

export const EVENTS = [
  { value: 'Booked', label: 'Booking confirmed' },
  { value: 'OnTheWay', label: 'On the way' },
  { value: 'Delivered', label: 'Delivered' },
] as const;

export const CHANNELS = [
  { value: 'Email', label: 'E-mail' },
  { value: 'Sms', label: 'SMS' },
] as const;

/** What a template may use, as the editor lists them (the server refuses any other name). */
export const TEMPLATE_FIELDS = [
  'carrierName', 'customerName', 'consignmentNumber', 'reference', 'contactName', 'deliveryAddress', 'scheduled', 'stopAddress',
  'completedAt', 'signedBy', 'proofAttached', 'eta', 'trackingUrl',
] as const;

/** The template of an event on a channel, from the list the server gives. */
export function templateOf<T extends { event: string; channel: string }>(list: readonly T[], event: string, channel: string): T | undefined {
  return list.find((t) => t.event === event && t.channel === channel);
}

/** How the editor says whether the office has changed the wording. */
export function editedNote(updatedAt: string | null | undefined): string {
  return updatedAt ? 'Edited wording' : 'Default wording (not edited yet)';
}
