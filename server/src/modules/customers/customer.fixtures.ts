import type { MikroORM } from '@mikro-orm/postgresql';
import { XeroOrganisation } from '../settings/reference.entity.js';
import { LedgerNumber, VatCode } from '../settings/setting.entity.js';

/** Lookups and settings a customer save points at (test data). */
export interface CustomerRefs { countryId: number; columnIds: number[]; defaultColumnIds: number[]; ledgerNumberId: number; vatCodeId: number; xeroOrganisationId: number }

let n = 0;

/** Reads the seeded countries and columns and creates a ledger number, VAT code and Xero organisation. */
export async function buildCustomerRefs(orm: MikroORM): Promise<CustomerRefs> {
  const em = orm.em.fork();
  const tag = `${++n}-${Math.random().toString(36).slice(2, 7)}`;
  const [country] = await em.getConnection().execute<{ id: number }[]>('select id from country order by id limit 1');
  const columns = await em.getConnection().execute<{ id: number; is_default: boolean }[]>('select id, is_default from consignment_control_screen_column order by "order", id');
  const ledger = em.create(LedgerNumber, { name: `L${tag}` });
  const vat = em.create(VatCode, { name: `VAT ${tag}`, code: 'OUTPUT2', rateBasisPoints: 2000 });
  const xero = em.create(XeroOrganisation, { name: `Org ${tag}` });
  await em.flush();
  return { countryId: country.id, columnIds: columns.map((c) => c.id), defaultColumnIds: columns.filter((c) => c.is_default).map((c) => c.id), ledgerNumberId: ledger.id, vatCodeId: vat.id, xeroOrganisationId: xero.id };
}

/** A valid POST /Customers body (behaviour.md "Customers / Saving a customer"): one address, one contact. */
export function customerBody(refs: CustomerRefs, extra: Record<string, unknown> = {}): Record<string, unknown> {
  n += 1;
  return {
    Name: `Customer ${n} ${Math.random().toString(36).slice(2, 6)}`,
    Addresses: [{ CompanyName: 'Depot', AddressLine1: '1 Market Street', Town: 'Manchester', Postcode: 'm1 1aa', CountryId: refs.countryId }],
    Contacts: [{ Name: 'Ann Smith', Phone: '0161 000 0000', Email: 'ann@example.test' }],
    ...extra,
  };
}
