/**
 * The consignment search of behaviour.md "Booking / Consignment search and export" (GET /Consignments/{from}/{to}/Search and .../Export): a
 * London date range on the first stop's time (indexed), the text filters, and the yes/no filters
 * that may not be combined (behaviour.md "Booking / Consignment search and export" "Searching").
 */
import type { FilterQuery } from '@mikro-orm/core';
import { validateSearchFilters } from '../../domain/consignment-search.js';
import { isIsoDate, londonDateRange } from '../../domain/dates.js';
import { badInput, type FieldError } from '../../errors.js';
import type { Consignment } from './consignment.entity.js';
import { containing } from '../../db/like.js';

/** Every filter of behaviour.md "Booking / Consignment search and export"; absent ones do not filter. */
export interface ConsignmentSearch {
  from: string;
  to: string;
  vehicleType?: number | null;
  customerName?: string | null;
  poNumber?: string | null;
  consignmentNumber?: number | null;
  manifestNumber?: number | null;
  /** The id of the manifest the manifestNumber names, resolved by the service. */
  manifestId?: number | null;
  collectionAddress?: string | null;
  deliveryAddress?: string | null;
  bookingContact?: string | null;
  supplierName?: string | null;
  isFrequent?: boolean;
  haveNoManifest?: boolean;
  isQuote?: boolean;
  isDeleted?: boolean;
}

/** Longest range one search may cover, so a list stays a list. */
export const MAX_SEARCH_DAYS = 366;
const MAX_FILTER_TEXT = 200;

/** Refuses bad dates, reversed or over-long ranges, oversized text and filters that exclude each other. */
export function checkSearch(search: ConsignmentSearch, maxDays = MAX_SEARCH_DAYS): void {
  const errors: FieldError[] = [];
  if (!isIsoDate(search.from)) errors.push({ field: 'from', message: 'The from date must be a date in the form YYYY-MM-DD' });
  if (!isIsoDate(search.to)) errors.push({ field: 'to', message: 'The to date must be a date in the form YYYY-MM-DD' });
  if (!errors.length) {
    const days = (Date.parse(search.to) - Date.parse(search.from)) / 86_400_000;
    if (days < 0) errors.push({ field: 'to', message: 'The to date cannot be before the from date' });
    else if (days > maxDays) errors.push({ field: 'to', message: `A search can cover at most ${maxDays} days` });
  }
  for (const key of ['customerName', 'poNumber', 'collectionAddress', 'deliveryAddress', 'bookingContact', 'supplierName'] as const) {
    if ((search[key]?.length ?? 0) > MAX_FILTER_TEXT) errors.push({ field: key, message: `The ${key} filter must be at most ${MAX_FILTER_TEXT} characters` });
  }
  errors.push(...validateSearchFilters(search));
  if (errors.length) throw badInput(errors);
}

/** The refusal of a search that matches more rows than one answer may hold (issue 20 item 4). */
export const tooManyRows = (limit: number) => `The search matches more than ${limit.toLocaleString('en-GB')} consignments. Please choose a shorter date range or add a filter.`;

const like = (text: string) => containing(text.trim());
const given = (text: string | null | undefined): text is string => !!text && text.trim() !== '';

function addressMatch(type: 'Collection' | 'Delivery', text: string) {
  const pattern = like(text);
  return {
    $some: {
      consignmentAddressType: { name: type },
      address: { $or: [{ companyName: { $ilike: pattern } }, { addressLine1: { $ilike: pattern } }, { town: { $ilike: pattern } }, { postcode: { $ilike: pattern } }] },
    },
  };
}

/** The WHERE of a search; `customerId` limits a customer user to its own consignments. */
export function searchWhere(search: ConsignmentSearch, customerId: number | null): FilterQuery<Consignment> {
  const { start, end } = londonDateRange(search.from, search.to);
  // A consignment number names one consignment: it is found whatever the date range (issue 19 item 10).
  const and: FilterQuery<Consignment>[] = [{ isDeleted: search.isDeleted === true }];
  if (search.consignmentNumber == null) and.push({ startDateTime: { $gte: start, $lt: end } });
  if (customerId !== null) and.push({ customer: customerId });
  if (search.vehicleType != null) and.push({ vehicleType: search.vehicleType });
  if (given(search.customerName)) and.push({ customer: { name: { $ilike: like(search.customerName) } } });
  if (given(search.poNumber)) and.push({ poNumber: { $ilike: like(search.poNumber) } });
  if (search.consignmentNumber != null) and.push({ consignmentNumber: search.consignmentNumber });
  if (search.manifestId != null) and.push({ consignmentAddresses: { $some: { manifestId: search.manifestId } } });
  if (given(search.collectionAddress)) and.push({ consignmentAddresses: addressMatch('Collection', search.collectionAddress) });
  if (given(search.deliveryAddress)) and.push({ consignmentAddresses: addressMatch('Delivery', search.deliveryAddress) });
  if (given(search.bookingContact)) {
    const pattern = like(search.bookingContact);
    and.push({ $or: [{ contactName: { $ilike: pattern } }, { bookingContact: { name: { $ilike: pattern } } }] });
  }
  if (given(search.supplierName)) and.push({ supplier: { name: { $ilike: like(search.supplierName) } } });
  if (search.isFrequent) and.push({ isFrequentConsignment: true });
  if (search.haveNoManifest) and.push({ isQuote: false, consignmentAddresses: { $some: { manifestId: null } } });
  if (search.isQuote) and.push({ isQuote: true });
  return { $and: and };
}
