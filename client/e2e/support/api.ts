/**
 * GraphQL calls made behind the UI's back, as another user or integrator would, with the session token
 * the browser holds.
 */
import type { Page } from '@playwright/test';

/** Runs a GraphQL operation with the page's session token; throws on errors. */
export async function graphqlAs<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('dispatch.token') ?? '');
  const res = await page.request.post('/graphql', { headers: { Token: token, 'Content-Type': 'application/json' }, data: { query, variables } });
  const body = (await res.json()) as { data?: T; errors?: unknown[] };
  if (body.errors?.length) throw new Error(JSON.stringify(body.errors));
  return body.data as T;
}

interface Lookups {
  vehicleTypes: { id: number }[];
  consignmentAddressTypes: { id: number; name: string }[];
  searchCustomers: { id: number }[];
}

/** A two-stop booking input for Acme Retail Ltd tomorrow, as the API takes it. */
export async function simpleBookingInput(page: Page, contactName: string): Promise<Record<string, unknown>> {
  const l = await graphqlAs<Lookups>(page, `{ vehicleTypes { id } consignmentAddressTypes { id name } searchCustomers(customerName: "Acme") { id } }`);
  const typeId = (name: string) => l.consignmentAddressTypes.find((t) => t.name === name)?.id;
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const stop = (type: string, time: string, line1: string, postcode: string) => ({
    consignmentAddressTypeId: typeId(type),
    address: { addressLine1: line1, town: 'London', postcode },
    scheduledDate: tomorrow,
    scheduledTime: time,
    noLoadDetailsGiven: true,
  });
  return {
    customerId: l.searchCustomers[0].id,
    contactName,
    vehicleTypeId: l.vehicleTypes[0].id,
    poNumber: 'PO-API',
    isQuote: false,
    acceptedConfirmations: ['PO_NUMBER_MISSING', 'COST_CODE_MISSING', 'BACKDATED'],
    consignmentAddresses: [stop('Collection', '09:00', '1 High Street', 'SW1A 1AA'), stop('Delivery', '13:00', '2 Low Road', 'EC1A 1BB')],
  };
}
