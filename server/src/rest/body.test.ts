import { checkBody, READER, SETTINGS } from './body.js';
import { Type } from 'typebox';
import { Body, DateTime, Flag, Free, Ids, List, Num, Pounds, Refs, Text, Whole } from './schemas.js';

// issue 21 item 6: a body is checked by its declared schema, either casing, every wrong field named at once.
const Line = Body({ Quantity: Whole(), Description: Text() });
const Order = Body({
  Name: Text(), Urgent: Flag(), Weight: Num(), Price: Pounds(), At: DateTime(), ...Refs('Customer'), Days: Ids(), Lines: List(Line),
  Address: Body({ Town: Text() }), Settings: Free('A map.'), Code: Text(undefined, '{Key} must be a code'),
}, 'An order.', { checked: true });
const check = (body: unknown, dialect = READER) => checkBody(Order as never, body, dialect);

describe('a body checked by its declared schema', () => {
  it('passes the declared fields on under their declared names, whichever casing was sent, and drops the rest', () => {
    const { value, errors } = check({ name: 'Box', Urgent: true, weight: 2.5, price: '£12.50', at: '2026-12-01 09:00', customerId: 7, Days: [1, { Id: 2 }], lines: [{ quantity: 3 }], address: { town: 'Leeds', mayor: 'x' }, settings: { any: 1 }, Extra: 1 });
    expect(errors).toEqual([]);
    expect(value).toEqual({ Name: 'Box', Urgent: true, Weight: 2.5, Price: '£12.50', At: '2026-12-01 09:00', CustomerId: 7, Days: [1, 2], Lines: [{ Quantity: 3 }], Address: { Town: 'Leeds' }, Settings: { any: 1 } });
  });

  it('keeps nulls, which clear a field, and leaves absent fields absent', () => {
    expect(check({ Name: null, Customer: null })).toEqual({ value: { Name: null, Customer: null }, errors: [] });
  });

  it('names every wrong field in one refusal, with camelCase paths in the bookings\' words', () => {
    const { errors } = check({ Name: 1, Urgent: 'yes', Weight: 'heavy', Price: '12.345', At: '31/12/2026', Customer: 5, Days: ['a'], Lines: [{ Quantity: 1.5 }, 7], Address: 'Leeds', Code: 1 });
    expect(errors).toEqual([
      { field: 'name', message: 'Name must be text' },
      { field: 'urgent', message: 'Urgent must be true or false' },
      { field: 'weight', message: 'Weight must be a number' },
      { field: 'price', message: 'Price must be an amount in pounds with at most 2 decimals' },
      { field: 'at', message: 'At must be a date and time (yyyy-MM-dd HH:mm:ss)' },
      { field: 'customer', message: 'Customer must be an object with an Id' },
      { field: 'days', message: 'Days must be a list of ids' },
      { field: 'lines[0].quantity', message: 'Quantity must be a whole number' },
      { field: 'lines[1]', message: 'Each of Lines must be an object' },
      { field: 'address', message: 'Address must be an object' },
      { field: 'code', message: 'Code must be a code' },
    ]);
  });

  it('words the settings\' refusals as sentences with PascalCase paths', () => {
    const { errors } = check({ Weight: 1.5, Lines: [{ Quantity: 'x' }, 2], Customer: { Id: 'x' }, CustomerId: 2.5, Urgent: 1 }, SETTINGS);
    expect(errors).toEqual([
      { field: 'Urgent', message: 'Urgent must be true or false.' },
      { field: 'Customer.Id', message: 'Id must be a number.' },
      { field: 'CustomerId', message: 'CustomerId must be a whole number.' },
      { field: 'Lines[0].Quantity', message: 'Quantity must be a number.' },
      { field: 'Lines', message: 'Lines must be a list of objects.' },
    ]);
  });

  it('refuses a body that is not an object; the settings read a missing body as empty', () => {
    expect(check([1, 2]).errors).toEqual([{ field: 'body', message: 'The request body must be a JSON object.' }]);
    expect(check(null).errors).toEqual([{ field: 'body', message: 'The request body must be a JSON object.' }]);
    expect(check('text', SETTINGS).errors).toEqual([{ field: 'Body', message: 'The request body must be a JSON object.' }]);
    expect(check(null, SETTINGS)).toEqual({ value: {}, errors: [] });
  });

  it('reads a left-out optional body as empty in either dialect', () => {
    const command = Body({ Version: Whole() }, 'A command.', { checked: true, optional: true });
    expect(checkBody(command as never, undefined, READER)).toEqual({ value: {}, errors: [] });
    expect(checkBody(command as never, { version: 'x' }, READER).errors).toEqual([{ field: 'version', message: 'Version must be a whole number' }]);
  });

  it('takes a value of any of a union\'s shapes, and refuses others in the first shape\'s words or the union\'s own', () => {
    const parts = Body({ Parts: List(Type.Union([Type.Integer(), Type.String()])), Value: Type.Union([Type.Number(), Type.String()], { 'x-message': '{Key} must be a number or text' }) }, 'IP.', { checked: true, dialect: 'settings' });
    expect(checkBody(parts as never, { Parts: [10, '0'], Value: '12.50' }, SETTINGS)).toEqual({ value: { Parts: [10, '0'], Value: '12.50' }, errors: [] });
    expect(checkBody(parts as never, { Parts: [true], Value: false }, SETTINGS).errors).toEqual([
      { field: 'Parts[0]', message: 'Parts must be a number.' },
      { field: 'Value', message: 'Value must be a number or text' },
    ]);
  });

  it('refuses a null entry in a list, which would clear nothing', () => {
    const events = Body({ Events: List(Type.String({ 'x-message': '{Key} must be a list of event types.' }), 'Event types.') }, 'A webhook.', { checked: true, dialect: 'settings' });
    expect(checkBody(events as never, { Events: ['a', null] }, SETTINGS).errors).toEqual([{ field: 'Events[1]', message: 'Events must be a list of event types.' }]);
  });

  it('names a reference whose Id is not whole', () => {
    expect(check({ Customer: { Id: 1.5 } }, SETTINGS).errors).toEqual([{ field: 'Customer.Id', message: 'Id must be a whole number.' }]);
  });
});
