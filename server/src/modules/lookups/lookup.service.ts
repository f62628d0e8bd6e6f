import type { EntityClass } from '@mikro-orm/core';
import { requireOffice, requireUser, type RequestContext } from '../../context.js';
import { AtlasUserRole, CustomerAccountType, InvoiceDelivery, InvoiceDeliveryOption, InvoiceSetupOption, MatrixPriceIncrement, MatrixType, PaymentTermStartOption } from './account-lookup.entity.js';
import { ConsignmentAddressType, ConsignmentControlScreenColumn, ConsignmentFrequency, ConsignmentType, Country, WeekDay } from './lookup.entity.js';
import { XeroOrganisation } from '../settings/reference.entity.js';

/** One fixed list served by a GET lookup: who may read it, its order and its REST fields. */
export interface LookupTable<E = object> {
  entity: EntityClass<E>;
  /** 'user': any signed-in user (behaviour.md "Booking / Consignment search and export" lookups); 'office': back-office screens only (behaviour.md "Settings / Back-office users"). */
  audience: 'user' | 'office';
  orderBy: Record<string, 'asc' | 'desc'>;
  /** Entity fields shown over REST, in PascalCase. */
  fields: string[];
}

const keyed = ['id', 'key', 'name'];

/** Every GET lookup by its REST path (behaviour.md "Booking / Consignment search and export"; "Settings / Back-office users"). VehicleTypes has its own service. */
export const lookupTables = {
  ConsignmentTypes: { entity: ConsignmentType, audience: 'user', orderBy: { id: 'asc' }, fields: ['id', 'name', 'shortName'] },
  ConsignmentAddressTypes: { entity: ConsignmentAddressType, audience: 'user', orderBy: { id: 'asc' }, fields: ['id', 'name'] },
  ConsignmentFrequencies: { entity: ConsignmentFrequency, audience: 'user', orderBy: { id: 'asc' }, fields: ['id', 'name'] },
  WeekDays: { entity: WeekDay, audience: 'user', orderBy: { isoDay: 'asc' }, fields: ['id', 'name', 'isoDay'] },
  Countries: { entity: Country, audience: 'user', orderBy: { name: 'asc' }, fields: ['id', 'name', 'code'] },
  ConsignmentControlScreenColumns: { entity: ConsignmentControlScreenColumn, audience: 'user', orderBy: { order: 'asc' }, fields: ['id', 'key', 'name', 'order', 'isDefault'] },
  CustomerAccountTypes: { entity: CustomerAccountType, audience: 'office', orderBy: { id: 'asc' }, fields: [...keyed, 'isOnStop', 'isProForma'] },
  MatrixTypes: { entity: MatrixType, audience: 'office', orderBy: { id: 'asc' }, fields: keyed },
  MatrixPriceIncrements: { entity: MatrixPriceIncrement, audience: 'office', orderBy: { id: 'asc' }, fields: keyed },
  AtlasUserRoles: { entity: AtlasUserRole, audience: 'office', orderBy: { id: 'asc' }, fields: keyed },
  InvoiceSetupOptions: { entity: InvoiceSetupOption, audience: 'office', orderBy: { id: 'asc' }, fields: keyed },
  InvoiceDeliveries: { entity: InvoiceDelivery, audience: 'office', orderBy: { id: 'asc' }, fields: keyed },
  InvoiceDeliveryOptions: { entity: InvoiceDeliveryOption, audience: 'office', orderBy: { id: 'asc' }, fields: keyed },
  PaymentTermStartOptions: { entity: PaymentTermStartOption, audience: 'office', orderBy: { id: 'asc' }, fields: keyed },
  XeroOrganisations: { entity: XeroOrganisation, audience: 'office', orderBy: { name: 'asc' }, fields: ['id', 'name', 'tenantId', 'isDefault'] },
} satisfies Record<string, LookupTable>;

/** The REST paths of the lookups. */
export type LookupPath = keyof typeof lookupTables;

/** Reads one lookup list after checking who is asking (401 signed out; 403 for office-only lists). */
export async function listLookup<E extends object>(ctx: RequestContext, table: LookupTable<E>): Promise<E[]> {
  if (table.audience === 'office') requireOffice(ctx);
  else requireUser(ctx);
  return ctx.em.find(table.entity, {}, { orderBy: table.orderBy as never });
}

/** The PascalCase REST shape of a lookup row, from the table's field list. */
export function toRestLookup(table: LookupTable, row: object): Record<string, unknown> {
  const values = row as Record<string, unknown>;
  return Object.fromEntries(table.fields.map((f) => [f[0].toUpperCase() + f.slice(1), values[f] ?? null]));
}
