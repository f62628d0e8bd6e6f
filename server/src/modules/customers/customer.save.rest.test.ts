// Saving a customer over REST: what a create or an update stores or refuses, and setting a customer user's password.
import { signedIn } from '../../test/sessions.js';
import { UserRole } from '../users/user.entity.js';
import { customerBody } from './customer.fixtures.js';
import { useCustomersApi } from './customer.rest.fixtures.js';

const api = useCustomersApi();
const { call, sql, counts, create, messages, newUser, email } = api;

describe('creating a customer (behaviour.md "Settings / Vehicle types and area rules order"; "Accounts / Invoicing" Customer)', () => {
  it('stores the record with account info, invoice settings, optional fields, credit in pence and its lists', async () => {
    const created = await create({
      CustomerAccountTypeId: 2, LedgerNumberId: api.refs.ledgerNumberId, VatCodeId: api.refs.vatCodeId, XeroOrganisationId: api.refs.xeroOrganisationId,
      InvoiceSettings: { IsPONumberRequired: true, PreventConsignmentWithoutPONumber: true, PreventConsignmentWithoutCostCode: true },
      OptionalConsignmentFields: { ShowCostCode: true }, AutoEmailOnCollection: true, AutoEmailOnDelivery: true, BookingEmailAddress: 'book@customer.test',
      CreditLimit: 1000.5, OutstandingBalance: 1200.25, SLA: 'Same day',
      CustomerUsers: [newUser(email())],
      ConsignmentControlScreenColumns: [{ ColumnId: api.refs.columnIds[3], Order: 10, IsVisible: true }, { ColumnId: api.refs.columnIds[0], Order: 20, IsVisible: false }],
    });
    expect(created).toMatchObject({
      CustomerAccountTypeId: 2, AccountType: { Id: 2, ProFormaAccountCustomer: true, OnStop: false }, LedgerNumberId: api.refs.ledgerNumberId, VatCodeId: api.refs.vatCodeId, XeroOrganisationId: api.refs.xeroOrganisationId,
      InvoiceSettings: { IsPONumberRequired: true, PreventConsignmentWithoutPONumber: true, PreventConsignmentWithoutCostCode: true },
      OptionalConsignmentFields: { ShowCostCode: true }, AutoEmailOnCollection: true, AutoEmailOnDelivery: true, BookingEmailAddress: 'book@customer.test',
      CreditLimit: 1000.5, OutstandingBalance: 1200.25, SLA: 'Same day', Version: 1, Parent: { HasParent: false, ParentId: null },
    });
    expect(created.Addresses).toEqual([expect.objectContaining({ AddressLine1: '1 Market Street', Postcode: 'M1 1AA', ShortAddress: 'Depot, 1 Market Street, Manchester, M1 1AA' })]);
    expect(created.CustomerUsers).toHaveLength(1);
    expect(created.ConsignmentControlScreenColumns.map((c: { ColumnId: number; IsVisible: boolean }) => [c.ColumnId, c.IsVisible])).toEqual([[api.refs.columnIds[3], true], [api.refs.columnIds[0], false]]);
    const [row] = await sql<{ credit_limit_pence: number; outstanding_balance_pence: number }>('select credit_limit_pence, outstanding_balance_pence from customer where id = ?', [created.Id]);
    expect(row).toEqual({ credit_limit_pence: 100050, outstanding_balance_pence: 120025 });
    const [user] = await sql<{ role: string; username: string }>('select role, username from app_user where customer_id = ?', [created.Id]);
    expect(user).toEqual({ role: 'CUSTOMER', username: created.CustomerUsers[0].Email });
  });

  it('maps account type 3 (On Stop) to the on-stop flag booking reads', async () => {
    const created = await create({ CustomerAccountTypeId: 3 });
    expect(created).toMatchObject({ IsOnStop: true, AccountType: { Id: 3, Name: 'On Stop', OnStop: true } });
  });

  it.each([
    ['an address without AddressLine1', { Addresses: [{ Postcode: 'M1 1AA', CountryId: 1 }] }, 'AddressLine1 is required'],
    ['an address without Postcode', { Addresses: [{ AddressLine1: '1 Road', CountryId: 1 }] }, 'Postcode is required'],
    ['an address without Country', { Addresses: [{ AddressLine1: '1 Road', Postcode: 'M1 1AA' }] }, 'Country is required'],
    ['two contacts with the same name, case and spaces aside', { Contacts: [{ Name: 'Ann Smith' }, { Name: '  ann SMITH ' }] }, 'A contact with this name already exists'],
    ['a contact without a name', { Contacts: [{ Name: ' ' }] }, 'Contact name is required'],
    ['a customer user without an e-mail', { CustomerUsers: [{ Password: 'Long-enough-1', ConfirmPassword: 'Long-enough-1' }] }, 'A customer user needs an e-mail address'],
    ['a new customer user without a password', { CustomerUsers: [{ Email: 'nopass@customer.test' }] }, 'A password is required for a new customer user'],
    ['a new customer user without the confirmation', { CustomerUsers: [{ Email: 'noconfirm@customer.test', Password: 'Long-enough-1' }] }, 'Please confirm the password'],
    ['passwords that differ', { CustomerUsers: [newUser('differ@customer.test', { ConfirmPassword: 'Long-enough-2' })] }, 'Passwords do not match!'],
    ['no name', { Name: '' }, 'Name is required'],
    ['an unknown account type', { CustomerAccountTypeId: 9 }, 'CustomerAccountTypeId 9 does not exist'],
    ['an unknown ledger number', { LedgerNumberId: 999999 }, 'LedgerNumberId 999999 does not exist'],
    ['an unknown column', { ConsignmentControlScreenColumns: [{ ColumnId: 999999, Order: 10 }] }, 'ColumnId 999999 does not exist'],
    ['a credit limit with 3 decimals', { CreditLimit: 1.234 }, 'CreditLimit must be an amount in pounds with at most 2 decimals'],
    ['an unknown parent', { ParentId: 999999 }, 'ParentId 999999 does not exist'],
  ])('refuses a customer with %s: 400 with the message, nothing stored', async (_case, extra, message) => {
    const before = await counts();
    const res = await call('POST', '/Customers', api.office.token, customerBody(api.refs, extra));
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toContain(message);
    expect(await counts()).toEqual(before);
  });

  it('refuses a body that is not an object or a list that is not a list: 400', async () => {
    expect((await call('POST', '/Customers', api.office.token, [1])).statusCode).toBe(400);
    expect((await call('POST', '/Customers', api.office.token, customerBody(api.refs, { Contacts: 'Ann' }))).statusCode).toBe(400);
    expect((await call('POST', '/Customers', api.office.token, customerBody(api.refs, { CreditLimit: 'lots' }))).statusCode).toBe(400);
  });

  it('refuses a customer user e-mail another user already has', async () => {
    const taken = email();
    await create({ CustomerUsers: [newUser(taken)] });
    const before = await counts();
    const res = await call('POST', '/Customers', api.office.token, customerBody(api.refs, { CustomerUsers: [newUser(taken.toUpperCase())] }));
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toContain('A user with this e-mail address already exists');
    expect(await counts()).toEqual(before);
  });
});

describe('updating a customer (behaviour.md "Customers / Saving a customer"; "Customers / Customers screen" PUT /Customers)', () => {
  it('adds, updates and removes contacts, addresses and users by id in one save', async () => {
    const first = email();
    const created = await create({ Contacts: [{ Name: 'Ann Smith' }, { Name: 'Bob Jones' }], CustomerUsers: [newUser(first), newUser(email())] });
    const [ann, bob] = created.Contacts;
    const [keep, drop] = created.CustomerUsers;
    const droppedUser = await sql<{ id: number }>('select id from app_user where id = ?', [drop.Id]);
    const res = await call('PUT', `/Customers/${created.Id}`, api.office.token, {
      ...created,
      Contacts: [{ Id: ann.Id, Name: 'Ann Smith-Jones', Phone: '07000' }, { Name: 'Cara New' }],
      Addresses: [{ ...created.Addresses[0], AddressLine1: '2 Market Street' }, { AddressLine1: '9 Dock Road', Postcode: 'L1 1AA', CountryId: api.refs.countryId }],
      CustomerUsers: [{ Id: keep.Id, Email: keep.Email }],
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json();
    expect(saved.Version).toBe(2);
    expect(saved.Contacts.map((c: { Name: string }) => c.Name).sort()).toEqual(['Ann Smith-Jones', 'Cara New']);
    expect(saved.Contacts.find((c: { Name: string }) => c.Name === 'Ann Smith-Jones').Id).toBe(ann.Id);
    expect(await sql('select id from contact where id = ?', [bob.Id])).toEqual([]);
    expect(saved.Addresses.map((a: { AddressLine1: string }) => a.AddressLine1).sort()).toEqual(['2 Market Street', '9 Dock Road']);
    expect(saved.CustomerUsers).toEqual([{ Id: keep.Id, Email: keep.Email }]);
    expect(droppedUser).toHaveLength(1);
    expect((await sql<{ is_deactivated: boolean }>('select is_deactivated from app_user where id = ?', [drop.Id]))[0].is_deactivated).toBe(true);
  });

  it('refuses a contact renamed to another contact name (trimmed, case-insensitive), changing nothing', async () => {
    const created = await create({ Contacts: [{ Name: 'Ann Smith' }, { Name: 'Bob Jones' }] });
    const before = await counts();
    const res = await call('PUT', `/Customers/${created.Id}`, api.office.token, { ...created, Contacts: [created.Contacts[0], { ...created.Contacts[1], Name: ' ANN smith' }] });
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toEqual(['A contact with this name already exists']);
    expect(await counts()).toEqual(before);
  });

  it('refuses a child id of another customer', async () => {
    const a = await create();
    const b = await create();
    const res = await call('PUT', `/Customers/${a.Id}`, api.office.token, { ...a, Contacts: [{ Id: b.Contacts[0].Id, Name: 'Stolen' }] });
    expect(res.statusCode).toBe(400);
    expect((await call('GET', `/Customers/${b.Id}`, api.office.token)).json().Contacts[0].Name).toBe('Ann Smith');
  });

  it('changes an existing user password only with a matching confirmation, and then ends its sessions', async () => {
    const first = await create();
    const session = await signedIn(api.t, { role: UserRole.CUSTOMER, customerId: first.Id });
    const created = (await call('GET', `/Customers/${first.Id}`, api.office.token)).json();
    const user = created.CustomerUsers[0];
    expect(user.Id).toBe(session.user.id);
    const mismatch = await call('PUT', `/Customers/${created.Id}`, api.office.token, { ...created, CustomerUsers: [{ ...user, Password: 'Long-enough-5', ConfirmPassword: 'nope' }] });
    expect(messages(mismatch)).toEqual(['Passwords do not match!']);
    expect((await call('GET', `/Customers/${created.Id}`, session.token)).statusCode).toBe(200);
    const ok = await call('PUT', `/Customers/${created.Id}`, api.office.token, { ...created, CustomerUsers: [{ ...user, Password: 'Long-enough-5', ConfirmPassword: 'Long-enough-5' }] });
    expect(ok.statusCode).toBe(200);
    expect((await call('GET', `/Customers/${created.Id}`, session.token)).statusCode).toBe(401);
  });

  it('clears ParentId and Parent when the customer has no parent (behaviour.md "Customers / Saving a customer")', async () => {
    const parent = await create();
    const child = await create({ Parent: { HasParent: true, ParentId: parent.Id } });
    expect(child.Parent).toMatchObject({ HasParent: true, ParentId: parent.Id });
    const res = await call('PUT', `/Customers/${child.Id}`, api.office.token, { ...child, Parent: { HasParent: false, ParentId: parent.Id } });
    expect(res.json().Parent).toMatchObject({ HasParent: false, ParentId: null });
    expect((await sql<{ parent_id: number | null }>('select parent_id from customer where id = ?', [child.Id]))[0].parent_id).toBeNull();
  });

  it('refuses a customer as its own parent or ancestor', async () => {
    const top = await create();
    const middle = await create({ ParentId: top.Id });
    const bottom = await create({ ParentId: middle.Id });
    const before = await counts();
    for (const [id, body] of [[top.Id, { ...top, Parent: { HasParent: true, ParentId: bottom.Id } }], [top.Id, { ...top, Parent: null, ParentId: top.Id }]] as const) {
      const res = await call('PUT', `/Customers/${id}`, api.office.token, body);
      expect(res.statusCode).toBe(400);
      expect(messages(res)).toEqual(['A customer cannot be its own parent or ancestor']);
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses a stale version with 608 and the spec message, and applies nothing', async () => {
    const created = await create();
    expect((await call('PUT', `/Customers/${created.Id}`, api.office.token, { ...created, Name: 'First' })).statusCode).toBe(200);
    const stale = await call('PUT', `/Customers/${created.Id}`, api.office.token, { ...created, Name: 'Second', Contacts: [] });
    expect(stale.statusCode).toBe(608);
    expect(stale.json().Message).toBe('The customer has been modified by another user after you loaded it. Please reload to get the latest version');
    const now = (await call('GET', `/Customers/${created.Id}`, api.office.token)).json();
    expect(now).toMatchObject({ Name: 'First', Version: 2 });
    expect(now.Contacts).toHaveLength(1);
    expect((await call('PUT', `/Customers/${created.Id}`, api.office.token, { ...created, Version: undefined })).statusCode).toBe(400);
  });

  it('lets one of two concurrent saves of the same version win; the other gets 608', async () => {
    const created = await create();
    const results = await Promise.all(['A', 'B'].map((n) => call('PUT', `/Customers/${created.Id}`, api.office.token, { ...created, Name: `Concurrent ${n}`, Contacts: [{ Name: `Only ${n}` }] })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 608]);
    const winner = results.find((r) => r.statusCode === 200)!.json();
    const now = (await call('GET', `/Customers/${created.Id}`, api.office.token)).json();
    expect(now).toMatchObject({ Name: winner.Name, Version: 2 });
    expect(now.Contacts.map((c: { Name: string }) => c.Name)).toEqual(winner.Contacts.map((c: { Name: string }) => c.Name));
  });

  it('signs the users out when the customer is deactivated (behaviour.md "Manifests / Manifest lifecycle and status colour")', async () => {
    const created = await create();
    const session = await signedIn(api.t, { role: UserRole.CUSTOMER, customerId: created.Id });
    expect((await call('GET', `/Customers/${created.Id}`, session.token)).statusCode).toBe(200);
    const res = await call('PUT', `/Customers/${created.Id}`, api.office.token, { ...created, IsDeactivated: true });
    expect(res.json().IsDeactivated).toBe(true);
    expect((await call('GET', `/Customers/${created.Id}`, session.token)).statusCode).toBe(401);
  });
});

describe("changing a customer user's password (PUT /Customers/Users/ChangePassword/{id})", () => {
  it('lets an office user set it, ends the user sessions, and refuses a mismatch or a non-customer user', async () => {
    const created = await create();
    const session = await signedIn(api.t, { role: UserRole.CUSTOMER, customerId: created.Id });
    const mismatch = await call('PUT', `/Customers/Users/ChangePassword/${session.user.id}`, api.office.token, { NewPassword: 'Long-enough-7', ConfirmPassword: 'Long-enough-8' });
    expect(mismatch.statusCode).toBe(400);
    expect(messages(mismatch)).toEqual(['Passwords do not match!']);
    expect((await call('GET', `/Customers/${created.Id}`, session.token)).statusCode).toBe(200);
    expect((await call('PUT', `/Customers/Users/ChangePassword/${api.office.user.id}`, api.office.token, { NewPassword: 'Long-enough-7', ConfirmPassword: 'Long-enough-7' })).statusCode).toBe(404);
    const ok = await call('PUT', `/Customers/Users/ChangePassword/${session.user.id}`, api.office.token, { NewPassword: 'Long-enough-7', ConfirmPassword: 'Long-enough-7' });
    expect(ok.statusCode).toBe(204);
    expect((await call('GET', `/Customers/${created.Id}`, session.token)).statusCode).toBe(401);
  });
});

describe('a customer body checked by its declared schema (issue 21 item 6)', () => {
  it('refuses wrongly typed fields in nested objects and list items with one 400 naming each, writing nothing', async () => {
    const before = await counts();
    const res = await call('POST', '/Customers', api.office.token, customerBody(api.refs, {
      Parent: { ParentId: 'x' }, InvoiceSettings: { IsPONumberRequired: 'yes' }, Contacts: [{ Name: 'Ann', Phone: 7 }],
      Addresses: [{ AddressLine1: '1 Road', Postcode: 'M1 1AA', Country: { Id: 'x' } }], ConsignmentControlScreenColumns: [5],
    }));
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors).toEqual([
      { Field: 'Parent.ParentId', Message: 'ParentId must be a number.' },
      { Field: 'InvoiceSettings.IsPONumberRequired', Message: 'IsPONumberRequired must be true or false.' },
      { Field: 'Addresses[0].Country.Id', Message: 'Id must be a number.' },
      { Field: 'Contacts[0].Phone', Message: 'Phone must be text.' },
      { Field: 'ConsignmentControlScreenColumns', Message: 'ConsignmentControlScreenColumns must be a list of objects.' },
    ]);
    expect(await counts()).toEqual(before);
    const password = await call('PUT', `/Customers/Users/ChangePassword/${api.office.user.id}`, api.office.token, { NewPassword: 5, ConfirmPassword: 5 });
    expect([password.statusCode, messages(password)]).toEqual([400, ['NewPassword must be text.', 'ConfirmPassword must be text.']]);
  });

  it('accepts a camelCase body, nested objects and list items included', async () => {
    const res = await call('POST', '/Customers', api.office.token, {
      name: `Camel ${email()}`, customerAccountType: { id: 2 }, nameShownOnInvoice: 'Camel Ltd', creditLimit: 250, parent: null,
      invoiceSettings: { isPONumberRequired: true }, optionalConsignmentFields: { showCostCode: true }, autoEmailOnCreate: true,
      addresses: [{ addressLine1: '3 Canal Street', postcode: 'm2 2bb', country: { id: api.refs.countryId } }], contacts: [{ name: 'Dee Camel', phone: '0161' }],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      CustomerAccountTypeId: 2, NameShownOnInvoice: 'Camel Ltd', CreditLimit: 250, InvoiceSettings: { IsPONumberRequired: true }, OptionalConsignmentFields: { ShowCostCode: true },
      AutoEmailOnCreate: true, Addresses: [expect.objectContaining({ AddressLine1: '3 Canal Street', Postcode: 'M2 2BB', CountryId: api.refs.countryId })],
      Contacts: [expect.objectContaining({ Name: 'Dee Camel', Phone: '0161' })],
    });
  });
});
