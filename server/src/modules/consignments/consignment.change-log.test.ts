import { gql } from '../../test/clients.js';
import { useBookingApp } from '../../test/booking-app.js';
import { book } from '../manifests/manifest.fixtures.js';
import { User } from '../users/user.entity.js';
import { Consignment } from './consignment.entity.js';
import { logChange } from './consignment.change-log.js';

// Issue 20 item 2: the change log shows each change only to whoever may read the field it is about (the
// field-visibility table): a customer is not shown costs, office notes or earlier suppliers, over REST
// or GraphQL; the office is shown everything.

const app = useBookingApp();
const { call } = app;
let id: number;
beforeAll(async () => {
  const { t, b } = app;
  id = (await book(t, b, b.office.token)).id;
  // The office's edits, as the save use case logs them (this arranges stored rows; saving is tested elsewhere).
  const em = t.orm.em.fork();
  const [consignment, office] = [await em.findOneOrFail(Consignment, { id }), await em.findOneOrFail(User, { id: b.office.id })];
  logChange(em, consignment, office, new Date(), 'Updated', [
    { field: 'Cost', from: '£10.00', to: '£12.00' },
    { field: 'Notes for office', from: null, to: 'Pays late' },
    { field: 'Supplier', from: 'Acme Haulage', to: 'Fast Vans' },
    { field: 'Contact name', from: 'Ann', to: 'Bob' },
    { field: 'Price', from: '£20.00', to: '£25.00' },
  ]);
  logChange(em, consignment, office, new Date(), 'Updated', [{ field: 'Cost', from: '£12.00', to: '£14.00' }]);
  await em.flush();
});

const fieldsOf = (logs: { Changes?: { Field: string }[]; changes?: { field: string }[] }[]) => logs.map((l) => (l.Changes ?? []).map((c) => c.Field).concat((l.changes ?? []).map((c) => c.field)));

describe('the change log is filtered by the field-visibility table (issue 20 item 2)', () => {
  it('shows a customer no cost, office note or earlier supplier over REST, and drops an entry left empty', async () => {
    const res = await call('GET', `/Consignments/${id}/ChangeLogs`, app.b.customer.token);
    expect(res.statusCode).toBe(200);
    const updates = res.json().filter((l: { Action: string }) => l.Action === 'Updated');
    expect(fieldsOf(updates)).toEqual([['Contact name', 'Price']]);
    expect(res.body).not.toMatch(/Pays late|Acme Haulage|Fast Vans|£12\.00|£14\.00/);
  });

  it('shows a customer the same over GraphQL', async () => {
    const res = await gql<{ consignmentChangeLogs: { action: string; changes: { field: string }[] }[] }>(app.t.app, `{ consignmentChangeLogs(id: ${id}) { action changes { field from to } } }`, {}, app.b.customer.token);
    const updates = res.data!.consignmentChangeLogs.filter((l) => l.action === 'Updated');
    expect(fieldsOf(updates)).toEqual([['Contact name', 'Price']]);
  });

  it('shows the office every change', async () => {
    const res = await call('GET', `/Consignments/${id}/ChangeLogs`, app.b.office.token);
    const updates = res.json().filter((l: { Action: string }) => l.Action === 'Updated');
    expect(fieldsOf(updates)).toEqual([['Cost', 'Notes for office', 'Supplier', 'Contact name', 'Price'], ['Cost']]);
  });
});
