/** The supplier routes' declared bodies (issue 21 item 6): every field readSupplier and the photo calls map, checked before the handler runs. */
import { Body, Flag, List, Num, Text, Type, Whole, type TSchema } from '../../rest/schemas.js';
import { SUPPLIER_TEXT_FIELDS } from './supplier.input.js';

const CHECKED = { checked: true, dialect: 'settings' } as const;
const texts = (): Record<string, TSchema> => Object.fromEntries(SUPPLIER_TEXT_FIELDS.map(([, field, max]) => [field, Text(`At most ${max} characters.`)]));
const stored = (what: string) => Whole(`A stored ${what} to update; none for a new one.`);

/** A deduction's value: pounds as a number or as text ('45.50'); the service checks the amount. */
const Amount = Type.Union([Type.Number(), Type.String(), Type.Null()], { description: 'Pounds, greater than 0, at most 2 decimals; a number or text.', 'x-message': '{Key} must be a number.' });

const Licence = Body({ Id: stored('licence'), LicenceCategoryId: Whole(), ValidFrom: Text('YYYY-MM-DD.'), ValidTo: Text('YYYY-MM-DD.') }, 'A licence.');
const Vehicle = Body({
  Id: stored('vehicle'), VehicleTypeId: Whole(), Make: Text(), Model: Text(), Registration: Text(), Length: Num('Metres.'), Width: Num('Metres.'), Height: Num('Metres.'),
  InsuranceExpiry: Text('YYYY-MM-DD.'), IsDefaultVehicle: Flag('Exactly one vehicle is the default.'),
}, 'A vehicle.');
const Deduction = Body({ Id: stored('deduction'), Name: Text(), Value: Amount, AccountCodeId: Whole(), VatCodeId: Whole() }, 'A deduction.');
const photo = () => ({ Description: Text('Required.'), PhotoId: Whole('An uploaded photo (POST /Photos).') });
const Photo = Body({ Id: stored('photo'), ...photo() }, 'A supplier photo.');
const User = Body({
  Id: stored('user'), Email: Text(), Username: Text(), NewPassword: Text(), Password: Text('The same as NewPassword.'), ConfirmPassword: Text(),
}, 'A supplier (driver) app user.');

/** POST /Suppliers and PUT /Suppliers/{id}, PascalCase or camelCase. */
export const SUPPLIER_BODY = Body({
  Name: Text(), ...texts(), SupplierTypeId: Whole(), SupplierBillingTypeId: Whole(), CountryId: Whole(), SplitXeroInvoices: Flag(), IsDeactivated: Flag(), IsTrackingDisabled: Flag(),
  SupplierLicences: List(Licence), Vehicles: List(Vehicle), Deductions: List(Deduction), SupplierPhotos: List(Photo), SupplierUsers: List(User),
  Version: Whole('The version loaded; a stale one is refused with 608.'),
}, 'A supplier.', CHECKED);

/** POST /SupplierPhotos: a photo uploaded with POST /Photos, described and given to a supplier. */
export const NEW_PHOTO_BODY = Body({ SupplierId: Whole('Required.'), ...photo() }, 'A supplier photo.', CHECKED);

/** PUT /SupplierPhotos/{id}. */
export const PHOTO_BODY = Body(photo(), 'A supplier photo\'s description and, optionally, a new PhotoId.', CHECKED);
