/**
 * The change log (behaviour.md "Booking / Change log" ConsignmentChangeLogs; issue 3 item 4): who, when and what changed.
 * A consignment is described as flat, readable values before and after a save; the differences are
 * the log entry.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { formatStopTime } from '../../domain/dates.js';
import { formatMoney } from '../../domain/money.js';
import type { User } from '../users/user.entity.js';
import { ConsignmentChangeLog, type FieldChange } from './consignment-change-log.entity.js';
import type { Consignment } from './consignment.entity.js';

/** Field label -> shown value. */
export type Snapshot = Record<string, string | null>;

const flag = (value: boolean): string => (value ? 'Yes' : 'No');
const time = (value: Date | null | undefined): string | null => (value ? formatStopTime(value) : null);

/** The consignment as a person reads it, field by field. */
export function snapshot(c: Consignment): Snapshot {
  const s: Snapshot = {
    Customer: c.customer?.name ?? null,
    'Customer branch': c.customerBranch ?? null,
    'Contact name': c.contactName ?? null,
    'Contact phone number': c.contactPhoneNumber ?? null,
    'Contact e-mail address': c.contactEmailAddress ?? null,
    'Booking contact': c.bookingContact?.name ?? null,
    'Consignment type': c.consignmentType?.name ?? null,
    'Vehicle type': c.vehicleType?.name ?? null,
    'PO number': c.poNumber ?? null,
    'Cost code': c.costCode ?? null,
    'Customer reference': c.customerReference ?? null,
    'Customer reference number': c.customerReferenceNumber ?? null,
    'Notes for supplier': c.notesForSupplier ?? null,
    'Notes for office': c.notesForOffice ?? null,
    'Notes for invoice': c.notesForInvoice ?? null,
    Price: formatMoney(c.pricePence),
    'Price manually set': flag(c.priceManuallySet),
    Cost: formatMoney(c.costPence),
    Miles: String(c.totalMiles),
    'Calculate times': flag(c.calculateTimes),
    'Apply postcode pricing rules': flag(c.applyPostcodePricingRules),
    Backload: flag(c.isBackload),
    Quote: flag(c.isQuote),
    'Frequent consignment': flag(c.isFrequentConsignment),
    Supplier: c.supplier?.name ?? null,
    'Cancellation requested': flag(c.cancellationRequested),
    Deleted: flag(c.isDeleted),
  };
  for (const charge of c.additionalCharges.isInitialized() ? c.additionalCharges.getItems() : []) {
    s[`Charge ${charge.description}`] = formatMoney(charge.pricePence);
  }
  const stops = c.consignmentAddresses.isInitialized() ? c.consignmentAddresses.getItems() : [];
  stops.forEach((stop, i) => {
    const loads = stop.loadDetails.isInitialized() ? stop.loadDetails.getItems().map((d) => `${d.quantity} x ${d.description ?? ''}`.trim()).join('; ') : '';
    s[`Address ${i + 1}`] = `${stop.consignmentAddressType?.name ?? ''}: ${stop.address?.shortAddress ?? ''}`;
    s[`Address ${i + 1} time`] = time(stop.scheduledStartDateAndTime);
    s[`Address ${i + 1} load details`] = loads || null;
  });
  return s;
}

/** What differs between two snapshots, in the order fields are shown. */
export function differences(before: Snapshot, after: Snapshot): FieldChange[] {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => (before[field] ?? null) !== (after[field] ?? null))
    .map((field) => ({ field, from: before[field] ?? null, to: after[field] ?? null }));
}

/** Adds a log entry to the unit of work (written in the caller's transaction). */
export function logChange(em: EntityManager, consignment: Consignment, user: User, now: Date, action: string, changes: FieldChange[]): void {
  em.persist(em.create(ConsignmentChangeLog, { consignment, user, userName: user.name, createdAt: now, action, changes }));
}
