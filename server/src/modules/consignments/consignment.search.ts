/**
 * The consignment search of spec 1 §7 (GET /Consignments/{from}/{to}/Search and .../Export): a
 * London date range on the first stop's time (indexed), the text filters, and the yes/no filters
 * that may not be combined (spec 1 §5 "Searching").
 */
import type { FilterQuery } from '@mikro-orm/core';
import { validateSearchFilters } from '../../domain/consignment-search.js';
import { isIsoDate, londonDateRange } from '../../domain/dates.js';
import { badInput, type FieldError } from '../../errors.js';
import type { Consignment } from './consignment.entity.js';

/** Every filter of spec 1 §7; absent ones do not filter. */
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
export function checkSearch(search: ConsignmentSearch): void {
  const errors: FieldError[] = [];
  if (!isIsoDate(search.from)) errors.push({ field: 'from', message: 'The from date must be a date in the form YYYY-MM-DD' });
  if (!isIsoDate(search.to)) errors.push({ field: 'to', message: 'The to date must be a date in the form YYYY-MM-DD' });
  if (!errors.length) {
    const days = (Date.parse(search.to) - Date.parse(search.from)) / 86_400_000;
    if (days < 0) errors.push({ field: 'to', message: 'The to date cannot be before the from date' });
    else if (days > MAX_SEARCH_DAYS) errors.push({ field: 'to', message: `A search can cover at most ${MAX_SEARCH_DAYS} days` });
  }
  for (const key of ['customerName', 'poNumber', 'collectionAddress', 'deliveryAddress', 'bookingContact', 'supplierName'] as const) {
    if ((search[key]?.length ?? 0) > MAX_FILTER_TEXT) errors.push({ field: key, message: `The ${key} filter must be at most ${MAX_FILTER_TEXT} characters` });
  }
  errors.push(...validateSearchFilters(search));
  if (errors.length) throw badInput(errors);
}

const like = (text: string) => `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
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
  const and: FilterQuery<Consignment>[] = [{ startDateTime: { $gte: start, $lt: end } }, { isDeleted: search.isDeleted === true }];
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
