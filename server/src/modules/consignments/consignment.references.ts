/**
 * Loads every record a consignment input names (customer, vehicle type, contact, stop types,
 * countries, charges, weekdays ...) in a fixed number of queries, and names each unknown id as a
 * field error, so a bad id is a 400 and never a database error.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { ReadMemo } from '../../db/read-memo.js';
import type { FieldError } from '../../errors.js';
import { Contact } from '../customers/contact.entity.js';
import { Customer } from '../customers/customer.entity.js';
import { ConsignmentAddressType, ConsignmentFrequency, ConsignmentType, Country, WeekDay } from '../lookups/lookup.entity.js';
import { VehicleType } from '../lookups/vehicle-type.entity.js';
import { AdditionalCharge } from '../pricing/additional-charge.entity.js';
import { Supplier } from '../suppliers/supplier.entity.js';
import type { ConsignmentInput } from './consignment.input.js';

/** The records an input refers to. */
export interface References {
  customer: Customer | null;
  vehicleType: VehicleType | null;
  consignmentType: ConsignmentType | null;
  contact: Contact | null;
  supplier: Supplier | null;
  frequency: ConsignmentFrequency | null;
  addressTypes: Map<number, ConsignmentAddressType>;
  countries: Map<number, Country>;
  charges: Map<number, AdditionalCharge>;
  weekDays: WeekDay[];
}

const unique = (ids: (number | null | undefined)[]): number[] => [...new Set(ids.filter((id): id is number => id != null))];

async function byIds<T extends { id: number }>(em: EntityManager, memo: ReadMemo, entity: new () => T, ids: number[]): Promise<Map<number, T>> {
  if (!ids.length) return new Map();
  return memo.once(`${entity.name}:${[...ids].sort((a, b) => a - b).join(',')}`, async () => {
    const rows = await em.find(entity, { id: { $in: ids } } as never);
    return new Map(rows.map((row) => [row.id, row]));
  });
}

function one<T extends { id: number }>(em: EntityManager, memo: ReadMemo, entity: new () => T, id: number | null | undefined): Promise<T | null> {
  return id == null ? Promise.resolve(null) : memo.once(`${entity.name}:${id}`, async () => (await em.findOne(entity, { id } as never)) ?? null);
}

/**
 * Loads what `input` names; `customerId` is the customer the booking is for (already authorised). `memo` keeps
 * what was read for the next bookings of the same transaction (the import's rows).
 */
export async function loadReferences(em: EntityManager, input: ConsignmentInput, customerId: number | null, memo: ReadMemo = new ReadMemo()): Promise<{ refs: References; errors: FieldError[] }> {
  const stops = input.consignmentAddresses;
  const chargeIds = unique([...input.additionalCharges, ...stops.flatMap((s) => s.additionalCharges)].map((c) => c.additionalChargeId));
  const [customer, vehicleType, consignmentType, contact, supplier, frequency, addressTypes, countries, charges, weekDays] = await Promise.all([
    one(em, memo, Customer, customerId),
    one(em, memo, VehicleType, input.vehicleTypeId),
    one(em, memo, ConsignmentType, input.consignmentTypeId),
    input.bookingContactId == null ? null : em.findOne(Contact, { id: input.bookingContactId }, { populate: ['customer'] }),
    one(em, memo, Supplier, input.supplierId),
    one(em, memo, ConsignmentFrequency, input.consignmentFrequencySettings?.consignmentFrequencyId),
    byIds(em, memo, ConsignmentAddressType, unique(stops.map((s) => s.consignmentAddressTypeId))),
    byIds(em, memo, Country, unique(stops.map((s) => s.address.countryId))),
    byIds(em, memo, AdditionalCharge, chargeIds),
    byIds(em, memo, WeekDay, unique(input.consignmentFrequencySettings?.weekDayIds ?? [])),
  ]);
  const errors: FieldError[] = [];
  const missing = (field: string, what: string) => errors.push({ field, message: `${what} was not found` });
  if (customerId != null && !customer) missing('customer', 'The customer');
  if (input.vehicleTypeId != null && !vehicleType) missing('vehicleType', 'The vehicle type');
  if (input.consignmentTypeId != null && !consignmentType) missing('consignmentType', 'The consignment type');
  if (input.bookingContactId != null && (!contact || contact.customer.id !== customerId)) missing('bookingContact', 'The booking contact');
  if (input.supplierId != null && !supplier) missing('supplier', 'The supplier');
  if (input.consignmentFrequencySettings?.consignmentFrequencyId != null && !frequency) missing('consignmentFrequencySettings.consignmentFrequency', 'The frequency');
  stops.forEach((stop, i) => {
    if (stop.consignmentAddressTypeId == null) errors.push({ field: `consignmentAddresses[${i}].consignmentAddressType`, message: 'Address type is required' });
    else if (!addressTypes.has(stop.consignmentAddressTypeId)) missing(`consignmentAddresses[${i}].consignmentAddressType`, 'The address type');
    if (stop.address.countryId != null && !countries.has(stop.address.countryId)) missing(`consignmentAddresses[${i}].address.country`, 'The country');
    stop.additionalCharges.forEach((c, j) => {
      if (c.additionalChargeId == null || !charges.has(c.additionalChargeId)) missing(`consignmentAddresses[${i}].additionalCharges[${j}].additionalCharge`, 'The additional charge');
    });
  });
  input.additionalCharges.forEach((c, j) => {
    if (c.additionalChargeId == null || !charges.has(c.additionalChargeId)) missing(`additionalCharges[${j}].additionalCharge`, 'The additional charge');
  });
  const wantedDays = unique(input.consignmentFrequencySettings?.weekDayIds ?? []);
  if (wantedDays.some((id) => !weekDays.has(id))) missing('consignmentFrequencySettings.weekDays', 'A weekday');
  return {
    refs: { customer, vehicleType, consignmentType, contact, supplier, frequency, addressTypes, countries, charges, weekDays: [...weekDays.values()] },
    errors,
  };
}
