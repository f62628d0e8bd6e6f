import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { expect, test } from '@playwright/test';
import { supplierSaveFailure } from './saveFailure';
import { emailChoices, supplierFormErrors, toSupplierInput, type SupplierFormValues, type VehicleValues } from './supplierForm';

const licence = { licenceCategoryId: 1, validFrom: '2024-01-01', validTo: '2030-01-01' };
const vehicle = (isDefaultVehicle: boolean): VehicleValues => ({ vehicleTypeId: 1, make: 'Ford', model: 'Transit', registration: 'AB12 CDE', length: 3, width: 1.7, height: 1.8, insuranceExpiry: '2027-01-01', isDefaultVehicle });
const messages = (values: SupplierFormValues, hadVehicles = false) => supplierFormErrors(values, hadVehicles).map((e) => e.message);

test.describe('supplier form rules (behaviour.md "Suppliers / Saving a supplier")', () => {
  test('a supplier needs a licence and a vehicle', () => {
    expect(messages({ licences: [], vehicles: [] })).toEqual(['Must add at least one licence', 'Must add at least one vehicle']);
  });

  test('the first vehicle of a supplier without vehicles becomes the default', () => {
    expect(messages({ licences: [licence], vehicles: [vehicle(false), vehicle(false)] })).toEqual([]);
    expect(toSupplierInput({ name: 'A', vehicles: [vehicle(false), vehicle(false)] }, null, false).vehicles?.map((v) => v.isDefaultVehicle)).toEqual([true, false]);
  });

  test('a supplier that had vehicles needs exactly one default', () => {
    expect(messages({ licences: [licence], vehicles: [vehicle(false)] }, true)).toEqual(['You must select at least one vehicle as the default vehicle']);
    expect(messages({ licences: [licence], vehicles: [vehicle(true), vehicle(true)] }, true)).toEqual(['You can only have one vehicle as the default vehicle']);
  });

  test('supplier app passwords must match; a blank app-user row is ignored', () => {
    const base = { licences: [licence], vehicles: [vehicle(true)] };
    expect(messages({ ...base, supplierUsers: [{}] })).toEqual([]);
    expect(messages({ ...base, supplierUsers: [{ email: 'd@x.example', newPassword: 'Secret123!', confirmPassword: 'Secret124!' }] })).toEqual(['Supplier app passwords must match']);
  });

  test('the save input trims text, clears blanks and drops blank app-user rows', () => {
    const input = toSupplierInput({ name: ' Swift ', town: '  ', supplierUsers: [{}, { id: 4, email: 'd@x.example' }] }, 3, true);
    expect(input).toMatchObject({ name: 'Swift', town: null, version: 3, supplierUsers: [{ id: 4, email: 'd@x.example', newPassword: null }] });
  });

  test('the e-mail pickers offer each known address once', () => {
    expect(emailChoices({ email: 'a@x.example', secondaryEmail: 'a@x.example', supplierUsers: [{ email: 'b@x.example' }, {}] })).toEqual(['a@x.example', 'b@x.example']);
  });
});

test.describe('supplier save failures (behaviour.md "Shared conventions / Errors and status codes")', () => {
  test('a stale version says another user modified the supplier', () => {
    const error = new CombinedGraphQLErrors({ errors: [{ message: 'x', extensions: { code: 'CONFLICT', status: 608 } }] });
    expect(supplierSaveFailure(error).notice).toBe('The supplier has been modified by another user after you loaded it. Please reload to get the latest version');
  });

  test("a validation refusal shows the server's messages; anything else 'An error has occurred.'", () => {
    const refused = new CombinedGraphQLErrors({ errors: [{ message: 'Invalid', extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'Vehicles', message: 'Must add at least one vehicle' }] } }] });
    expect(supplierSaveFailure(refused)).toEqual({ notice: 'Must add at least one vehicle', messages: ['Must add at least one vehicle'] });
    expect(supplierSaveFailure(new Error('offline')).notice).toBe('An error has occurred.');
  });
});
