import type { EntityManager } from '@mikro-orm/postgresql';
import type { AddressDraft, ContactDraft } from '../../domain/customer.js';
import { badInput, type FieldError } from '../../errors.js';
import { Address } from '../addresses/address.entity.js';
import { ConsignmentControlScreenColumn, Country } from '../lookups/lookup.entity.js';
import { XeroOrganisation } from '../settings/reference.entity.js';
import { LedgerNumber, VatCode } from '../settings/setting.entity.js';
import { clean } from '../settings/writes.js';
import { Contact } from './contact.entity.js';
import { CustomerControlScreenColumn } from './customer-column.entity.js';
import type { Customer } from './customer.entity.js';
import type { CustomerInput } from './customer.input.js';

type Ctor = new (...args: never[]) => object;
type Ref = [Ctor, string, number | null | undefined];

function referencedIds(input: CustomerInput): Ref[] {
  return [
    [LedgerNumber, 'LedgerNumberId', input.ledgerNumberId],
    [VatCode, 'VatCodeId', input.vatCodeId],
    [XeroOrganisation, 'XeroOrganisationId', input.xeroOrganisationId],
    ...(input.addresses ?? []).map((a, i): Ref => [Country, `Addresses[${i}].CountryId`, a.countryId]),
    ...(input.consignmentControlScreenColumns ?? []).map((c, i): Ref => [ConsignmentControlScreenColumn, `ConsignmentControlScreenColumns[${i}].ColumnId`, c.columnId]),
  ];
}

/** Refuses ids of settings and lookups that do not exist: one query per kind, a 400 naming each. */
export async function checkCustomerReferences(em: EntityManager, input: CustomerInput): Promise<void> {
  const wanted = referencedIds(input).filter(([, , id]) => typeof id === 'number');
  const found = new Map<Ctor, Set<number>>();
  for (const kind of new Set(wanted.map(([k]) => k))) {
    const ids = [...new Set(wanted.filter(([k]) => k === kind).map(([, , id]) => id as number))];
    const rows = await em.find(kind as never, { id: { $in: ids } } as never, { fields: ['id'] as never });
    found.set(kind, new Set((rows as { id: number }[]).map((r) => r.id)));
  }
  const errors = wanted.filter(([kind, , id]) => !found.get(kind)!.has(id as number)).map(([, field, id]) => ({ field, message: `${field.replace(/^.*\./, '')} ${id} does not exist` }));
  if (errors.length) throw badInput(errors);
}

function syncById<E extends { id: number }, D extends { id?: number | null }>(em: EntityManager, stored: E[], drafts: D[], list: string, make: () => E, apply: (item: E, draft: D) => void): void {
  const byId = new Map(stored.map((item) => [item.id, item]));
  const errors: FieldError[] = [];
  drafts.forEach((d, i) => {
    if (d.id && !byId.has(d.id)) errors.push({ field: `${list}[${i}].Id`, message: `${list} item ${d.id} does not belong to this customer` });
  });
  if (errors.length) throw badInput(errors);
  const kept = new Set(drafts.map((d) => d.id).filter(Boolean));
  for (const item of stored) if (!kept.has(item.id)) em.remove(item);
  for (const draft of drafts) apply(draft.id ? byId.get(draft.id)! : make(), draft);
}

const applyAddress = (em: EntityManager) => (a: Address, d: AddressDraft) => Object.assign(a, {
  companyName: clean(d.companyName), addressLine1: d.addressLine1!.trim(), addressLine2: clean(d.addressLine2), addressLine3: clean(d.addressLine3),
  town: clean(d.town) ?? '', county: clean(d.county), postcode: d.postcode!.trim().toUpperCase(), country: em.getReference(Country, d.countryId!),
  latitude: d.latitude ?? null, longitude: d.longitude ?? null,
});

const applyContact = (c: Contact, d: ContactDraft) => Object.assign(c, { name: d.name!.trim(), phone: clean(d.phone), email: clean(d.email) });

/** Applies the address, contact and column lists that were sent (undefined lists stay as they are). */
export function syncCustomerChildren(em: EntityManager, customer: Customer, input: CustomerInput): void {
  if (input.addresses) {
    const main = customer.address;
    syncById(em, customer.addresses.getItems(), input.addresses, 'Addresses', () => em.create(Address, { customer } as never), applyAddress(em));
    if (main && !input.addresses.some((a) => a.id === main.id)) customer.address = null;
  }
  if (input.contacts) syncById(em, customer.contacts.getItems(), input.contacts, 'Contacts', () => em.create(Contact, { customer } as never), applyContact);
  if (input.consignmentControlScreenColumns) {
    const stored = new Map(customer.consignmentControlScreenColumns.getItems().map((c) => [c.column.id, c]));
    const wanted = new Set(input.consignmentControlScreenColumns.map((c) => c.columnId!));
    for (const [columnId, row] of stored) if (!wanted.has(columnId)) em.remove(row);
    input.consignmentControlScreenColumns.forEach((c, i) => {
      const row = stored.get(c.columnId!) ?? em.create(CustomerControlScreenColumn, { customer, column: em.getReference(ConsignmentControlScreenColumn, c.columnId!), order: 0, isVisible: true });
      row.order = c.order ?? (i + 1) * 10;
      row.isVisible = c.isVisible ?? true;
    });
  }
}
