/** The customer routes' declared bodies (issue 21 item 6): every field readCustomer maps, checked before the handler runs. */
import { Body, Flag, List, Num, Ref, Refs, Text, Whole, type TSchema } from '../../rest/schemas.js';
import { CUSTOMER_FLAGS, CUSTOMER_TEXT_FIELDS } from './customer.input.js';

const CHECKED = { checked: true, dialect: 'settings' } as const;
const pascal = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

/** The plain flags; read at the top level or inside InvoiceSettings and OptionalConsignmentFields (the top level wins). */
const flags = (): Record<string, TSchema> => Object.fromEntries(CUSTOMER_FLAGS.map((flag) => [pascal(flag), Flag()]));
const texts = (): Record<string, TSchema> => Object.fromEntries(CUSTOMER_TEXT_FIELDS.map(([, field, max]) => [field, Text(`At most ${max} characters.`)]));

const Address = Body({
  Id: Whole('A stored address to update; none for a new one.'), CompanyName: Text(), AddressLine1: Text('Required.'), AddressLine2: Text(), AddressLine3: Text(),
  Town: Text(), County: Text(), Postcode: Text('Required.'), ...Refs('Country', 'Required.'), Latitude: Num(), Longitude: Num(),
}, 'A saved address.');
const Contact = Body({ Id: Whole('A stored contact to update; none for a new one.'), Name: Text('Required, unique in the customer.'), Phone: Text(), Email: Text() }, 'A contact.');
const User = Body({
  Id: Whole('A stored user to update; none for a new one.'), Email: Text('The e-mail address, also the username.'), Password: Text('A new password.'),
  NewPassword: Text('The same as Password.'), ConfirmPassword: Text(),
}, 'A customer user.');
const Column = Body({ ColumnId: Whole(), Id: Whole('The column id, when ColumnId is not given.'), Order: Whole(), IsVisible: Flag() }, 'A control screen column setting.');

/** POST /Customers and PUT /Customers/{id}: nested (Parent, InvoiceSettings, OptionalConsignmentFields) or flat fields, PascalCase or camelCase. */
export const CUSTOMER_BODY = Body({
  Name: Text(), ...texts(),
  Parent: Body({ HasParent: Flag(), ParentId: Whole() }, 'Whether the customer has a parent, and which; null for none.'), HasParent: Flag(), ParentId: Whole(),
  ...Refs('CustomerAccountType', '1 Account, 2 Pro Forma Account Customer, 3 On Stop.'), AccountType: Ref('The account type as answered; its Id is read.'),
  LedgerNumberId: Whole(), VatCodeId: Whole(), XeroOrganisationId: Whole(), CreditLimit: Num('Pounds.'), OutstandingBalance: Num('Pounds.'),
  InvoiceSettings: Body(flags(), 'Invoice settings (any of the flags).'), OptionalConsignmentFields: Body(flags(), 'Optional consignment fields (any of the flags).'), ...flags(),
  Addresses: List(Address), Contacts: List(Contact), CustomerUsers: List(User), ConsignmentControlScreenColumns: List(Column),
  Version: Whole('The version loaded; a stale one is refused with 608.'),
}, 'A customer.', CHECKED);

/** PUT /Customers/Users/ChangePassword/{id}. */
export const PASSWORD_BODY = Body({ NewPassword: Text(), Password: Text('The same as NewPassword.'), ConfirmPassword: Text() }, 'The new password and its confirmation.', CHECKED);
