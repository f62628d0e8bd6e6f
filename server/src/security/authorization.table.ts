/**
 * THE authorisation table (issue 10 item 4): who may call every REST route and every GraphQL operation.
 * authorization-matrix.test.ts fails when a route or operation has no entry, so adding one is part of
 * adding a route. One line per entry:
 *
 *   'METHOD /api/Path/:id[ #variant]': { who: POLICY, id: '@namedRecord', query: 'a=b', body: {...} }
 *   graphqlField[ #variant]: { who: POLICY, argName: value, ... }
 *
 * `who` lists the expected answer per role in ROLES order (anonymous, customerA, customerB, driverX,
 * driverY, office, officeAdmin, officeAccounts): ok = allowed (any answer but 401/403/404/5xx; a 400 means
 * the gate let it through to validation), or the refusal 401/403/404 (404: another's record, not revealed).
 * Values '@name' are record ids of the arranged world (authorization.arrange.ts), '@self' the caller's
 * user id, '@fresh:name' a new record made for that one call (for calls that consume their target).
 * `newSession: true` gives each call its own session (for sign-out). GraphQL arguments not given get the
 * smallest well-typed value, so a call reaches the resolver; REST bodies default to {}.
 */

/** One expected answer. */
export type Expect = 'ok' | 401 | 403 | 404;

/** The answers of the 8 roles, written as 8 words in ROLES order. */
export function who(words: string): Expect[] {
  const list = words.trim().split(/\s+/).map((w) => (w === 'ok' ? 'ok' : (Number(w) as Expect)));
  if (list.length !== 8 || list.some((w) => w !== 'ok' && ![401, 403, 404].includes(w))) throw new Error(`bad policy '${words}'`);
  return list;
}

//                                 anon cA   cB   dX   dY   off  adm  acc
export const PUBLIC = who('        ok   ok   ok   ok   ok   ok   ok   ok');
export const SIGNED_IN = who('     401  ok   ok   ok   ok   ok   ok   ok');
export const OFFICE = who('        401  403  403  403  403  ok   ok   ok');
export const ADMIN = who('         401  403  403  403  403  403  ok   403');
export const BOOKERS = who('       401  ok   ok   403  403  ok   ok   ok');
/** Customer A's record: A and the office; B is told it does not exist; drivers do not book. */
export const OWN_A = who('         401  ok   404  403  403  ok   ok   ok');
export const DRIVERS = who('       401  403  403  ok   ok   403  403  403');
/** Supplier X's record in the driver app: X only; Y is told it does not exist. */
export const OWN_X = who('         401  403  403  ok   404  403  403  403');
/** Supplier X's record: the office, and X itself; Y may not (403: it knows the supplier exists). */
export const OFFICE_OR_X = who('   401  403  403  ok   403  ok   ok   ok');
/** Office users may change themselves; an admin anyone (the target is the plain office user). */
export const SELF_OFFICE = who('   401  403  403  403  403  ok   ok   403');
/** Customer B's user: B itself and an office admin. */
export const SELF_B = who('        401  403  ok   403  403  403  ok   403');
/** The accounts' TX PODs tab (spec 2 §6): office admins and accounts users. */
export const ACCOUNTS = who('      401  403  403  403  403  403  ok   ok');
/** Customer A's record as the office reaches it; no one else learns that it exists. */
export const CUSTOMER_A = who('     401  ok   404  404  404  ok   ok   ok');

/** One entry: the policy and the request's parts (path params, query, body or GraphQL arguments). */
export interface Entry {
  who: Expect[];
  query?: string;
  body?: unknown;
  newSession?: boolean;
  [param: string]: unknown;
}

const lookups = (names: string[], policy: Expect[]): Record<string, Entry> => Object.fromEntries(names.map((n) => [`GET /api/${n}`, { who: policy }]));
const settingsList = (name: string, record: string): Record<string, Entry> => ({
  [`GET /api/${name}`]: { who: OFFICE },
  [`GET /api/${name}/Search`]: { who: OFFICE, query: 'name=a' },
  [`GET /api/${name}/All`]: { who: OFFICE },
  [`GET /api/${name}/:id`]: { who: OFFICE, id: `@${record}` },
  [`POST /api/${name}`]: { who: OFFICE },
  [`PUT /api/${name}/:id`]: { who: OFFICE, id: `@${record}` },
});
const range = { from: '2026-01-01', to: '2026-12-31' };

/** Every REST route (HEAD routes follow their GET). */
export const REST: Record<string, Entry> = {
  'GET /healthz': { who: PUBLIC },
  'GET /readyz': { who: PUBLIC },
  'POST /api/Users/Authenticate': { who: PUBLIC },
  'POST /api/Customers/Login': { who: PUBLIC },
  'GET /api/Users/Current': { who: SIGNED_IN },
  'POST /api/Users/SignOut': { who: PUBLIC, newSession: true },
  'PUT /api/Users/ChangePassword/:id': { who: SIGNED_IN, id: '@self' },
  'PUT /api/Users/ChangePassword/:id #another user': { who: SELF_B, id: '@customerUserB' },
  'POST /api/SupplierLocations': { who: DRIVERS },
  'GET /api/SupplierLocations/Last': { who: SIGNED_IN }, // a customer gets an empty list (tracking decisions)
  'GET /api/SupplierLocations/Track': { who: OFFICE_OR_X, query: 'supplierId=@supplierX&startDate=2026-11-20T08:00&endDate=2026-11-21T08:00' },
  'GET /api/SupplierLocations/Search': { who: who('401 ok ok 403 403 ok ok ok'), query: 'consignmentNumberCustomerReferenceOrPONumber=@consignmentNumberA' },
  'GET /api/Geocode': { who: SIGNED_IN, query: 'query=London' },
  'GET /api/ApiKeys': { who: ADMIN },
  'POST /api/ApiKeys': { who: ADMIN },
  'DELETE /api/ApiKeys/:id': { who: ADMIN, id: '@fresh:apiKey' },
  ...lookups(['ConsignmentTypes', 'ConsignmentAddressTypes', 'ConsignmentFrequencies', 'WeekDays', 'Countries', 'ConsignmentControlScreenColumns', 'VehicleTypes'], SIGNED_IN),
  ...lookups(['CustomerAccountTypes', 'MatrixTypes', 'MatrixPriceIncrements', 'AtlasUserRoles', 'InvoiceSetupOptions', 'InvoiceDeliveries', 'InvoiceDeliveryOptions',
    'PaymentTermStartOptions', 'XeroOrganisations', 'AccountCodes', 'BrandingThemes', 'Currencies', 'VehicleTypes/All'], OFFICE),
  'GET /api/VehicleTypes/:id': { who: OFFICE, id: '@vehicleType' },
  'POST /api/VehicleTypes': { who: OFFICE },
  'PUT /api/VehicleTypes/:id': { who: OFFICE, id: '@vehicleType' },
  'PUT /api/VehicleTypes/:id/MoveUp': { who: OFFICE, id: '@vehicleType' },
  'PUT /api/VehicleTypes/:id/MoveDown': { who: OFFICE, id: '@vehicleType' },
  ...settingsList('VATCodes', 'vatCode'),
  ...settingsList('SupplierTypes', 'supplierType'),
  ...settingsList('SupplierBillingTypes', 'supplierBillingType'),
  ...settingsList('LicenceCategories', 'licenceCategory'),
  ...settingsList('LedgerNumbers', 'ledgerNumber'),
  'GET /api/AtlasUsers': { who: OFFICE },
  'GET /api/AtlasUsers/Search': { who: OFFICE, query: 'username=a' },
  'GET /api/AtlasUsers/All': { who: OFFICE },
  'GET /api/AtlasUsers/:id': { who: OFFICE, id: '@officeUser' },
  'POST /api/AtlasUsers': { who: ADMIN },
  'PUT /api/AtlasUsers/:id': { who: SELF_OFFICE, id: '@officeUser' },
  'PUT /api/AtlasUsers/ChangePassword/:id': { who: SELF_OFFICE, id: '@officeUser' },
  'GET /api/WhitelistedIpAddresses': { who: OFFICE },
  'GET /api/WhitelistedIpAddresses/All': { who: OFFICE },
  'POST /api/WhitelistedIpAddresses': { who: OFFICE },
  'PUT /api/WhitelistedIpAddresses/:id': { who: OFFICE, id: '@whitelistedIp' },
  'DELETE /api/WhitelistedIpAddresses/:id': { who: OFFICE, id: '@fresh:whitelistedIp' },
  'GET /api/UserIpLogs/:from/:to': { who: ADMIN, ...range },
  'GET /api/Consignments/:from/:to/Search': { who: BOOKERS, ...range },
  'GET /api/Consignments/:from/:to/Export': { who: BOOKERS, ...range },
  'GET /api/Consignments/:id': { who: OWN_A, id: '@consignmentA' },
  'GET /api/Consignments/:id/ChangeLogs': { who: OWN_A, id: '@consignmentA' },
  'GET /api/Consignments/:id/Report': { who: OWN_A, id: '@consignmentA' },
  'POST /api/Consignments': { who: BOOKERS },
  'PUT /api/Consignments/:id': { who: OWN_A, id: '@consignmentA', body: { Version: 1 } },
  'DELETE /api/Consignments/:id': { who: OFFICE, id: '@fresh:consignmentA' },
  'POST /api/Consignments/CancellationRequest': { who: OWN_A, body: { Id: '@fresh:consignmentA' } },
  'POST /api/Consignments/CancellationRequest/': { who: OWN_A, body: { Id: '@fresh:consignmentA' } },
  'POST /api/Consignments/:id/Copy': { who: OWN_A, id: '@consignmentA' },
  'POST /api/Emails/ConsignmentReport': { who: OWN_A, body: { ConsignmentId: '@consignmentA', To: 'matrix@example.test', Subject: 'Report' } },
  'GET /api/ConsignmentAddresses/NoManifest': { who: OFFICE },
  'GET /api/Manifests/:from/:to/Search': { who: OFFICE, ...range },
  'GET /api/Manifests/:from/:to/Export': { who: OFFICE, ...range },
  'GET /api/Manifests/:id': { who: OFFICE, id: '@manifestX' },
  'GET /api/Manifests/:id/ChangeLogs': { who: OFFICE, id: '@manifestX' },
  'POST /api/Manifests': { who: OFFICE },
  'PUT /api/Manifests/:id': { who: OFFICE, id: '@manifestX' },
  'DELETE /api/Manifests/:id': { who: OFFICE, id: '@fresh:unsentManifest' },
  'PUT /api/Manifests/:id/UpdateCosts': { who: OFFICE, id: '@manifestX' },
  'GET /api/Manifests/:id/Suppliers': { who: OFFICE, id: '@manifestX' },
  'PUT /api/Manifests/:id/AssignSupplier': { who: OFFICE, id: '@manifestX' },
  'PUT /api/Manifests/:id/Send': { who: OFFICE, id: '@manifestX' },
  'GET /api/Manifests/:id/Report': { who: OFFICE, id: '@manifestX' },
  'POST /api/Emails/ManifestReport': { who: OFFICE, body: { ManifestId: '@manifestX' } },
  'GET /api/Driver/Manifests': { who: DRIVERS },
  'PUT /api/Driver/Manifests/:id/Acknowledge': { who: OWN_X, id: '@manifestX' },
  'POST /api/Driver/ConsignmentAddresses/:id/Progress': { who: OWN_X, id: '@stopA', body: { Step: 'OnRoute' } },
  'POST /api/Driver/ConsignmentAddresses/:id/Photos': { who: OWN_X, id: '@stopA', query: 'Kind=Goods' },
  'PUT /api/ConsignmentAddresses/:id/Progress': { who: OFFICE, id: '@stopA' },
  'GET /api/Suppliers/:from/:to/Earnings': { who: OFFICE, ...range },
  'PUT /api/Manifests/:id/SendToTransportExchange': { who: OFFICE, id: '@manifestX', body: { Version: 0 } },
  'PUT /api/Manifests/:id/RemoveFromTransportExchange': { who: OFFICE, id: '@manifestX', body: { Version: 0 } },
  'PUT /api/Manifests/:id/RebookWithTransportExchange': { who: OFFICE, id: '@manifestX', body: { Version: 0 } },
  'POST /api/TransportExchange/Sandbox/:reference/ProofOfDelivery': { who: OFFICE, reference: '@fresh:exchangeReference' },
  'GET /api/Manifests/:id/PendingConfirmations': { who: OFFICE, id: '@manifestX' },
  'POST /api/Emails/Confirmation': { who: OFFICE, body: { ConsignmentAddressId: '@fresh:pendingConfirmation' } },
  'POST /api/Emails/Confirmation/Skip': { who: OFFICE, body: { ConsignmentAddressId: '@fresh:pendingConfirmation' } },
  'POST /api/Manifests/:id/PendingConfirmations/SkipAll': { who: OFFICE, id: '@manifestX' },
  'GET /api/AdditionalCharges': { who: SIGNED_IN },
  'GET /api/AreaAdditionalChargeRules': { who: SIGNED_IN },
  'GET /api/Settings': { who: SIGNED_IN },
  'GET /api/Matrices': { who: SIGNED_IN },
  'GET /api/Matrices/Costing': { who: OFFICE },
  'GET /api/Matrices/Customer/:id': { who: CUSTOMER_A, id: '@customerA' },
  'PUT /api/Settings/:id': { who: OFFICE, id: '1' },
  'GET /api/AdditionalCharges/All': { who: OFFICE },
  'GET /api/AdditionalCharges/Search': { who: OFFICE, query: 'name=a' },
  'POST /api/AdditionalCharges': { who: OFFICE },
  'PUT /api/AdditionalCharges/:id': { who: OFFICE, id: '@charge' },
  'GET /api/AreaAdditionalChargeRules/All': { who: OFFICE },
  'GET /api/AreaAdditionalChargeRules/Search': { who: OFFICE, query: 'name=a' },
  'POST /api/AreaAdditionalChargeRules': { who: OFFICE },
  'PUT /api/AreaAdditionalChargeRules/:id': { who: OFFICE, id: '@areaRule' },
  'PUT /api/AreaAdditionalChargeRules/:id/MoveUp': { who: OFFICE, id: '@areaRule' },
  'PUT /api/AreaAdditionalChargeRules/:id/MoveDown': { who: OFFICE, id: '@areaRule' },
  'GET /api/Matrices/:id': { who: OFFICE, id: '@priceMatrix' },
  'POST /api/Matrices': { who: OFFICE },
  'PUT /api/Matrices/:id': { who: OFFICE, id: '@priceMatrix' },
  'DELETE /api/Matrices/:id': { who: OFFICE, id: '@fresh:priceMatrix' },
  'GET /api/Customers': { who: OFFICE },
  'GET /api/Customers/Search': { who: OFFICE, query: 'customerName=a' },
  'GET /api/Customers/Report/Credit': { who: OFFICE },
  'GET /api/Customers/Report/Credit/Xlsx': { who: OFFICE },
  // Reports (spec 2 §7 Reports; xlsx downloads at the JSON path + /Xlsx)
  'GET /api/Consignments/:from/:to/SimpleProfitability': { who: OFFICE, ...range },
  'GET /api/Consignments/:from/:to/Profitability': { who: OFFICE, ...range },
  'GET /api/Consignments/:from/:to/SimpleProfitability/Xlsx': { who: OFFICE, ...range },
  'GET /api/Consignments/:from/:to/Profitability/Xlsx': { who: OFFICE, ...range },
  'GET /api/Suppliers/:from/:to/Earnings/Xlsx': { who: OFFICE, ...range },
  'GET /api/UserIpLogs/:from/:to/Xlsx': { who: ADMIN, ...range },
  // Accounts (spec 2 §7 Accounts; TX PODs admin or accounts, spec 2 §6)
  'GET /api/Consignments/:from/:to/Accounts': { who: OFFICE, ...range },
  'GET /api/Manifests/:from/:to/Accounts': { who: OFFICE, ...range },
  'POST /api/Consignments/Invoice': { who: OFFICE },
  'POST /api/Manifests/Invoice': { who: OFFICE },
  'GET /api/Events/Invoicing': { who: OFFICE },
  'GET /api/Events/Invoicing/:id': { who: OFFICE, id: 'abc' },
  'POST /api/Consignments/IgnoreProfitMargin': { who: OFFICE },
  'POST /api/Consignments/HoldInvoice': { who: OFFICE },
  'POST /api/Manifests/HoldInvoice': { who: OFFICE },
  'PUT /api/Manifests/:id/InvoiceReference': { who: OFFICE, id: '@manifestX' },
  'GET /api/Manifests/TransportExchangePodApprovals': { who: ACCOUNTS },
  'POST /api/Manifests/ApproveTransportExchangePods': { who: ACCOUNTS },
  'POST /api/Manifests/RejectTransportExchangePods': { who: ACCOUNTS },
  'GET /api/Invoices/:from/:to': { who: OFFICE, ...range },
  'GET /api/Invoices/Export': { who: OFFICE },
  'GET /api/Invoices/:id/Report': { who: OFFICE, id: 'abc' },
  // The manifest screen's Acknowledged step (spec 2 §4 date-time editor)
  'PUT /api/Manifests/:id/Acknowledgement': { who: OFFICE, id: '@manifestX' },
  'GET /api/Customers/:id': { who: CUSTOMER_A, id: '@customerA' },
  'GET /api/Customers/:id/ConsignmentControlScreenColumns': { who: CUSTOMER_A, id: '@customerA' },
  'POST /api/Customers': { who: OFFICE },
  'PUT /api/Customers/:id': { who: OFFICE, id: '@customerA' },
  'PUT /api/Customers/Users/ChangePassword/:id': { who: OFFICE, id: '@customerUserA' },
  'GET /api/Customers/:id/Address/Search': { who: CUSTOMER_A, id: '@customerA', query: 'text=Street' },
  'GET /api/Suppliers': { who: OFFICE },
  'GET /api/Suppliers/Search': { who: OFFICE, query: 'supplierName=a' },
  'GET /api/Suppliers/:id': { who: OFFICE_OR_X, id: '@supplierX' },
  'POST /api/Suppliers': { who: OFFICE },
  'PUT /api/Suppliers/:id': { who: OFFICE, id: '@supplierX' },
  'POST /api/SupplierPhotos': { who: OFFICE },
  'PUT /api/SupplierPhotos/:id': { who: OFFICE, id: '@supplierPhotoX' },
  'DELETE /api/SupplierPhotos/:id': { who: OFFICE, id: '@fresh:supplierPhotoX' },
  'POST /api/Photos': { who: who('401 403 403 ok ok ok ok ok') },
  'GET /api/Photos/:id': { who: OFFICE_OR_X, id: '@photoX' },
};

const gqlLookups = (names: string[], policy: Expect[]): Record<string, Entry> => Object.fromEntries(names.map((n) => [n, { who: policy }]));
const gqlSettings = (list: string, one: string, create: string, update: string, record: string): Record<string, Entry> => ({
  [list]: { who: OFFICE }, [one]: { who: OFFICE, id: `@${record}` }, [create]: { who: OFFICE }, [update]: { who: OFFICE, id: `@${record}` },
});

/** Every GraphQL query and mutation. */
export const GRAPHQL: Record<string, Entry> = {
  ...gqlLookups(['consignmentTypes', 'consignmentAddressTypes', 'consignmentFrequencies', 'weekDays', 'countries', 'consignmentControlScreenColumns', 'vehicleTypes'], SIGNED_IN),
  ...gqlLookups(['customerAccountTypes', 'matrixTypes', 'matrixPriceIncrements', 'atlasUserRoles', 'invoiceSetupOptions', 'invoiceDeliveries', 'invoiceDeliveryOptions',
    'paymentTermStartOptions', 'xeroOrganisations', 'accountCodes', 'brandingThemes', 'currencies', 'whitelistedIpAddresses', 'atlasUsers', 'suppliers',
    'supplierSearch', 'customers', 'customerCreditReport', 'additionalChargeSettings', 'areaRuleSettings', 'costingMatrices', 'consignmentAddressesWithoutManifest'], OFFICE),
  ...gqlSettings('vatCodes', 'vatCode', 'createVatCode', 'updateVatCode', 'vatCode'),
  ...gqlSettings('supplierTypes', 'supplierType', 'createSupplierType', 'updateSupplierType', 'supplierType'),
  ...gqlSettings('supplierBillingTypes', 'supplierBillingType', 'createSupplierBillingType', 'updateSupplierBillingType', 'supplierBillingType'),
  ...gqlSettings('licenceCategories', 'licenceCategory', 'createLicenceCategory', 'updateLicenceCategory', 'licenceCategory'),
  ...gqlSettings('ledgerNumbers', 'ledgerNumber', 'createLedgerNumber', 'updateLedgerNumber', 'ledgerNumber'),
  appConfig: { who: PUBLIC },
  currentUser: { who: SIGNED_IN },
  apiKeys: { who: ADMIN },
  createApiKey: { who: ADMIN },
  revokeApiKey: { who: ADMIN, id: '@fresh:apiKey' },
  vehicleType: { who: OFFICE, id: '@vehicleType' },
  createVehicleType: { who: OFFICE },
  updateVehicleType: { who: OFFICE, id: '@vehicleType' },
  moveVehicleType: { who: OFFICE, id: '@vehicleType' },
  userIpLogs: { who: ADMIN, ...range },
  atlasUser: { who: OFFICE, id: '@officeUser' },
  createAtlasUser: { who: ADMIN },
  updateAtlasUser: { who: SELF_OFFICE, id: '@officeUser' },
  changeAtlasUserPassword: { who: SELF_OFFICE, id: '@officeUser' },
  createWhitelistedIpAddress: { who: OFFICE },
  updateWhitelistedIpAddress: { who: OFFICE, id: '@whitelistedIp' },
  deleteWhitelistedIpAddress: { who: OFFICE, id: '@fresh:whitelistedIp' },
  supplier: { who: OFFICE_OR_X, id: '@supplierX' },
  createSupplier: { who: OFFICE },
  updateSupplier: { who: OFFICE, id: '@supplierX' },
  addSupplierPhoto: { who: OFFICE },
  updateSupplierPhoto: { who: OFFICE, id: '@supplierPhotoX' },
  deleteSupplierPhoto: { who: OFFICE, id: '@fresh:supplierPhotoX' },
  customer: { who: CUSTOMER_A, id: '@customerA' },
  searchCustomers: { who: OFFICE, customerName: 'a' },
  searchCustomerAddresses: { who: CUSTOMER_A, customerId: '@customerA', text: 'Street' },
  customerConsignmentColumns: { who: CUSTOMER_A, customerId: '@customerA' },
  myConsignmentColumns: { who: who('401 ok ok 403 403 403 403 403') },
  createCustomer: { who: OFFICE },
  updateCustomer: { who: OFFICE, id: '@customerA' },
  changeCustomerUserPassword: { who: OFFICE, userId: '@customerUserA' },
  additionalCharges: { who: SIGNED_IN },
  areaAdditionalChargeRules: { who: SIGNED_IN },
  globalSettings: { who: SIGNED_IN },
  priceMatrices: { who: SIGNED_IN },
  priceMatrix: { who: OFFICE, id: '@priceMatrix' },
  customerMatrices: { who: CUSTOMER_A, customerId: '@customerA' },
  updateGlobalSettings: { who: OFFICE, id: 1 },
  createAdditionalCharge: { who: OFFICE },
  updateAdditionalCharge: { who: OFFICE, id: '@charge' },
  createAreaRule: { who: OFFICE },
  updateAreaRule: { who: OFFICE, id: '@areaRule' },
  moveAreaRule: { who: OFFICE, id: '@areaRule' },
  createPriceMatrix: { who: OFFICE },
  updatePriceMatrix: { who: OFFICE, id: '@priceMatrix' },
  deletePriceMatrix: { who: OFFICE, id: '@fresh:priceMatrix' },
  geocode: { who: SIGNED_IN, query: 'London' },
  supplierLocations: { who: SIGNED_IN },
  supplierTrack: { who: OFFICE_OR_X, supplierId: '@supplierX', startDate: '2026-11-20T08:00', endDate: '2026-11-21T08:00' },
  supplierTrackLine: { who: OFFICE_OR_X, supplierId: '@supplierX', startDate: '2026-11-20T08:00', endDate: '2026-11-21T08:00' },
  postLocations: { who: DRIVERS },
  supplierLocationSearch: { who: who('401 ok ok 403 403 ok ok ok'), consignmentNumberCustomerReferenceOrPONumber: '@consignmentNumberA' },
  consignment: { who: OWN_A, id: '@consignmentA' },
  consignments: { who: BOOKERS, search: range },
  consignmentChangeLogs: { who: OWN_A, id: '@consignmentA' },
  createConsignment: { who: BOOKERS },
  updateConsignment: { who: OWN_A, id: '@consignmentA', input: { version: 1 } },
  deleteConsignment: { who: OFFICE, id: '@fresh:consignmentA' },
  requestConsignmentCancellation: { who: OWN_A, id: '@fresh:consignmentA' },
  copyConsignment: { who: OWN_A, id: '@consignmentA' },
  emailConsignmentReport: { who: OWN_A, consignmentId: '@consignmentA', to: 'matrix@example.test', subject: 'Report' },
  manifest: { who: OFFICE, id: '@manifestX' },
  manifests: { who: OFFICE, search: range },
  manifestChangeLogs: { who: OFFICE, id: '@manifestX' },
  manifestSuppliers: { who: OFFICE, id: '@manifestX' },
  createManifest: { who: OFFICE },
  updateManifest: { who: OFFICE, id: '@manifestX' },
  deleteManifest: { who: OFFICE, id: '@fresh:unsentManifest' },
  updateManifestCosts: { who: OFFICE, id: '@manifestX' },
  assignManifestSupplier: { who: OFFICE, id: '@manifestX' },
  sendManifest: { who: OFFICE, id: '@manifestX' },
  emailManifestReport: { who: OFFICE, manifestId: '@manifestX' },
  driverManifests: { who: DRIVERS },
  acknowledgeManifest: { who: OWN_X, id: '@manifestX' },
  postStopProgress: { who: OWN_X, consignmentAddressId: '@stopA', input: { step: 'OnRoute' } },
  editStopProgress: { who: OFFICE, consignmentAddressId: '@stopA' },
  supplierEarnings: { who: OFFICE, ...range },
  simpleProfitability: { who: OFFICE, ...range },
  profitability: { who: OFFICE, ...range },
  accountsConsignments: { who: OFFICE, ...range },
  accountsManifests: { who: OFFICE, ...range },
  transportExchangePodApprovals: { who: ACCOUNTS },
  invoicingEvents: { who: OFFICE },
  customerInvoices: { who: OFFICE, ...range },
  invoiceConsignments: { who: OFFICE },
  invoiceManifests: { who: OFFICE },
  ignoreProfitMargin: { who: OFFICE },
  holdConsignmentInvoice: { who: OFFICE },
  holdManifestInvoice: { who: OFFICE },
  setManifestInvoiceReference: { who: OFFICE, id: '@manifestX' },
  approveTransportExchangePods: { who: ACCOUNTS },
  rejectTransportExchangePods: { who: ACCOUNTS },
  manifestRoute: { who: OFFICE, id: '@manifestX' },
  setManifestAcknowledgement: { who: OFFICE, id: '@manifestX' },
  sendToTransportExchange: { who: OFFICE, id: '@manifestX', version: 0 },
  removeFromTransportExchange: { who: OFFICE, id: '@manifestX', version: 0 },
  rebookWithTransportExchange: { who: OFFICE, id: '@manifestX', version: 0 },
  pendingConfirmations: { who: OFFICE, manifestId: '@manifestX' },
  sendConfirmation: { who: OFFICE, consignmentAddressId: '@fresh:pendingConfirmation' },
  skipConfirmation: { who: OFFICE, consignmentAddressId: '@fresh:pendingConfirmation' },
  skipAllConfirmations: { who: OFFICE, manifestId: '@manifestX' },
  authenticate: { who: PUBLIC },
  customerLogin: { who: PUBLIC },
  signOut: { who: PUBLIC, newSession: true },
  changePassword: { who: SIGNED_IN, id: '@self' },
  'changePassword #another user': { who: SELF_B, id: '@customerUserB' },
};

/** A subscription entry: the event published (topic and payload, '@' references allowed) and who hears it. */
export interface SubscriptionEntry {
  /** ok = receives the event; 403 = subscribed but never told (filtered); 401 = the socket is refused. */
  who: Expect[];
  topic: string;
  payload: Record<string, unknown>;
}

//                                       anon cA   cB   dX   dY   off  adm  acc
const HEARS_A = who('                    401  ok   403  403  403  ok   ok   ok');
const HEARS_X = who('                    401  403  403  ok   403  ok   ok   ok');
const stopOfA = {
  consignmentAddressId: '@stopA', manifestId: '@manifestX', supplierId: '@supplierX', consignmentId: '@consignmentA', customerId: '@customerA',
  isOnRoute: true, startTime: '2026-11-22T09:00:00.000Z', hasArrived: false, arrivalTime: null, isCompleted: false, completionTime: null,
};
const positionOfX = { supplierId: '@supplierX', supplierName: 'X', latitude: 51.5, longitude: -0.1, recordedAt: '2026-11-22T09:00:00.000Z', manifestId: '@manifestX', vehicleTypeIds: [] };

/** Every GraphQL subscription: an event about customer A / supplier X, and who is told of it. */
export const SUBSCRIPTIONS: Record<string, SubscriptionEntry> = {
  consignmentChanged: { who: HEARS_A, topic: 'CONSIGNMENT_CHANGED', payload: { consignmentId: '@consignmentA', customerId: '@customerA', action: 'Updated' } },
  manifestChanged: { who: OFFICE, topic: 'MANIFEST_CHANGED', payload: { manifestId: '@manifestX', action: 'Updated', consignmentIds: ['@consignmentA'] } },
  sessionEnded: { who: who('401 ok 403 403 403 403 403 403'), topic: 'SESSION_ENDED', payload: { userId: '@customerUserA', sessionIds: ['@sessionCustomerA'] } },
  stopProgress: { who: who('401 ok 403 ok 403 ok ok ok'), topic: 'STOP_PROGRESS', payload: stopOfA },
  supplierLocationChanged: { who: HEARS_X, topic: 'SUPPLIER_LOCATION', payload: positionOfX },
  supplierLocationsChanged: { who: HEARS_X, topic: 'SUPPLIER_LOCATION', payload: positionOfX },
};
