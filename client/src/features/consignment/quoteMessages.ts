/** The quote modals' words (behaviour.md "Control screen / Consignments tab" quote warning, quote confirmation, quote-to-consignment warning). */
import { money } from '../control-screen/consignmentRules';

/** Asked before a new booking is first saved as a quote. */
export const QUOTE_WARNING = 'This will be saved as a quote only: nothing is booked or collected until it is saved as a consignment. Do you want to continue?';

/** The quote-to-consignment warning (behaviour.md "Booking / Consignment lifecycle"). */
export const QUOTE_TO_CONSIGNMENT =
  'This quote will be saved as a consignment and booked. This cannot be undone. Do you want to continue?';

/** The quote confirmation shown once a quote is saved: its reference and the quoted price (behaviour.md "Booking / Consignment search and export" £, 2 decimals). */
export function quoteSavedMessage(reference: string, price: number | null | undefined): string {
  return price == null ? `Quote ${reference} has been saved.` : `Quote ${reference} has been saved. Quoted price: ${money(price)}.`;
}
