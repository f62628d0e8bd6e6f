import { greatCircleMetres } from '../routing/routing.js';
import { metresToMiles } from '../../domain/pricing.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { arrangeBooking, bookingBody, tomorrowAt, type Booking } from './consignment.fixtures.js';
import { CONSIGNMENT_CONFLICT } from './consignment.save.js';

let t: TestApp;
let b: Booking;
beforeAll(async () => {
  t = await startTestApp();
  b = await arrangeBooking(t.orm);
});
afterAll(() => t.close());

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(query, params);
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers: { token }, ...(payload === undefined ? {} : { payload: payload as object }) });
const create = (token: string, overrides: Record<string, unknown> = {}) => call('POST', '/Consignments', token, bookingBody(b, overrides));

const miles = metresToMiles(greatCircleMetres({ latitude: 51.5246, longitude: -0.0786 }, { latitude: 51.4214, longitude: -0.2064 }) * 1.2);

describe('POST /api/Consignments (behaviour.md "Booking / Consignment lifecycle"; "Booking / Saving a consignment"; "Manifests / Manifest lifecycle and status colour")', () => {
  it('creates a quote with the new-consignment defaults, a consignment number and stops numbered 10, 20', async () => {
    const res = await create(b.office.token);
    expect(res.statusCode).toBe(201);
    const c = res.json();
    expect(c).toMatchObject({
      IsQuote: true, InvoiceStatus: 1, CalculateTimes: true, ApplyPostcodePricingRules: true, IsCompleted: false,
      Paid: false, IsDeleted: false, IsWebBooking: false, Version: 1, CustomerId: b.customer.id, ContactName: 'Pat Booker',
    });
    expect(c.ConsignmentNumber).toBeGreaterThan(0);
    expect(c.ConsignmentAddresses.map((s: { ConsignmentOrder: number }) => s.ConsignmentOrder)).toEqual([10, 20]);
    expect(c.ConsignmentAddresses[0].Address.Postcode).toBe('E1 6AN');
    const [log] = await sql(`select action, user_id from consignment_change_log where consignment_id = ?`, [c.Id]);
    expect(log).toMatchObject({ action: 'Created', user_id: b.office.id });
  });

  it('prices from the route miles and the default matrix: RecommendedPrice and RecommendedCost stored (behaviour.md "Pricing / Price calculation")', async () => {
    const c = (await create(b.office.token)).json();
    expect(c.TotalMiles).toBe(miles);
    expect(c.RouteIsEstimate).toBe(true);
    expect(c.RecommendedPrice).toBe(Math.max(miles * 2, 30));
    expect(c.Price).toBe(c.RecommendedPrice);
    expect(c.RecommendedCost).toBe(Math.max(miles * 1.5, 20));
    const [row] = await sql<{ price_pence: number; cost_pence: number }>(`select price_pence, cost_pence from consignment where id = ?`, [c.Id]);
    expect(row).toEqual({ price_pence: Math.max(miles * 200, 3000), cost_pence: Math.max(miles * 150, 2000) });
  });

  it('keeps a hand-set price and adds additional charges to the recommendation (behaviour.md "Settings / Additional charges, area rules and price matrices" PriceManuallySet)', async () => {
    const c = (await create(b.office.token, { Price: 99.5, PriceManuallySet: true, AdditionalCharges: [{ AdditionalCharge: { Id: b.chargeId } }] })).json();
    expect(c.Price).toBe(99.5);
    expect(c.RecommendedPrice).toBe(Math.max(miles * 2, 30) + 15);
    expect(c.RecommendedCost).toBe(Math.max(miles * 1.5, 20) + 10);
    expect(c.AdditionalCharges).toEqual([expect.objectContaining({ Description: 'Tail lift', Price: 15, Cost: 10 })]);
  });

  it('gives numbers without gaps or duplicates when many are created at once', async () => {
    const replies = await Promise.all(Array.from({ length: 8 }, () => create(b.office.token)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    const numbers = replies.map((r) => r.json().ConsignmentNumber).sort((x: number, y: number) => x - y);
    expect(new Set(numbers).size).toBe(8);
    expect(numbers.at(-1) - numbers[0]).toBe(7);
  });
});

describe('PUT /api/Consignments/{id} (behaviour.md "Booking / Consignment lifecycle"; "Shared conventions / Errors and status codes")', () => {
  it('saves a quote as a consignment: clears the quote flag, InvoiceStatus 1, and logs what changed', async () => {
    const quote = (await create(b.office.token)).json();
    const res = await call('PUT', `/Consignments/${quote.Id}`, b.office.token, bookingBody(b, { Version: quote.Version, IsQuote: false, PONumber: 'PO-2002' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ IsQuote: false, InvoiceStatus: 1, PONumber: 'PO-2002', Version: quote.Version + 1 });
    const logs = await sql<{ action: string; changes: { field: string; from: string; to: string }[] }>(`select action, changes from consignment_change_log where consignment_id = ? order by id`, [quote.Id]);
    expect(logs.map((l) => l.action)).toEqual(['Created', 'Updated']);
    expect(logs[1].changes).toEqual(expect.arrayContaining([{ field: 'PO number', from: 'PO-1001', to: 'PO-2002' }, { field: 'Quote', from: 'Yes', to: 'No' }]));
  });

  it('refuses a stale version with 608 and the spec message, changing nothing', async () => {
    const c = (await create(b.office.token)).json();
    await call('PUT', `/Consignments/${c.Id}`, b.office.token, bookingBody(b, { Version: c.Version, CustomerReference: 'FIRST' }));
    const res = await call('PUT', `/Consignments/${c.Id}`, b.office.token, bookingBody(b, { Version: c.Version, CustomerReference: 'SECOND' }));
    expect(res.statusCode).toBe(608);
    expect(res.json().Message).toBe(CONSIGNMENT_CONFLICT);
    const [row] = await sql(`select customer_reference, version from consignment where id = ?`, [c.Id]);
    expect(row).toEqual({ customer_reference: 'FIRST', version: c.Version + 1 });
  });

  it('lets exactly one of two concurrent saves of the same version through; the other is 608 and none of it is applied', async () => {
    const c = (await create(b.office.token)).json();
    const two = [{ CustomerReference: 'ALPHA', PONumber: 'PO-A' }, { CustomerReference: 'BETA', PONumber: 'PO-B' }];
    const replies = await Promise.all(two.map((o) => call('PUT', `/Consignments/${c.Id}`, b.office.token, bookingBody(b, { Version: c.Version, ...o }))));
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 608]);
    const winner = replies.find((r) => r.statusCode === 200)!.json();
    const [row] = await sql<{ customer_reference: string; po_number: string }>(`select customer_reference, po_number from consignment where id = ?`, [c.Id]);
    expect(row).toEqual({ customer_reference: winner.CustomerReference, po_number: winner.PONumber });
    const [{ n }] = await sql<{ n: string }>(`select count(*) as n from consignment_change_log where consignment_id = ? and action = 'Updated'`, [c.Id]);
    expect(Number(n)).toBe(1);
  });

  it('requires the version being saved', async () => {
    const c = (await create(b.office.token)).json();
    const res = await call('PUT', `/Consignments/${c.Id}`, b.office.token, bookingBody(b));
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors).toEqual([{ Field: 'version', Message: 'Version is required when saving a consignment' }]);
  });

  it('keeps stops by id, adds new ones and renumbers them 10, 20, 30 (behaviour.md "Booking / Consignment search and export")', async () => {
    const c = (await create(b.office.token)).json();
    const [first, second] = c.ConsignmentAddresses;
    const extra = { ...bookingBody(b).ConsignmentAddresses as object[] }[1] as Record<string, unknown>;
    const stops = [{ ...(bookingBody(b).ConsignmentAddresses as object[])[0], Id: first.Id }, { ...extra, ScheduledStartDateAndTime: tomorrowAt(10) }, { ...extra, Id: second.Id }];
    const res = await call('PUT', `/Consignments/${c.Id}`, b.office.token, bookingBody(b, { Version: c.Version, ConsignmentAddresses: stops }));
    expect(res.statusCode).toBe(200);
    const saved = res.json().ConsignmentAddresses;
    expect(saved.map((s: { ConsignmentOrder: number }) => s.ConsignmentOrder)).toEqual([10, 20, 30]);
    expect([saved[0].Id, saved[2].Id]).toEqual([first.Id, second.Id]);
  });
});

describe('saving: the rules of behaviour.md "Booking / Saving a consignment" and their messages', () => {
  const stops = () => bookingBody(b).ConsignmentAddresses as Record<string, unknown>[];
  const expectRefused = async (overrides: Record<string, unknown>, errors: { Field: string; Message: string }[], token = b.office.token) => {
    const [{ n: before }] = await sql<{ n: string }>(`select count(*) as n from consignment`);
    const res = await create(token, overrides);
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors).toEqual(expect.arrayContaining(errors));
    const [{ n: after }] = await sql<{ n: string }>(`select count(*) as n from consignment`);
    expect(after).toBe(before);
  };

  it('needs a collection and a delivery', () =>
    expectRefused({ ConsignmentAddresses: [stops()[0]] }, [{ Field: 'consignmentAddresses', Message: 'Please add at least one collection and one delivery address' }]));

  it('needs a customer (office users), a contact name and a vehicle type', () =>
    expectRefused({ Customer: null, ContactName: ' ', VehicleType: null }, [
      { Field: 'customer', Message: 'Customer is required' },
      { Field: 'contactName', Message: 'Contact name is required' },
      { Field: 'vehicleType', Message: 'Vehicle type is required' },
    ]));

  it('needs at least one date and time when CalculateTimes is on', () =>
    expectRefused({ ConsignmentAddresses: stops().map((s) => ({ ...s, ScheduledStartDateAndTime: null })) }, [
      { Field: 'consignmentAddresses', Message: 'Please make sure that at least one of the consignment addresses has a date and time specified' },
    ]));

  it('needs every date and time when CalculateTimes is off', () =>
    expectRefused({ CalculateTimes: false, ConsignmentAddresses: [stops()[0], { ...stops()[1], ScheduledStartDateAndTime: null }] }, [
      { Field: 'consignmentAddresses', Message: 'Please make sure that all consignment addresses have a date and time specified' },
    ]));

  it('refuses a time equal to or before the previous one', () =>
    expectRefused({ ConsignmentAddresses: [stops()[0], { ...stops()[1], ScheduledStartDateAndTime: tomorrowAt(9) }] }, [
      { Field: 'consignmentAddresses[1].scheduledStartDateAndTime', Message: 'Please make sure that all consignment addresses have a correct date and time (the next date and time cannot be the same or before as the previous date and time)' },
    ]));

  it('needs AddressLine1, Town and Postcode', () =>
    expectRefused({ ConsignmentAddresses: [{ ...stops()[0], Address: { AddressLine1: '', Town: null, Postcode: ' ' } }, stops()[1]] }, [
      { Field: 'consignmentAddresses[0].address.addressLine1', Message: 'Address line 1 is required' },
      { Field: 'consignmentAddresses[0].address.town', Message: 'Town is required' },
      { Field: 'consignmentAddresses[0].address.postcode', Message: 'Postcode is required' },
    ]));

  it('needs load details from customers, with a positive quantity', async () => {
    await expectRefused({ ConsignmentAddresses: [{ ...stops()[0], LoadDetails: [] }, stops()[1]] }, [
      { Field: 'consignmentAddresses[0].loadDetails', Message: 'Please add load details or tick no load details given' },
    ], b.customer.token);
    await expectRefused({ ConsignmentAddresses: [{ ...stops()[0], LoadDetails: [{ Quantity: -1, Description: 'Pallet' }] }, stops()[1]] }, [
      { Field: 'consignmentAddresses[0].loadDetails[0].quantity', Message: 'Quantity must be a whole number greater than 0' },
    ]);
  });

  it('asks to confirm a missing PO number, and saves once the user accepts', async () => {
    const em = t.orm.em.fork();
    await em.getConnection().execute(`update customer set is_ponumber_required = true where id = ?`, [b.customer.id]);
    await expectRefused({ PONumber: '' }, [{ Field: 'confirmation.PO_NUMBER_MISSING', Message: 'This customer requires a PO number. Do you want to save without one?' }]);
    expect((await create(b.office.token, { PONumber: '', AcceptedConfirmations: ['PO_NUMBER_MISSING'] })).statusCode).toBe(201);
    await em.getConnection().execute(`update customer set is_ponumber_required = false, prevent_consignment_without_cost_code = true where id = ?`, [b.customer.id]);
    await expectRefused({ CostCode: '', AcceptedConfirmations: ['COST_CODE_MISSING'] }, [{ Field: 'costCode', Message: 'This customer does not allow consignments without a cost code' }]);
    await em.getConnection().execute(`update customer set prevent_consignment_without_cost_code = false where id = ?`, [b.customer.id]);
  });

  it('warns that a first collection in the past is backdated', () =>
    expectRefused({ ConsignmentAddresses: [{ ...stops()[0], ScheduledStartDateAndTime: '2020-01-06 09:00:00' }, { ...stops()[1], ScheduledStartDateAndTime: '2020-01-06 11:00:00' }] }, [
      { Field: 'confirmation.BACKDATED', Message: 'The first collection is in the past. Do you want to save a backdated consignment?' },
    ]));

  it('refuses a second contact with the same name (case-insensitive)', async () => {
    expect((await create(b.office.token, { ContactName: 'Sam Jones', SaveContact: true })).statusCode).toBe(201);
    await expectRefused({ ContactName: 'sam JONES', SaveContact: true }, [{ Field: 'contactName', Message: 'A contact with this name already exists' }]);
  });

  it('defaults a missing time to now when only a date is given, and books ASAP 30 minutes ahead, locked', async () => {
    const date = tomorrowAt(0).slice(0, 10);
    const res = await create(b.office.token, { ConsignmentAddresses: [{ ...stops()[0], ScheduledStartDateAndTime: null, Asap: true }, { ...stops()[1], ScheduledStartDateAndTime: null, ScheduledDate: date }] });
    expect(res.statusCode).toBe(201);
    const [asap, dated] = res.json().ConsignmentAddresses;
    expect(asap.IsScheduledStartDateAndTimeLocked).toBe(true);
    expect(Date.parse(asap.ScheduledStartDateAndTime) - Date.now()).toBeGreaterThan(28 * 60_000);
    expect(Date.parse(asap.ScheduledStartDateAndTime) - Date.now()).toBeLessThan(31 * 60_000);
    expect(dated.ScheduledStartDateAndTime).not.toBeNull();
  });

  it('answers bad input with 400 and writes nothing: unknown ids, wrong types, bad dates, negative numbers, oversized text', async () => {
    await expectRefused({ VehicleType: { Id: 999999 } }, [{ Field: 'vehicleType', Message: 'The vehicle type was not found' }]);
    await expectRefused({ Customer: { Id: 999999 } }, [{ Field: 'customer', Message: 'The customer was not found' }]);
    await expectRefused({ ContactName: 42, IsBackload: 'yes' }, [{ Field: 'contactName', Message: 'ContactName must be text' }, { Field: 'isBackload', Message: 'IsBackload must be true or false' }]);
    await expectRefused({ ConsignmentAddresses: [{ ...stops()[0], ScheduledStartDateAndTime: '31/12/2026 09:00' }, stops()[1]] }, [
      { Field: 'consignmentAddresses[0].scheduledStartDateAndTime', Message: 'ScheduledStartDateAndTime must be a date and time (yyyy-MM-dd HH:mm:ss)' },
    ]);
    await expectRefused({ Price: -5, Mileage: -1 }, [{ Field: 'price', Message: 'Price must be an amount between £0.00 and £1,000,000.00' }, { Field: 'mileage', Message: 'Mileage must be a whole number from 0 to 100000' }]);
    await expectRefused({ PONumber: 'x'.repeat(101) }, [{ Field: 'poNumber', Message: 'PO number must be at most 100 characters' }]);
    await expectRefused({ ConsignmentAddresses: 'none' }, [{ Field: 'consignmentAddresses', Message: 'ConsignmentAddresses must be a list' }]);
    const notJson = await t.app.inject({ method: 'POST', url: '/api/Consignments', headers: { token: b.office.token, 'content-type': 'application/json' }, payload: '[1,2]' });
    expect(notJson.statusCode).toBe(400);
  });

  it('answers an unknown or malformed id with 404 or 400', async () => {
    expect((await call('GET', '/Consignments/999999', b.office.token)).statusCode).toBe(404);
    expect((await call('GET', '/Consignments/abc', b.office.token)).statusCode).toBe(400);
    expect((await call('PUT', '/Consignments/999999', b.office.token, bookingBody(b, { Version: 1 }))).statusCode).toBe(404);
  });
});
