import { greatCircleMetres } from '../routing/routing.js';
import { metresToMiles } from '../../domain/pricing.js';
import { MANIFEST_MESSAGES } from '../../domain/manifest.js';
import { useBookingApp } from '../../test/booking-app.js';
import { book, manifestBody } from './manifest.fixtures.js';

const ctx = useBookingApp();
const { call, sql } = ctx;

const miles = metresToMiles(greatCircleMetres({ latitude: 51.5246, longitude: -0.0786 }, { latitude: 51.4214, longitude: -0.2064 }) * 1.2);
const count = async (table: string) => Number((await sql<{ n: string }>(`select count(*) as n from ${table}`))[0].n);

describe('POST /api/Manifests (behaviour.md "Manifests / Stop progress"; "Manifests / Saving a manifest"; "Shared conventions / Formats, money and time")', () => {
  it('creates an Unallocated (white) manifest from free stops: ManifestOrder 10, 20, route miles, cost from the COSTING matrix', async () => {
    const c = await book(ctx.t, ctx.b, ctx.b.office.token);
    const res = await call('POST', '/Manifests', ctx.b.office.token, manifestBody(ctx.b, c.stopIds));
    expect(res.statusCode).toBe(201);
    const m = res.json();
    expect(m.ManifestNumber).toBeGreaterThan(0);
    expect(m).toMatchObject({
      TotalMiles: miles, CalculatedCost: Math.max(miles * 1.5, 20), Cost: Math.max(miles * 1.5, 20), CostManuallySet: false,
      StatusColour: { Name: 'White', HexCode: '#ffffff' }, InvoiceStatus: 1, IsSent: false, Supplier: null, Version: 1,
      NumberOfConsignmentAddresses: 2, VehicleType: { Id: ctx.b.vehicleTypeId },
    });
    expect(m.FormattedLastDeliveryAddress).toContain('Wimbledon Store');
    expect(m.StartDeliveryDate).toBe(m.ConsignmentAddresses[0].ScheduledStartDateAndTime);
    expect(m.ConsignmentAddresses.map((s: { Id: number; ManifestOrder: number }) => [s.Id, s.ManifestOrder])).toEqual([[c.stopIds[0], 10], [c.stopIds[1], 20]]);
    expect(m.ConsignmentAddresses[0].Consignment).toMatchObject({ Id: c.id, ConsignmentNumber: c.number });
    const rows = await sql<{ manifest_id: number }>(`select manifest_id from consignment_address where id in (?, ?)`, c.stopIds);
    expect(rows.map((r) => r.manifest_id)).toEqual([m.Id, m.Id]);
    const [log] = await sql(`select action, user_id from manifest_change_log where manifest_id = ?`, [m.Id]);
    expect(log).toMatchObject({ action: 'Created', user_id: ctx.b.office.id });
  });

  it('gives gapless manifest numbers from the number counter', async () => {
    const [x, y] = [await book(ctx.t, ctx.b, ctx.b.office.token), await book(ctx.t, ctx.b, ctx.b.office.token)];
    const [m1, m2] = await Promise.all([x, y].map(async (c) => (await call('POST', '/Manifests', ctx.b.office.token, manifestBody(ctx.b, c.stopIds))).json()));
    expect(Math.abs(m1.ManifestNumber - m2.ManifestNumber)).toBe(1);
  });

  it("refuses fewer than 2 stops with 'There must be at least 2 consignment addresses on a manifest.' and writes nothing (behaviour.md 'Manifests / Saving a manifest')", async () => {
    const c = await book(ctx.t, ctx.b, ctx.b.office.token);
    const before = await count('manifest');
    const res = await call('POST', '/Manifests', ctx.b.office.token, manifestBody(ctx.b, [c.stopIds[0]]));
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe(MANIFEST_MESSAGES.atLeastTwoStops);
    expect(await count('manifest')).toBe(before);
    expect((await sql(`select 1 from consignment_address where id = ? and manifest_id is null`, [c.stopIds[0]])).length).toBe(1);
  });

  it('refuses bad input with a 400 naming the field: no vehicle type, stop ids that are not numbers, an unknown stop', async () => {
    const c = await book(ctx.t, ctx.b, ctx.b.office.token);
    const before = await count('manifest');
    const noType = await call('POST', '/Manifests', ctx.b.office.token, { Manifest: { ConsignmentAddresses: c.stopIds.map((Id) => ({ Id })) } });
    expect(noType.statusCode).toBe(400);
    expect(noType.json().Errors).toEqual(expect.arrayContaining([expect.objectContaining({ Field: 'vehicleType' })]));
    expect((await call('POST', '/Manifests', ctx.b.office.token, manifestBody(ctx.b, []) && { Manifest: { VehicleType: { Id: ctx.b.vehicleTypeId }, ConsignmentAddresses: ['x', 'y'] } })).statusCode).toBe(400);
    const unknown = await call('POST', '/Manifests', ctx.b.office.token, manifestBody(ctx.b, [c.stopIds[0], 99_999_999]));
    expect(unknown.statusCode).toBe(400);
    expect((await call('POST', '/Manifests', ctx.b.office.token, 'not json')).statusCode).toBe(400);
    expect(await count('manifest')).toBe(before);
  });

  it('checks the body by its declared schema: every wrongly typed field of the wrapped manifest in one 400, nothing written; camelCase accepted (issue 21 item 6)', async () => {
    const c = await book(ctx.t, ctx.b, ctx.b.office.token);
    const before = await count('manifest');
    const bad = await call('POST', '/Manifests', ctx.b.office.token, { Manifest: { VehicleType: { Id: 'van' }, ConsignmentAddresses: [c.stopIds[0], 'x'], Cost: '12.345', CalculateTimes: 'yes' }, CustomerMessage: 7 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Errors).toEqual([
      { Field: 'manifest.vehicleType.id', Message: 'Id must be a whole number' },
      { Field: 'manifest.consignmentAddresses', Message: 'ConsignmentAddresses must be a list of ids' },
      { Field: 'manifest.cost', Message: 'Cost must be an amount in pounds with at most 2 decimals' },
      { Field: 'manifest.calculateTimes', Message: 'CalculateTimes must be true or false' },
      { Field: 'customerMessage', Message: 'CustomerMessage must be text' },
    ]);
    expect(await count('manifest')).toBe(before);
    const camel = await call('POST', '/Manifests', ctx.b.office.token, { manifest: { vehicleTypeId: ctx.b.vehicleTypeId, consignmentAddresses: c.stopIds.map((id) => ({ id })), cost: '£30.00', costManuallySet: true } });
    expect(camel.statusCode).toBe(201);
    expect(camel.json()).toMatchObject({ VehicleType: { Id: ctx.b.vehicleTypeId }, Cost: 30, CostManuallySet: true, NumberOfConsignmentAddresses: 2 });
    const costs = await call('PUT', `/Manifests/${camel.json().Id}/UpdateCosts`, ctx.b.office.token, { calculatedCost: 'lots', cost: true, version: 1.5 });
    expect(costs.json().Errors.map((e: { Field: string }) => e.Field)).toEqual(['calculatedCost', 'cost', 'version']);
  });

  it("refuses a stop that is already on a manifest with a 608 and the server's message (behaviour.md 'Shared conventions / Errors and status codes')", async () => {
    const c = await book(ctx.t, ctx.b, ctx.b.office.token);
    expect((await call('POST', '/Manifests', ctx.b.office.token, manifestBody(ctx.b, c.stopIds))).statusCode).toBe(201);
    const again = await call('POST', '/Manifests', ctx.b.office.token, manifestBody(ctx.b, c.stopIds));
    expect(again.statusCode).toBe(608);
    expect(again.json().Message).toBe(MANIFEST_MESSAGES.stopTaken);
  });

  it('queues the CustomerMessage to a customer who booked the consignment, and none without a message or for office bookings (behaviour.md "Booking / Consignment lifecycle")', async () => {
    const own = await book(ctx.t, ctx.b, ctx.b.customer.token, { ContactEmailAddress: 'booker@customer.test' });
    const office = await book(ctx.t, ctx.b, ctx.b.office.token, { ContactEmailAddress: 'office-booked@customer.test' });
    const res = await call('POST', '/Manifests', ctx.b.office.token, manifestBody(ctx.b, [...own.stopIds, ...office.stopIds], {}, 'Your goods will be collected at 9.'));
    expect(res.statusCode).toBe(201);
    const mails = await sql<{ to_address: string; text_body: string; subject: string }>(`select to_address, text_body, subject from mail_outbox where to_address in ('booker@customer.test', 'office-booked@customer.test')`);
    expect(mails).toEqual([expect.objectContaining({ to_address: 'booker@customer.test', text_body: 'Your goods will be collected at 9.' })]);
    expect(mails[0].subject).toContain(String(own.number));
    const silent = await book(ctx.t, ctx.b, ctx.b.customer.token, { ContactEmailAddress: 'silent@customer.test' });
    await call('POST', '/Manifests', ctx.b.office.token, manifestBody(ctx.b, silent.stopIds));
    expect(await sql(`select 1 from mail_outbox where to_address = 'silent@customer.test'`)).toHaveLength(0);
  });

  it('is office only: a customer and a driver get 403 and nothing is written (behaviour.md "Roles and access / Access rules")', async () => {
    const c = await book(ctx.t, ctx.b, ctx.b.office.token);
    const before = await count('manifest');
    expect((await call('POST', '/Manifests', ctx.b.customer.token, manifestBody(ctx.b, c.stopIds))).statusCode).toBe(403);
    expect((await call('POST', '/Manifests', ctx.b.driverToken, manifestBody(ctx.b, c.stopIds))).statusCode).toBe(403);
    expect((await call('POST', '/Manifests', 'nope', manifestBody(ctx.b, c.stopIds))).statusCode).toBe(401);
    expect(await count('manifest')).toBe(before);
  });
});

describe('GET, PUT and DELETE /api/Manifests/{id} (behaviour.md "Manifests / Saving a manifest")', () => {
  it('reorders stops (ManifestOrder 10, 20, 30, 40), adds and removes stops, and frees the removed ones', async () => {
    const [x, y] = [await book(ctx.t, ctx.b, ctx.b.office.token), await book(ctx.t, ctx.b, ctx.b.office.token)];
    const m = (await call('POST', '/Manifests', ctx.b.office.token, manifestBody(ctx.b, x.stopIds))).json();
    const order = [y.stopIds[0], x.stopIds[0], y.stopIds[1], x.stopIds[1]];
    const res = await call('PUT', `/Manifests/${m.Id}`, ctx.b.office.token, { ...manifestBody(ctx.b, order).Manifest, Version: m.Version });
    expect(res.statusCode).toBe(200);
    const updated = res.json();
    expect(updated.ConsignmentAddresses.map((s: { Id: number; ManifestOrder: number }) => [s.Id, s.ManifestOrder])).toEqual(order.map((id, i) => [id, (i + 1) * 10]));
    expect(updated.Version).toBe(m.Version + 1);
    const removed = await call('PUT', `/Manifests/${m.Id}`, ctx.b.office.token, { ...manifestBody(ctx.b, y.stopIds).Manifest, Version: updated.Version });
    expect(removed.json().NumberOfConsignmentAddresses).toBe(2);
    expect(await sql(`select id from consignment_address where id in (?, ?) and manifest_id is null and manifest_order is null`, x.stopIds)).toHaveLength(2);
    const got = await call('GET', `/Manifests/${m.Id}`, ctx.b.office.token);
    expect(got.json().ConsignmentAddresses.map((s: { Id: number }) => s.Id)).toEqual(y.stopIds);
    const logs = (await call('GET', `/Manifests/${m.Id}/ChangeLogs`, ctx.b.office.token)).json();
    expect(logs.map((l: { Action: string }) => l.Action)).toEqual(['Created', 'Updated', 'Updated']);
  });

  it("refuses a stale version with 608 'The manifest has been modified by another user...' and applies nothing (behaviour.md 'Shared conventions / Stale writes')", async () => {
    const [x, y] = [await book(ctx.t, ctx.b, ctx.b.office.token), await book(ctx.t, ctx.b, ctx.b.office.token)];
    const m = (await call('POST', '/Manifests', ctx.b.office.token, manifestBody(ctx.b, x.stopIds))).json();
    const one = { ...manifestBody(ctx.b, [...x.stopIds]).Manifest, VehicleType: { Id: ctx.b.unpricedVehicleTypeId }, Version: m.Version };
    const two = { ...manifestBody(ctx.b, [...x.stopIds, ...y.stopIds]).Manifest, Version: m.Version };
    const replies = await Promise.all([call('PUT', `/Manifests/${m.Id}`, ctx.b.office.token, one), call('PUT', `/Manifests/${m.Id}`, ctx.b.office.token, two)]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 608]);
    const loser = replies.find((r) => r.statusCode === 608)!;
    expect(loser.json().Message).toBe(MANIFEST_MESSAGES.stale);
    const winner = replies.find((r) => r.statusCode === 200)!.json();
    const now = (await call('GET', `/Manifests/${m.Id}`, ctx.b.office.token)).json();
    expect(now.ConsignmentAddresses.map((s: { Id: number }) => s.Id)).toEqual(winner.ConsignmentAddresses.map((s: { Id: number }) => s.Id));
    expect(now.Version).toBe(m.Version + 1);
    if (winner.NumberOfConsignmentAddresses === 2) expect(await sql(`select 1 from consignment_address where id in (?, ?) and manifest_id is null`, y.stopIds)).toHaveLength(2);
  });

  it('changes the vehicle type and recalculates the cost (no costing matrix: 0); a hand-set cost is kept', async () => {
    const x = await book(ctx.t, ctx.b, ctx.b.office.token);
    const m = (await call('POST', '/Manifests', ctx.b.office.token, manifestBody(ctx.b, x.stopIds))).json();
    const res = await call('PUT', `/Manifests/${m.Id}`, ctx.b.office.token, { ...manifestBody(ctx.b, x.stopIds).Manifest, VehicleType: { Id: ctx.b.unpricedVehicleTypeId }, Version: m.Version });
    expect(res.json()).toMatchObject({ VehicleType: { Id: ctx.b.unpricedVehicleTypeId }, CalculatedCost: 0, Cost: 0 });
    const manual = await call('PUT', `/Manifests/${m.Id}`, ctx.b.office.token, { ...manifestBody(ctx.b, x.stopIds).Manifest, VehicleType: { Id: ctx.b.unpricedVehicleTypeId }, Cost: 123.45, CostManuallySet: true, Version: res.json().Version });
    expect(manual.json()).toMatchObject({ Cost: 123.45, CostManuallySet: true, CalculatedCost: 0 });
  });

  it('PUT /Manifests/{id}/UpdateCosts sets both costs; a Cost different from CalculatedCost is CostManuallySet', async () => {
    const x = await book(ctx.t, ctx.b, ctx.b.office.token);
    const m = (await call('POST', '/Manifests', ctx.b.office.token, manifestBody(ctx.b, x.stopIds))).json();
    const res = await call('PUT', `/Manifests/${m.Id}/UpdateCosts`, ctx.b.office.token, { Id: m.Id, CalculatedCost: 40, Cost: 55.5 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ CalculatedCost: 40, Cost: 55.5, CostManuallySet: true });
    const [row] = await sql(`select cost_pence, calculated_cost_pence from manifest where id = ?`, [m.Id]);
    expect(row).toEqual({ cost_pence: 5550, calculated_cost_pence: 4000 });
    expect((await call('PUT', `/Manifests/${m.Id}/UpdateCosts`, ctx.b.office.token, { Id: m.Id + 1, CalculatedCost: 1, Cost: 1 })).statusCode).toBe(400);
    expect((await call('PUT', `/Manifests/${m.Id}/UpdateCosts`, ctx.b.office.token, { Id: m.Id, CalculatedCost: 'lots', Cost: 1 })).statusCode).toBe(400);
    expect((await call('PUT', `/Manifests/${m.Id}/UpdateCosts`, ctx.b.customer.token, { Id: m.Id, CalculatedCost: 1, Cost: 1 })).statusCode).toBe(403);
    expect((await sql(`select cost_pence from manifest where id = ?`, [m.Id]))[0]).toEqual({ cost_pence: 5550 });
  });

  it('DELETE frees its stops for another manifest; the deleted manifest is found with isdeleted', async () => {
    const x = await book(ctx.t, ctx.b, ctx.b.office.token);
    const m = (await call('POST', '/Manifests', ctx.b.office.token, manifestBody(ctx.b, x.stopIds))).json();
    expect((await call('DELETE', `/Manifests/${m.Id}`, ctx.b.customer.token)).statusCode).toBe(403);
    expect((await call('DELETE', `/Manifests/${m.Id}`, ctx.b.office.token)).statusCode).toBe(204);
    expect(await sql(`select 1 from consignment_address where id in (?, ?) and manifest_id is null`, x.stopIds)).toHaveLength(2);
    expect((await call('POST', '/Manifests', ctx.b.office.token, manifestBody(ctx.b, x.stopIds))).statusCode).toBe(201);
    expect((await call('DELETE', `/Manifests/${m.Id}`, ctx.b.office.token)).statusCode).toBe(404);
  });

  it('GET is office only and answers 404 for an unknown id and 400 for a bad one', async () => {
    const x = await book(ctx.t, ctx.b, ctx.b.office.token);
    const m = (await call('POST', '/Manifests', ctx.b.office.token, manifestBody(ctx.b, x.stopIds))).json();
    expect((await call('GET', `/Manifests/${m.Id}`, ctx.b.customer.token)).statusCode).toBe(403);
    expect((await call('GET', `/Manifests/${m.Id}`, ctx.b.driverToken)).statusCode).toBe(403);
    expect((await call('GET', '/Manifests/99999999', ctx.b.office.token)).statusCode).toBe(404);
    expect((await call('GET', '/Manifests/abc', ctx.b.office.token)).statusCode).toBe(400);
  });
});
