/**
 * A sheet row as the single booking's input (issue 25 item 6): one collection, one delivery, the
 * goods on both. Nothing is judged here; the save path's own checks say what is wrong, and their
 * field paths are turned back into the sheet's columns.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { importDate, importFieldOf, importTime, readRow, type ImportField, type ImportMapping } from '../../domain/booking-import.js';
import type { FieldError } from '../../errors.js';
import { ConsignmentAddressType } from '../lookups/lookup.entity.js';
import { VehicleType } from '../lookups/vehicle-type.entity.js';
import type { ConsignmentInput, StopInput } from '../consignments/consignment.input.js';
import type { ImportRowError } from './import.entity.js';

/** The lookups a row names by text, read once per import. */
export interface RowLookups {
  vehicleTypeIds: Map<string, number>;
  collectionTypeId: number | null;
  deliveryTypeId: number | null;
}

const key = (name: string) => name.trim().toLowerCase();

/** Vehicle types by name (any case) and the Collection / Delivery stop types. */
export async function loadRowLookups(em: EntityManager): Promise<RowLookups> {
  const [vehicleTypes, stopTypes] = await Promise.all([em.find(VehicleType, { isDeactivated: false } as never), em.find(ConsignmentAddressType, {})]);
  return {
    vehicleTypeIds: new Map(vehicleTypes.map((v) => [key(v.name), v.id])),
    collectionTypeId: stopTypes.find((t) => t.name === 'Collection')?.id ?? null,
    deliveryTypeId: stopTypes.find((t) => t.name === 'Delivery')?.id ?? null,
  };
}

/** An id no record has: the save's reference check then reports the named record as not found. */
const UNKNOWN_ID = -1;

function quantityOf(text: string | undefined): number | null {
  if (text === undefined) return null;
  return /^\d+$/.test(text) ? Number(text) : Number.NaN; // NaN fails the save's whole-number check
}

function stop(typeId: number | null, row: Partial<Record<ImportField, string>>, side: 'collection' | 'delivery'): StopInput {
  const hasGoods = row.quantity !== undefined || row.goodsDescription !== undefined;
  return {
    consignmentAddressTypeId: typeId,
    address: {
      companyName: row[`${side}Company`] ?? null,
      addressLine1: row[`${side}Address1`] ?? null,
      addressLine2: row[`${side}Address2`] ?? null,
      town: row[`${side}Town`] ?? null,
      postcode: row[`${side}Postcode`] ?? null,
    },
    scheduledDate: importDate(row[`${side}Date`]) ?? null,
    scheduledTime: importTime(row[`${side}Time`]) ?? null,
    // The delivery drops what was collected (behaviour.md "Booking / Addresses and load details": deliveries pick the collection's load details).
    loadDetails: hasGoods ? [{ quantity: quantityOf(row.quantity), description: row.goodsDescription ?? null }] : [],
    additionalCharges: [],
  };
}

/** The booking a row asks for, for `customerId`, as a quote or a consignment. */
export function rowInput(headings: readonly string[], cells: readonly string[], mapping: ImportMapping, lookups: RowLookups, customerId: number, asQuote: boolean): ConsignmentInput {
  const row = readRow(headings, cells, mapping);
  const vehicleTypeId = row.vehicleType === undefined ? null : (lookups.vehicleTypeIds.get(key(row.vehicleType)) ?? UNKNOWN_ID);
  return {
    customerId,
    contactName: row.contactName ?? null,
    contactPhoneNumber: row.contactPhone ?? null,
    contactEmailAddress: row.contactEmail ?? null,
    vehicleTypeId,
    poNumber: row.poNumber ?? null,
    costCode: row.costCode ?? null,
    customerReference: row.customerReference ?? null,
    notesForSupplier: row.notesForSupplier ?? null,
    isQuote: asQuote,
    additionalCharges: [],
    consignmentAddresses: [stop(lookups.collectionTypeId, row, 'collection'), stop(lookups.deliveryTypeId, row, 'delivery')],
    acceptedConfirmations: [],
  };
}

/** The save's messages under the sheet's columns; the same message twice for one column is shown once. */
export function rowErrors(errors: readonly FieldError[]): ImportRowError[] {
  const seen = new Set<string>();
  return errors.flatMap((e) => {
    const column = importFieldOf(e.field);
    const id = `${column}|${e.message}`;
    if (seen.has(id)) return [];
    seen.add(id);
    return [{ column, message: e.message }];
  });
}
