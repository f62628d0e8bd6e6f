import { startTestApp, type TestApp } from '../../test/harness.js';
import { arrangeBooking, bookingBody, type Booking } from '../consignments/consignment.fixtures.js';

let t: TestApp;
let b: Booking;
beforeAll(async () => {
  t = await startTestApp();
  b = await arrangeBooking(t.orm);
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: { token } });

describe('booking lookups (behaviour.md "Customers / Customers screen")', () => {
  it('lists additional charges, with their cost for office users only', async () => {
    expect((await get('/AdditionalCharges', b.office.token)).json()).toEqual([{ Id: b.chargeId, ChargeFor: 'Tail lift', Price: 15, Cost: 10 }]);
    expect((await get('/AdditionalCharges', b.customer.token)).json()).toEqual([{ Id: b.chargeId, ChargeFor: 'Tail lift', Price: 15 }]);
  });

  it('reads the global settings and the default and costing matrices; costing is office only', async () => {
    expect((await get('/Settings', b.customer.token)).json()).toEqual({ BackloadMultiplier: 50 });
    const [matrix] = (await get('/Matrices', b.customer.token)).json();
    expect(matrix).toMatchObject({ CustomerId: null, MatrixType: 'PRICING', MatrixPriceIncrement: 'DISTANCE', MinimumPrice: 30, PriceMatrices: [{ From: 0, To: null, Interval: 1, PriceBreak: 2 }] });
    expect((await get('/Matrices/Costing', b.office.token)).json()[0]).toMatchObject({ MatrixType: 'COSTING - SUPPLIER', MinimumPrice: 20 });
    expect((await get('/Matrices/Costing', b.customer.token)).statusCode).toBe(403);
  });

  it('lists a customer’s own matrices to the office and to that customer only', async () => {
    expect((await get(`/Matrices/Customer/${b.customer.id}`, b.office.token)).json()).toEqual([]);
    expect((await get(`/Matrices/Customer/${b.customer.id}`, b.customer.token)).statusCode).toBe(200);
    expect((await get(`/Matrices/Customer/${b.customer.id}`, b.otherCustomer.token)).statusCode).toBe(404);
    expect((await get('/Matrices/Customer/999999', b.office.token)).statusCode).toBe(404);
  });

  it('lists area rules in Order without costs for customers', async () => {
    const em = t.orm.em.fork();
    await em.getConnection().execute(`insert into area_additional_charge_rule (name, "order", postcodes, price_percentage, max_price_pence, cost_percentage) values ('Central London', 10, 'EC\nWC', 10, 2500, 5)`);
    const [rule] = (await get('/AreaAdditionalChargeRules', b.customer.token)).json();
    expect(rule).toMatchObject({ Name: 'Central London', Postcodes: 'EC\nWC', PricePercentage: 10, MaxPrice: 25 });
    expect(rule).not.toHaveProperty('CostPercentage');
  });
});

describe('customers for booking (behaviour.md "Booking / Consignment search and export")', () => {
  it('searches customers by name for the office only', async () => {
    const [{ name }] = await t.orm.em.getConnection().execute<{ name: string }[]>(`select name from customer where id = ?`, [b.customer.id]);
    const found = (await get(`/Customers/Search?customerName=${encodeURIComponent(name.slice(-6))}`, b.office.token)).json();
    expect(found).toEqual([expect.objectContaining({ Id: b.customer.id, Name: name })]);
    expect((await get('/Customers/Search?customerName=a', b.customer.token)).statusCode).toBe(403);
  });

  it('shows a customer to the office and to its own users, with the default columns; never to another customer', async () => {
    const own = await get(`/Customers/${b.customer.id}`, b.customer.token);
    expect(own.statusCode).toBe(200);
    expect(own.json()).not.toHaveProperty('CreditLimit');
    expect(own.json().ConsignmentControlScreenColumns).toHaveLength(21); // behaviour.md "Control screen / Consignments tab"'s 20 and the live ETA (issue 25 item 1)
    expect((await get(`/Customers/${b.customer.id}`, b.office.token)).json()).toHaveProperty('OutstandingBalance', 0);
    expect((await get(`/Customers/${b.customer.id}`, b.otherCustomer.token)).statusCode).toBe(404);
  });

  it('finds addresses the customer has used, one of each', async () => {
    await t.app.inject({ method: 'POST', url: '/api/Consignments', headers: { token: b.customer.token }, payload: bookingBody(b) });
    await t.app.inject({ method: 'POST', url: '/api/Consignments', headers: { token: b.customer.token }, payload: bookingBody(b) });
    const found = (await get(`/Customers/${b.customer.id}/Address/Search?text=broadway`, b.customer.token)).json();
    expect(found).toEqual([expect.objectContaining({ AddressLine1: '5 The Broadway', Postcode: 'SW19 5AE' })]);
    expect((await get(`/Customers/${b.customer.id}/Address/Search?text=broadway`, b.otherCustomer.token)).statusCode).toBe(404);
  });
});
