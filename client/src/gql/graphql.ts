/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AdditionalChargeInput = {
  chargeFor?: string | null | undefined;
  cost?: number | null | undefined;
  isDeactivated?: boolean | null | undefined;
  price?: number | null | undefined;
  /** The version loaded; required on update */
  version?: number | null | undefined;
};

export type AddressInputGql = {
  addressLine1?: string | null | undefined;
  addressLine2?: string | null | undefined;
  addressLine3?: string | null | undefined;
  companyName?: string | null | undefined;
  countryId?: number | null | undefined;
  county?: string | null | undefined;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  postcode?: string | null | undefined;
  town?: string | null | undefined;
};

export type AreaRuleInput = {
  costPercentage?: number | null | undefined;
  isDeactivated?: boolean | null | undefined;
  maxCost?: number | null | undefined;
  maxPrice?: number | null | undefined;
  name?: string | null | undefined;
  postcodeExclusions?: string | null | undefined;
  postcodes?: string | null | undefined;
  pricePercentage?: number | null | undefined;
  vehicleTypeIds?: Array<number> | null | undefined;
  version?: number | null | undefined;
};

export type AtlasUserInput = {
  atlasUserRoleIds?: Array<number> | null | undefined;
  confirmPassword?: string | null | undefined;
  email?: string | null | undefined;
  isAccounts?: boolean | null | undefined;
  isAdmin?: boolean | null | undefined;
  isDeactivated?: boolean | null | undefined;
  isManager?: boolean | null | undefined;
  name?: string | null | undefined;
  password?: string | null | undefined;
  username?: string | null | undefined;
  version?: number | null | undefined;
};

export type AtlasUserPasswordInput = {
  confirmPassword?: string | null | undefined;
  newPassword: string;
};

/** Office, customer or driver sign-in (spec 1 §5, §7) */
export type AuthenticateInput = {
  /** The e-mailed code, once a sign-in answered 614 */
  authenticationCode?: string | null | undefined;
  /** Kept by the client in local storage; generated once per device */
  deviceUuid: string;
  password: string;
  username: string;
};

export type ChangePasswordInput = {
  confirmPassword: string;
  newPassword: string;
};

export type ChargeInputGql = {
  additionalChargeId: number;
  cost?: number | null | undefined;
  description?: string | null | undefined;
  price?: number | null | undefined;
};

/** A consignment or quote as saved (spec 1 §3); money in pounds */
export type ConsignmentInputGql = {
  /** Accepted confirmation codes: PO_NUMBER_MISSING, COST_CODE_MISSING, BACKDATED */
  acceptedConfirmations?: Array<string> | null | undefined;
  additionalCharges?: Array<ChargeInputGql> | null | undefined;
  applyPostcodePricingRules?: boolean | null | undefined;
  bookingContactId?: number | null | undefined;
  calculateTimes?: boolean | null | undefined;
  consignmentAddresses: Array<StopInputGql>;
  consignmentFrequencySettings?: FrequencyInputGql | null | undefined;
  consignmentTypeId?: number | null | undefined;
  contactEmailAddress?: string | null | undefined;
  contactName?: string | null | undefined;
  contactPhoneNumber?: string | null | undefined;
  cost?: number | null | undefined;
  costCode?: string | null | undefined;
  costManuallySet?: boolean | null | undefined;
  customerBranch?: string | null | undefined;
  customerId?: number | null | undefined;
  customerReference?: string | null | undefined;
  customerReferenceNumber?: string | null | undefined;
  isBackload?: boolean | null | undefined;
  isFrequentConsignment?: boolean | null | undefined;
  /** false saves a quote as a consignment */
  isQuote?: boolean | null | undefined;
  mileage?: number | null | undefined;
  notesForInvoice?: string | null | undefined;
  notesForOffice?: string | null | undefined;
  notesForSupplier?: string | null | undefined;
  optimiseStops?: boolean | null | undefined;
  poNumber?: string | null | undefined;
  price?: number | null | undefined;
  priceManuallySet?: boolean | null | undefined;
  saveContact?: boolean | null | undefined;
  supplierId?: number | null | undefined;
  vehicleTypeId?: number | null | undefined;
  /** Required on update: the version loaded */
  version?: number | null | undefined;
};

/** The filters of spec 1 §7 (dates YYYY-MM-DD) */
export type ConsignmentSearchInput = {
  bookingContact?: string | null | undefined;
  collectionAddress?: string | null | undefined;
  consignmentNumber?: number | null | undefined;
  customerName?: string | null | undefined;
  deliveryAddress?: string | null | undefined;
  from: string;
  haveNoManifest?: boolean | null | undefined;
  isDeleted?: boolean | null | undefined;
  isFrequent?: boolean | null | undefined;
  isQuote?: boolean | null | undefined;
  manifestNumber?: number | null | undefined;
  poNumber?: string | null | undefined;
  supplierName?: string | null | undefined;
  to: string;
  vehicleType?: number | null | undefined;
};

export type DeductionInput = {
  accountCodeId?: number | null | undefined;
  id?: number | null | undefined;
  name?: string | null | undefined;
  value?: number | null | undefined;
  vatCodeId?: number | null | undefined;
};

export type DescribedSettingInput = {
  description?: string | null | undefined;
  isDeactivated?: boolean | null | undefined;
  name?: string | null | undefined;
  version?: number | null | undefined;
};

export type FrequencyInputGql = {
  consignmentFrequencyId?: number | null | undefined;
  startDate: string;
  weekDayIds: Array<number>;
};

export type LoadDetailInputGql = {
  description?: string | null | undefined;
  quantity?: number | null | undefined;
};

/** The live map's filters (spec 1 §2) */
export type MapFilterInput = {
  supplierId?: number | null | undefined;
  vehicleTypeId?: number | null | undefined;
};

export type MoveDirection =
  | 'DOWN'
  | 'UP';

/** Bands in miles (DISTANCE) or minutes (TIME) */
export type PriceMatrixIncrement =
  | 'DISTANCE'
  | 'TIME';

export type PriceMatrixInput = {
  customerId?: number | null | undefined;
  isDeactivated?: boolean | null | undefined;
  /** PRICING or 'COSTING - SUPPLIER' */
  matrixType?: string | null | undefined;
  minimumPrice?: number | null | undefined;
  name?: string | null | undefined;
  /** DISTANCE or TIME */
  priceIncrement?: string | null | undefined;
  rows?: Array<PriceMatrixRowInput> | null | undefined;
  vehicleTypeId?: number | null | undefined;
  version?: number | null | undefined;
};

export type PriceMatrixRowInput = {
  from?: number | null | undefined;
  interval?: number | null | undefined;
  priceBreak?: number | null | undefined;
  to?: number | null | undefined;
};

/** PRICING or 'COSTING - SUPPLIER' (spec 1 §3) */
export type PriceMatrixType =
  | 'COSTING_SUPPLIER'
  | 'PRICING';

export type StopInputGql = {
  additionalCharges?: Array<ChargeInputGql> | null | undefined;
  address: AddressInputGql;
  /** ASAP pickup: 30 minutes from now, locked */
  asap?: boolean | null | undefined;
  consignmentAddressTypeId?: number | null | undefined;
  id?: number | null | undefined;
  isScheduledStartDateAndTimeLocked?: boolean | null | undefined;
  loadDetails?: Array<LoadDetailInputGql> | null | undefined;
  noLoadDetailsGiven?: boolean | null | undefined;
  /** YYYY-MM-DD; with no time, the time defaults to now (spec 1 §5) */
  scheduledDate?: string | null | undefined;
  scheduledStartDateAndTime?: string | null | undefined;
  scheduledStartToDateAndTime?: string | null | undefined;
  /** HH:mm; with no date, the date defaults to today (spec 1 §5) */
  scheduledTime?: string | null | undefined;
  timed?: boolean | null | undefined;
};

export type SupplierBillingTypeInput = {
  brandingThemeId?: number | null | undefined;
  isDeactivated?: boolean | null | undefined;
  name?: string | null | undefined;
  version?: number | null | undefined;
};

export type SupplierInput = {
  addressLine1?: string | null | undefined;
  addressLine2?: string | null | undefined;
  addressLine3?: string | null | undefined;
  bankAccountName?: string | null | undefined;
  bankAccountNumber?: string | null | undefined;
  bankSortCode?: string | null | undefined;
  companyNumber?: string | null | undefined;
  countryId?: number | null | undefined;
  county?: string | null | undefined;
  deductions?: Array<DeductionInput> | null | undefined;
  email?: string | null | undefined;
  isDeactivated?: boolean | null | undefined;
  isTrackingDisabled?: boolean | null | undefined;
  licences?: Array<SupplierLicenceInput> | null | undefined;
  mobileNumber?: string | null | undefined;
  name?: string | null | undefined;
  notes?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  photos?: Array<SupplierPhotoInput> | null | undefined;
  postcode?: string | null | undefined;
  secondaryEmail?: string | null | undefined;
  splitXeroInvoices?: boolean | null | undefined;
  supplierBillingTypeId?: number | null | undefined;
  supplierTypeId?: number | null | undefined;
  supplierUsers?: Array<SupplierUserInput> | null | undefined;
  town?: string | null | undefined;
  vatNumber?: string | null | undefined;
  vehicles?: Array<VehicleInput> | null | undefined;
  /** The version loaded; required on update */
  version?: number | null | undefined;
};

export type SupplierLicenceInput = {
  id?: number | null | undefined;
  licenceCategoryId?: number | null | undefined;
  /** YYYY-MM-DD */
  validFrom?: string | null | undefined;
  /** YYYY-MM-DD */
  validTo?: string | null | undefined;
};

export type SupplierPhotoInput = {
  description?: string | null | undefined;
  id?: number | null | undefined;
  photoId?: number | null | undefined;
  /** Only for addSupplierPhoto */
  supplierId?: number | null | undefined;
};

export type SupplierTypeInput = {
  isDeactivated?: boolean | null | undefined;
  name?: string | null | undefined;
  value?: SupplierTypeValue | null | undefined;
  version?: number | null | undefined;
};

/** Self billing, employed or subcontractor (spec 2 §9) */
export type SupplierTypeValue =
  | 'IS_EMPLOYED'
  | 'IS_SELF_BILLING'
  | 'SUBCONTRACTOR';

export type SupplierUserInput = {
  confirmPassword?: string | null | undefined;
  email?: string | null | undefined;
  id?: number | null | undefined;
  newPassword?: string | null | undefined;
  username?: string | null | undefined;
};

/** Office staff, customer users and supplier (driver) users */
export type UserRole =
  | 'CUSTOMER'
  | 'OFFICE'
  | 'SUPPLIER';

export type VatCodeInput = {
  code?: string | null | undefined;
  isDeactivated?: boolean | null | undefined;
  name?: string | null | undefined;
  rate?: number | null | undefined;
  /** The version loaded; required on update */
  version?: number | null | undefined;
};

export type VehicleInput = {
  height?: number | null | undefined;
  id?: number | null | undefined;
  /** YYYY-MM-DD */
  insuranceExpiry?: string | null | undefined;
  isDefaultVehicle?: boolean | null | undefined;
  length?: number | null | undefined;
  make?: string | null | undefined;
  model?: string | null | undefined;
  registration?: string | null | undefined;
  vehicleTypeId?: number | null | undefined;
  width?: number | null | undefined;
};

export type VehicleTypeInput = {
  iconCode?: string | null | undefined;
  isDeactivated?: boolean | null | undefined;
  name?: string | null | undefined;
  version?: number | null | undefined;
};

export type WhitelistedIpInput = {
  parts?: Array<number> | null | undefined;
  value?: string | null | undefined;
  version?: number | null | undefined;
};

export type SessionUserFragment = { id: number, username: string, email: string, name: string, role: UserRole, isAdmin: boolean, isAccounts: boolean, isManager: boolean, customerId: number | null, supplierId: number | null };

export type CurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserQuery = { currentUser: { id: number, username: string, email: string, name: string, role: UserRole, isAdmin: boolean, isAccounts: boolean, isManager: boolean, customerId: number | null, supplierId: number | null } };

export type AppConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type AppConfigQuery = { appConfig: { productShortName: string, sessionTimeoutMs: number, sessionWarningMs: number, mapTileUrl: string, mapTileAttribution: string, mapTrafficUrl: string | null } };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { signOut: boolean };

export type SessionEndedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type SessionEndedSubscription = { sessionEnded: { userId: number } };

export type ChangePasswordMutationVariables = Exact<{
  id: number;
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: boolean };

export type ConsignmentEditFieldsFragment = { id: number, version: number, consignmentNumber: number, consignmentReference: string, isQuote: boolean, isDeleted: boolean, isCompleted: boolean, isFrequentConsignment: boolean, cancellationRequested: boolean, invoiceStatus: number, customerId: number, contactName: string, contactPhoneNumber: string | null, contactEmailAddress: string | null, poNumber: string | null, costCode: string | null, customerReference: string | null, customerReferenceNumber: string | null, notesForSupplier: string | null, notesForOffice: string | null, notesForInvoice: string | null, isBackload: boolean, applyPostcodePricingRules: boolean, calculateTimes: boolean, price: number, recommendedPrice: number, cost: number | null, recommendedCost: number | null, mileage: number | null, totalMiles: number, totalTimeInMinutes: number, routeIsEstimate: boolean, customer: { id: number, name: string, showCostCode: boolean, isDeactivated: boolean, isOverCreditLimit: boolean | null }, vehicleType: { id: number, name: string }, consignmentAddresses: Array<{ id: number, consignmentOrder: number, manifestId: number | null, isCompleted: boolean, isScheduledStartDateAndTimeLocked: boolean, scheduledStartDateAndTime: string | null, noLoadDetailsGiven: boolean, consignmentAddressType: { id: number, name: string }, address: { id: number, companyName: string | null, addressLine1: string, addressLine2: string | null, addressLine3: string | null, town: string, county: string | null, postcode: string, latitude: number | null, longitude: number | null }, loadDetails: Array<{ id: number, quantity: number, description: string | null }>, additionalCharges: Array<{ id: number, price: number, cost: number | null, additionalCharge: { id: number, chargeFor: string } | null }> }> };

export type ConsignmentQueryVariables = Exact<{
  id: number;
}>;


export type ConsignmentQuery = { consignment: { id: number, version: number, consignmentNumber: number, consignmentReference: string, isQuote: boolean, isDeleted: boolean, isCompleted: boolean, isFrequentConsignment: boolean, cancellationRequested: boolean, invoiceStatus: number, customerId: number, contactName: string, contactPhoneNumber: string | null, contactEmailAddress: string | null, poNumber: string | null, costCode: string | null, customerReference: string | null, customerReferenceNumber: string | null, notesForSupplier: string | null, notesForOffice: string | null, notesForInvoice: string | null, isBackload: boolean, applyPostcodePricingRules: boolean, calculateTimes: boolean, price: number, recommendedPrice: number, cost: number | null, recommendedCost: number | null, mileage: number | null, totalMiles: number, totalTimeInMinutes: number, routeIsEstimate: boolean, customer: { id: number, name: string, showCostCode: boolean, isDeactivated: boolean, isOverCreditLimit: boolean | null }, vehicleType: { id: number, name: string }, consignmentAddresses: Array<{ id: number, consignmentOrder: number, manifestId: number | null, isCompleted: boolean, isScheduledStartDateAndTimeLocked: boolean, scheduledStartDateAndTime: string | null, noLoadDetailsGiven: boolean, consignmentAddressType: { id: number, name: string }, address: { id: number, companyName: string | null, addressLine1: string, addressLine2: string | null, addressLine3: string | null, town: string, county: string | null, postcode: string, latitude: number | null, longitude: number | null }, loadDetails: Array<{ id: number, quantity: number, description: string | null }>, additionalCharges: Array<{ id: number, price: number, cost: number | null, additionalCharge: { id: number, chargeFor: string } | null }> }> } };

export type BookingLookupsQueryVariables = Exact<{ [key: string]: never; }>;


export type BookingLookupsQuery = { vehicleTypes: Array<{ id: number, name: string, order: number }>, consignmentAddressTypes: Array<{ id: number, name: string }>, additionalCharges: Array<{ id: number, chargeFor: string, price: number, cost: number | null, isDeactivated: boolean }> };

export type BookingCustomersQueryVariables = Exact<{
  customerName: string;
}>;


export type BookingCustomersQuery = { searchCustomers: Array<{ id: number, name: string, showCostCode: boolean, isDeactivated: boolean, isOverCreditLimit: boolean | null }> };

export type BookingCustomerQueryVariables = Exact<{
  id: number;
}>;


export type BookingCustomerQuery = { customer: { id: number, name: string, showCostCode: boolean, isDeactivated: boolean, isOverCreditLimit: boolean | null } };

export type CreateConsignmentMutationVariables = Exact<{
  input: ConsignmentInputGql;
}>;


export type CreateConsignmentMutation = { createConsignment: { id: number, version: number, consignmentNumber: number, consignmentReference: string, isQuote: boolean, isDeleted: boolean, isCompleted: boolean, isFrequentConsignment: boolean, cancellationRequested: boolean, invoiceStatus: number, customerId: number, contactName: string, contactPhoneNumber: string | null, contactEmailAddress: string | null, poNumber: string | null, costCode: string | null, customerReference: string | null, customerReferenceNumber: string | null, notesForSupplier: string | null, notesForOffice: string | null, notesForInvoice: string | null, isBackload: boolean, applyPostcodePricingRules: boolean, calculateTimes: boolean, price: number, recommendedPrice: number, cost: number | null, recommendedCost: number | null, mileage: number | null, totalMiles: number, totalTimeInMinutes: number, routeIsEstimate: boolean, customer: { id: number, name: string, showCostCode: boolean, isDeactivated: boolean, isOverCreditLimit: boolean | null }, vehicleType: { id: number, name: string }, consignmentAddresses: Array<{ id: number, consignmentOrder: number, manifestId: number | null, isCompleted: boolean, isScheduledStartDateAndTimeLocked: boolean, scheduledStartDateAndTime: string | null, noLoadDetailsGiven: boolean, consignmentAddressType: { id: number, name: string }, address: { id: number, companyName: string | null, addressLine1: string, addressLine2: string | null, addressLine3: string | null, town: string, county: string | null, postcode: string, latitude: number | null, longitude: number | null }, loadDetails: Array<{ id: number, quantity: number, description: string | null }>, additionalCharges: Array<{ id: number, price: number, cost: number | null, additionalCharge: { id: number, chargeFor: string } | null }> }> } };

export type UpdateConsignmentMutationVariables = Exact<{
  id: number;
  input: ConsignmentInputGql;
}>;


export type UpdateConsignmentMutation = { updateConsignment: { id: number, version: number, consignmentNumber: number, consignmentReference: string, isQuote: boolean, isDeleted: boolean, isCompleted: boolean, isFrequentConsignment: boolean, cancellationRequested: boolean, invoiceStatus: number, customerId: number, contactName: string, contactPhoneNumber: string | null, contactEmailAddress: string | null, poNumber: string | null, costCode: string | null, customerReference: string | null, customerReferenceNumber: string | null, notesForSupplier: string | null, notesForOffice: string | null, notesForInvoice: string | null, isBackload: boolean, applyPostcodePricingRules: boolean, calculateTimes: boolean, price: number, recommendedPrice: number, cost: number | null, recommendedCost: number | null, mileage: number | null, totalMiles: number, totalTimeInMinutes: number, routeIsEstimate: boolean, customer: { id: number, name: string, showCostCode: boolean, isDeactivated: boolean, isOverCreditLimit: boolean | null }, vehicleType: { id: number, name: string }, consignmentAddresses: Array<{ id: number, consignmentOrder: number, manifestId: number | null, isCompleted: boolean, isScheduledStartDateAndTimeLocked: boolean, scheduledStartDateAndTime: string | null, noLoadDetailsGiven: boolean, consignmentAddressType: { id: number, name: string }, address: { id: number, companyName: string | null, addressLine1: string, addressLine2: string | null, addressLine3: string | null, town: string, county: string | null, postcode: string, latitude: number | null, longitude: number | null }, loadDetails: Array<{ id: number, quantity: number, description: string | null }>, additionalCharges: Array<{ id: number, price: number, cost: number | null, additionalCharge: { id: number, chargeFor: string } | null }> }> } };

export type DeleteConsignmentMutationVariables = Exact<{
  id: number;
}>;


export type DeleteConsignmentMutation = { deleteConsignment: { id: number, isDeleted: boolean } };

export type RequestConsignmentCancellationMutationVariables = Exact<{
  id: number;
}>;


export type RequestConsignmentCancellationMutation = { requestConsignmentCancellation: { id: number, cancellationRequested: boolean } };

export type ConsignmentChangeLogsQueryVariables = Exact<{
  id: number;
}>;


export type ConsignmentChangeLogsQuery = { consignmentChangeLogs: Array<{ id: number, action: string, createdAt: string, userName: string, changes: Array<{ field: string, from: string | null, to: string | null }> }> };

export type EmailConsignmentReportMutationVariables = Exact<{
  consignmentId: number;
  to: string;
  subject: string;
  body: string;
  showPrice: boolean;
}>;


export type EmailConsignmentReportMutation = { emailConsignmentReport: boolean };

export type BookingAddressesQueryVariables = Exact<{
  customerId: number;
  text: string;
}>;


export type BookingAddressesQuery = { searchCustomerAddresses: Array<{ id: number, companyName: string | null, addressLine1: string, addressLine2: string | null, addressLine3: string | null, town: string, county: string | null, postcode: string, latitude: number | null, longitude: number | null, shortAddress: string }> };

export type BookingGeocodeQueryVariables = Exact<{
  query: string;
}>;


export type BookingGeocodeQuery = { geocode: Array<{ name: string, latitude: number, longitude: number }> };

export type PreviewMatrixFieldsFragment = { id: number, customerId: number | null, vehicleTypeId: number, matrixType: PriceMatrixType, priceIncrement: PriceMatrixIncrement, minimumPrice: number, rows: Array<{ from: number, to: number | null, interval: number, priceBreak: number }> };

export type PricingLookupsQueryVariables = Exact<{ [key: string]: never; }>;


export type PricingLookupsQuery = { priceMatrices: Array<{ id: number, customerId: number | null, vehicleTypeId: number, matrixType: PriceMatrixType, priceIncrement: PriceMatrixIncrement, minimumPrice: number, rows: Array<{ from: number, to: number | null, interval: number, priceBreak: number }> }>, areaAdditionalChargeRules: Array<{ id: number, name: string, order: number, postcodes: string, postcodeExclusions: string, vehicleTypeIds: Array<number>, pricePercentage: number, maxPrice: number | null, costPercentage: number | null, maxCost: number | null }>, globalSettings: { backloadMultiplier: number } };

export type PreviewCustomerMatricesQueryVariables = Exact<{
  customerId: number;
}>;


export type PreviewCustomerMatricesQuery = { customerMatrices: Array<{ id: number, customerId: number | null, vehicleTypeId: number, matrixType: PriceMatrixType, priceIncrement: PriceMatrixIncrement, minimumPrice: number, rows: Array<{ from: number, to: number | null, interval: number, priceBreak: number }> }> };

export type PreviewCostingMatricesQueryVariables = Exact<{ [key: string]: never; }>;


export type PreviewCostingMatricesQuery = { costingMatrices: Array<{ id: number, customerId: number | null, vehicleTypeId: number, matrixType: PriceMatrixType, priceIncrement: PriceMatrixIncrement, minimumPrice: number, rows: Array<{ from: number, to: number | null, interval: number, priceBreak: number }> }> };

export type ConsignmentRowFieldsFragment = { id: number, consignmentNumber: number, consignmentReference: string, customerReference: string | null, poNumber: string | null, contactName: string, isQuote: boolean, isDeleted: boolean, isCompleted: boolean, isFrequentConsignment: boolean, cancellationRequested: boolean, invoiceStatus: number, price: number, cost: number | null, mileage: number | null, totalMiles: number, startDateTime: string | null, dateCreated: string, createdBy: { id: number, name: string } | null, consignmentType: { id: number, name: string } | null, vehicleType: { id: number, name: string }, customer: { id: number, name: string, isDeactivated: boolean, isOverCreditLimit: boolean | null }, supplier: { id: number, name: string } | null, consignmentAddresses: Array<{ id: number, manifestId: number | null, isCompleted: boolean, scheduledStartDateAndTime: string | null, consignmentAddressType: { id: number, name: string }, address: { id: number, companyName: string | null, shortAddress: string, postcode: string } }> };

export type ConsignmentSearchQueryVariables = Exact<{
  search: ConsignmentSearchInput;
}>;


export type ConsignmentSearchQuery = { consignments: Array<{ id: number, consignmentNumber: number, consignmentReference: string, customerReference: string | null, poNumber: string | null, contactName: string, isQuote: boolean, isDeleted: boolean, isCompleted: boolean, isFrequentConsignment: boolean, cancellationRequested: boolean, invoiceStatus: number, price: number, cost: number | null, mileage: number | null, totalMiles: number, startDateTime: string | null, dateCreated: string, createdBy: { id: number, name: string } | null, consignmentType: { id: number, name: string } | null, vehicleType: { id: number, name: string }, customer: { id: number, name: string, isDeactivated: boolean, isOverCreditLimit: boolean | null }, supplier: { id: number, name: string } | null, consignmentAddresses: Array<{ id: number, manifestId: number | null, isCompleted: boolean, scheduledStartDateAndTime: string | null, consignmentAddressType: { id: number, name: string }, address: { id: number, companyName: string | null, shortAddress: string, postcode: string } }> }> };

export type ControlScreenLookupsQueryVariables = Exact<{ [key: string]: never; }>;


export type ControlScreenLookupsQuery = { vehicleTypes: Array<{ id: number, name: string, order: number }>, consignmentControlScreenColumns: Array<{ id: number, key: string, name: string, order: number, isDefault: boolean }> };

export type CopyConsignmentMutationVariables = Exact<{
  id: number;
}>;


export type CopyConsignmentMutation = { copyConsignment: { id: number } };

export type AuthenticateMutationVariables = Exact<{
  input: AuthenticateInput;
}>;


export type AuthenticateMutation = { authenticate: { token: string, expiresAt: string, user: { id: number, username: string, email: string, name: string, role: UserRole, isAdmin: boolean, isAccounts: boolean, isManager: boolean, customerId: number | null, supplierId: number | null } } };

export type SupplierOnMapFieldsFragment = { latitude: number, longitude: number, recordedAt: string, manifestId: number | null, supplier: { id: number, name: string, vehicles: Array<{ id: number, isDefaultVehicle: boolean, make: string, model: string, registration: string, vehicleType: { id: number, name: string, iconCode: string } }> } };

export type SupplierLocationsQueryVariables = Exact<{
  filter?: MapFilterInput | null | undefined;
}>;


export type SupplierLocationsQuery = { supplierLocations: Array<{ latitude: number, longitude: number, recordedAt: string, manifestId: number | null, supplier: { id: number, name: string, vehicles: Array<{ id: number, isDefaultVehicle: boolean, make: string, model: string, registration: string, vehicleType: { id: number, name: string, iconCode: string } }> } }> };

export type SupplierLocationsChangedSubscriptionVariables = Exact<{
  filter?: MapFilterInput | null | undefined;
}>;


export type SupplierLocationsChangedSubscription = { supplierLocationsChanged: Array<{ supplierId: number, supplierName: string, latitude: number, longitude: number, recordedAt: string, manifestId: number | null, vehicleTypeIds: Array<number> }> };

export type SupplierTrackQueryVariables = Exact<{
  supplierId: number;
  startDate: string;
  endDate: string;
}>;


export type SupplierTrackQuery = { supplierTrack: Array<{ latitude: number, longitude: number, recordedAt: string }> };

export type MapVehicleTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type MapVehicleTypesQuery = { vehicleTypes: Array<{ id: number, name: string, iconCode: string }> };

export type GeocodeQueryVariables = Exact<{
  query: string;
}>;


export type GeocodeQuery = { geocode: Array<{ name: string, latitude: number, longitude: number }> };

export type MapSupplierSearchQueryVariables = Exact<{
  supplierName?: string | null | undefined;
}>;


export type MapSupplierSearchQuery = { supplierSearch: Array<{ id: number, name: string }> };

export type SettingsVatCodesQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsVatCodesQuery = { vatCodes: Array<{ id: number, code: string, name: string, rate: number, isDeactivated: boolean, version: number }> };

export type CreateVatCodeMutationVariables = Exact<{
  input: VatCodeInput;
}>;


export type CreateVatCodeMutation = { createVatCode: { id: number } };

export type UpdateVatCodeMutationVariables = Exact<{
  id: number;
  input: VatCodeInput;
}>;


export type UpdateVatCodeMutation = { updateVatCode: { id: number, version: number } };

export type SettingsSupplierTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsSupplierTypesQuery = { supplierTypes: Array<{ id: number, name: string, value: SupplierTypeValue, isDeactivated: boolean, version: number }> };

export type CreateSupplierTypeMutationVariables = Exact<{
  input: SupplierTypeInput;
}>;


export type CreateSupplierTypeMutation = { createSupplierType: { id: number } };

export type UpdateSupplierTypeMutationVariables = Exact<{
  id: number;
  input: SupplierTypeInput;
}>;


export type UpdateSupplierTypeMutation = { updateSupplierType: { id: number, version: number } };

export type SettingsSupplierBillingTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsSupplierBillingTypesQuery = { supplierBillingTypes: Array<{ id: number, name: string, brandingThemeId: number | null, isDeactivated: boolean, version: number, brandingTheme: { id: number, name: string } | null }>, brandingThemes: Array<{ id: number, name: string }> };

export type CreateSupplierBillingTypeMutationVariables = Exact<{
  input: SupplierBillingTypeInput;
}>;


export type CreateSupplierBillingTypeMutation = { createSupplierBillingType: { id: number } };

export type UpdateSupplierBillingTypeMutationVariables = Exact<{
  id: number;
  input: SupplierBillingTypeInput;
}>;


export type UpdateSupplierBillingTypeMutation = { updateSupplierBillingType: { id: number, version: number } };

export type SettingsLicenceCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsLicenceCategoriesQuery = { licenceCategories: Array<{ id: number, name: string, description: string | null, isDeactivated: boolean, version: number }> };

export type CreateLicenceCategoryMutationVariables = Exact<{
  input: DescribedSettingInput;
}>;


export type CreateLicenceCategoryMutation = { createLicenceCategory: { id: number } };

export type UpdateLicenceCategoryMutationVariables = Exact<{
  id: number;
  input: DescribedSettingInput;
}>;


export type UpdateLicenceCategoryMutation = { updateLicenceCategory: { id: number, version: number } };

export type SettingsLedgerNumbersQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsLedgerNumbersQuery = { ledgerNumbers: Array<{ id: number, name: string, description: string | null, isDeactivated: boolean, version: number }> };

export type CreateLedgerNumberMutationVariables = Exact<{
  input: DescribedSettingInput;
}>;


export type CreateLedgerNumberMutation = { createLedgerNumber: { id: number } };

export type UpdateLedgerNumberMutationVariables = Exact<{
  id: number;
  input: DescribedSettingInput;
}>;


export type UpdateLedgerNumberMutation = { updateLedgerNumber: { id: number, version: number } };

export type SettingsReadOnlyListsQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsReadOnlyListsQuery = { currencies: Array<{ id: number, code: string, name: string, symbol: string }>, accountCodes: Array<{ id: number, code: string, name: string }> };

export type SettingsAtlasUsersQueryVariables = Exact<{
  username?: string | null | undefined;
  email?: string | null | undefined;
  isDeactivated?: boolean | null | undefined;
}>;


export type SettingsAtlasUsersQuery = { atlasUsers: Array<{ id: number, username: string, email: string, name: string, isAdmin: boolean, isAccounts: boolean, isManager: boolean, isDeactivated: boolean, version: number }> };

export type CreateAtlasUserMutationVariables = Exact<{
  input: AtlasUserInput;
}>;


export type CreateAtlasUserMutation = { createAtlasUser: { id: number } };

export type UpdateAtlasUserMutationVariables = Exact<{
  id: number;
  input: AtlasUserInput;
}>;


export type UpdateAtlasUserMutation = { updateAtlasUser: { id: number, version: number } };

export type ChangeAtlasUserPasswordMutationVariables = Exact<{
  id: number;
  input: AtlasUserPasswordInput;
}>;


export type ChangeAtlasUserPasswordMutation = { changeAtlasUserPassword: boolean };

export type SettingsVehicleTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsVehicleTypesQuery = { vehicleTypes: Array<{ id: number, name: string, iconCode: string, order: number, isDeactivated: boolean, version: number }> };

export type CreateVehicleTypeMutationVariables = Exact<{
  input: VehicleTypeInput;
}>;


export type CreateVehicleTypeMutation = { createVehicleType: { id: number } };

export type UpdateVehicleTypeMutationVariables = Exact<{
  id: number;
  input: VehicleTypeInput;
}>;


export type UpdateVehicleTypeMutation = { updateVehicleType: { id: number, version: number } };

export type MoveVehicleTypeMutationVariables = Exact<{
  id: number;
  direction: MoveDirection;
  version: number;
}>;


export type MoveVehicleTypeMutation = { moveVehicleType: Array<{ id: number, order: number, version: number }> };

export type SettingsWhitelistedIpsQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsWhitelistedIpsQuery = { whitelistedIpAddresses: Array<{ id: number, value: string, version: number }> };

export type CreateWhitelistedIpMutationVariables = Exact<{
  input: WhitelistedIpInput;
}>;


export type CreateWhitelistedIpMutation = { createWhitelistedIpAddress: { id: number } };

export type UpdateWhitelistedIpMutationVariables = Exact<{
  id: number;
  input: WhitelistedIpInput;
}>;


export type UpdateWhitelistedIpMutation = { updateWhitelistedIpAddress: { id: number, version: number } };

export type DeleteWhitelistedIpMutationVariables = Exact<{
  id: number;
}>;


export type DeleteWhitelistedIpMutation = { deleteWhitelistedIpAddress: boolean };

export type SettingsGlobalSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsGlobalSettingsQuery = { globalSettings: { id: number, backloadMultiplier: number, version: number } };

export type UpdateGlobalSettingsMutationVariables = Exact<{
  id: number;
  version: number;
  backloadMultiplier?: number | null | undefined;
}>;


export type UpdateGlobalSettingsMutation = { updateGlobalSettings: { id: number, backloadMultiplier: number, version: number } };

export type SettingsAdditionalChargesQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsAdditionalChargesQuery = { additionalChargeSettings: Array<{ id: number, chargeFor: string, price: number, cost: number | null, isDeactivated: boolean, version: number }> };

export type CreateAdditionalChargeMutationVariables = Exact<{
  input: AdditionalChargeInput;
}>;


export type CreateAdditionalChargeMutation = { createAdditionalCharge: { id: number } };

export type UpdateAdditionalChargeMutationVariables = Exact<{
  id: number;
  input: AdditionalChargeInput;
}>;


export type UpdateAdditionalChargeMutation = { updateAdditionalCharge: { id: number, version: number } };

export type SettingsAreaRulesQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsAreaRulesQuery = { areaRuleSettings: Array<{ id: number, name: string, order: number, postcodes: string, postcodeExclusions: string, pricePercentage: number, costPercentage: number | null, maxPrice: number | null, maxCost: number | null, vehicleTypeIds: Array<number>, isDeactivated: boolean, version: number, vehicleTypes: Array<{ id: number, name: string }> }> };

export type CreateAreaRuleMutationVariables = Exact<{
  input: AreaRuleInput;
}>;


export type CreateAreaRuleMutation = { createAreaRule: { id: number } };

export type UpdateAreaRuleMutationVariables = Exact<{
  id: number;
  input: AreaRuleInput;
}>;


export type UpdateAreaRuleMutation = { updateAreaRule: { id: number, version: number } };

export type MoveAreaRuleMutationVariables = Exact<{
  id: number;
  version: number;
  direction: MoveDirection;
}>;


export type MoveAreaRuleMutation = { moveAreaRule: Array<{ id: number, order: number, version: number }> };

export type PricingVehicleTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type PricingVehicleTypesQuery = { vehicleTypes: Array<{ id: number, name: string, order: number }> };

export type PricingCustomersQueryVariables = Exact<{ [key: string]: never; }>;


export type PricingCustomersQuery = { customers: Array<{ id: number, name: string }> };

export type SettingsPriceMatricesQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsPriceMatricesQuery = { priceMatrices: Array<{ id: number, name: string | null, matrixType: PriceMatrixType, priceIncrement: PriceMatrixIncrement, minimumPrice: number, customerId: number | null, vehicleTypeId: number, isDeactivated: boolean, version: number, vehicleType: { id: number, name: string }, rows: Array<{ id: number, from: number, to: number | null, interval: number, priceBreak: number }> }>, costingMatrices: Array<{ id: number, name: string | null, matrixType: PriceMatrixType, priceIncrement: PriceMatrixIncrement, minimumPrice: number, customerId: number | null, vehicleTypeId: number, isDeactivated: boolean, version: number, vehicleType: { id: number, name: string }, rows: Array<{ id: number, from: number, to: number | null, interval: number, priceBreak: number }> }> };

export type SettingsPriceMatrixFragment = { id: number, name: string | null, matrixType: PriceMatrixType, priceIncrement: PriceMatrixIncrement, minimumPrice: number, customerId: number | null, vehicleTypeId: number, isDeactivated: boolean, version: number, vehicleType: { id: number, name: string }, rows: Array<{ id: number, from: number, to: number | null, interval: number, priceBreak: number }> };

export type SettingsCustomerMatricesQueryVariables = Exact<{
  customerId: number;
}>;


export type SettingsCustomerMatricesQuery = { customerMatrices: Array<{ id: number, name: string | null, matrixType: PriceMatrixType, priceIncrement: PriceMatrixIncrement, minimumPrice: number, customerId: number | null, vehicleTypeId: number, isDeactivated: boolean, version: number, vehicleType: { id: number, name: string }, rows: Array<{ id: number, from: number, to: number | null, interval: number, priceBreak: number }> }> };

export type CreatePriceMatrixMutationVariables = Exact<{
  input: PriceMatrixInput;
}>;


export type CreatePriceMatrixMutation = { createPriceMatrix: { id: number } };

export type UpdatePriceMatrixMutationVariables = Exact<{
  id: number;
  input: PriceMatrixInput;
}>;


export type UpdatePriceMatrixMutation = { updatePriceMatrix: { id: number, version: number } };

export type DeletePriceMatrixMutationVariables = Exact<{
  id: number;
}>;


export type DeletePriceMatrixMutation = { deletePriceMatrix: boolean };

export type SuppliersListQueryVariables = Exact<{
  name?: string | null | undefined;
  isTrackingDisabled?: boolean | null | undefined;
  isDeactivated?: boolean | null | undefined;
}>;


export type SuppliersListQuery = { suppliers: Array<{ id: number, name: string, email: string | null, phoneNumber: string | null, mobileNumber: string | null, isDeactivated: boolean, isTrackingDisabled: boolean, supplierType: { id: number, name: string } | null, smallestVehicle: { id: number, name: string } | null }> };

export type SupplierDetailFieldsFragment = { id: number, version: number, name: string, email: string | null, secondaryEmail: string | null, splitXeroInvoices: boolean, addressLine1: string | null, addressLine2: string | null, addressLine3: string | null, town: string | null, county: string | null, postcode: string | null, phoneNumber: string | null, mobileNumber: string | null, notes: string | null, vatNumber: string | null, companyNumber: string | null, bankAccountName: string | null, bankSortCode: string | null, bankAccountNumber: string | null, isDeactivated: boolean, isTrackingDisabled: boolean, supplierType: { id: number } | null, supplierBillingType: { id: number } | null, country: { id: number } | null, licences: Array<{ id: number, validFrom: string, validTo: string, licenceCategory: { id: number } }>, vehicles: Array<{ id: number, make: string, model: string, registration: string, length: number, width: number, height: number, insuranceExpiry: string, isDefaultVehicle: boolean, vehicleType: { id: number } }>, deductions: Array<{ id: number, name: string, value: number, accountCode: { id: number }, vatCode: { id: number } }>, photos: Array<{ id: number, description: string, photoId: number }>, supplierUsers: Array<{ id: number, email: string, username: string }> };

export type SupplierDetailQueryVariables = Exact<{
  id: number;
}>;


export type SupplierDetailQuery = { supplier: { id: number, version: number, name: string, email: string | null, secondaryEmail: string | null, splitXeroInvoices: boolean, addressLine1: string | null, addressLine2: string | null, addressLine3: string | null, town: string | null, county: string | null, postcode: string | null, phoneNumber: string | null, mobileNumber: string | null, notes: string | null, vatNumber: string | null, companyNumber: string | null, bankAccountName: string | null, bankSortCode: string | null, bankAccountNumber: string | null, isDeactivated: boolean, isTrackingDisabled: boolean, supplierType: { id: number } | null, supplierBillingType: { id: number } | null, country: { id: number } | null, licences: Array<{ id: number, validFrom: string, validTo: string, licenceCategory: { id: number } }>, vehicles: Array<{ id: number, make: string, model: string, registration: string, length: number, width: number, height: number, insuranceExpiry: string, isDefaultVehicle: boolean, vehicleType: { id: number } }>, deductions: Array<{ id: number, name: string, value: number, accountCode: { id: number }, vatCode: { id: number } }>, photos: Array<{ id: number, description: string, photoId: number }>, supplierUsers: Array<{ id: number, email: string, username: string }> } };

export type SupplierLookupsQueryVariables = Exact<{ [key: string]: never; }>;


export type SupplierLookupsQuery = { supplierTypes: Array<{ id: number, name: string, value: SupplierTypeValue }>, supplierBillingTypes: Array<{ id: number, name: string }>, licenceCategories: Array<{ id: number, name: string }>, vehicleTypes: Array<{ id: number, name: string }>, accountCodes: Array<{ id: number, code: string, name: string }>, vatCodes: Array<{ id: number, code: string, name: string }>, countries: Array<{ id: number, name: string }> };

export type CreateSupplierMutationVariables = Exact<{
  input: SupplierInput;
}>;


export type CreateSupplierMutation = { createSupplier: { id: number, version: number, name: string, email: string | null, secondaryEmail: string | null, splitXeroInvoices: boolean, addressLine1: string | null, addressLine2: string | null, addressLine3: string | null, town: string | null, county: string | null, postcode: string | null, phoneNumber: string | null, mobileNumber: string | null, notes: string | null, vatNumber: string | null, companyNumber: string | null, bankAccountName: string | null, bankSortCode: string | null, bankAccountNumber: string | null, isDeactivated: boolean, isTrackingDisabled: boolean, supplierType: { id: number } | null, supplierBillingType: { id: number } | null, country: { id: number } | null, licences: Array<{ id: number, validFrom: string, validTo: string, licenceCategory: { id: number } }>, vehicles: Array<{ id: number, make: string, model: string, registration: string, length: number, width: number, height: number, insuranceExpiry: string, isDefaultVehicle: boolean, vehicleType: { id: number } }>, deductions: Array<{ id: number, name: string, value: number, accountCode: { id: number }, vatCode: { id: number } }>, photos: Array<{ id: number, description: string, photoId: number }>, supplierUsers: Array<{ id: number, email: string, username: string }> } };

export type UpdateSupplierMutationVariables = Exact<{
  id: number;
  input: SupplierInput;
}>;


export type UpdateSupplierMutation = { updateSupplier: { id: number, version: number, name: string, email: string | null, secondaryEmail: string | null, splitXeroInvoices: boolean, addressLine1: string | null, addressLine2: string | null, addressLine3: string | null, town: string | null, county: string | null, postcode: string | null, phoneNumber: string | null, mobileNumber: string | null, notes: string | null, vatNumber: string | null, companyNumber: string | null, bankAccountName: string | null, bankSortCode: string | null, bankAccountNumber: string | null, isDeactivated: boolean, isTrackingDisabled: boolean, supplierType: { id: number } | null, supplierBillingType: { id: number } | null, country: { id: number } | null, licences: Array<{ id: number, validFrom: string, validTo: string, licenceCategory: { id: number } }>, vehicles: Array<{ id: number, make: string, model: string, registration: string, length: number, width: number, height: number, insuranceExpiry: string, isDefaultVehicle: boolean, vehicleType: { id: number } }>, deductions: Array<{ id: number, name: string, value: number, accountCode: { id: number }, vatCode: { id: number } }>, photos: Array<{ id: number, description: string, photoId: number }>, supplierUsers: Array<{ id: number, email: string, username: string }> } };

export const SessionUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isAccounts"}},{"kind":"Field","name":{"kind":"Name","value":"isManager"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}}]}}]} as unknown as DocumentNode<SessionUserFragment, unknown>;
export const ConsignmentEditFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsignmentEditFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Consignment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"consignmentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"consignmentReference"}},{"kind":"Field","name":{"kind":"Name","value":"isQuote"}},{"kind":"Field","name":{"kind":"Name","value":"isDeleted"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"isFrequentConsignment"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationRequested"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceStatus"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"showCostCode"}},{"kind":"Field","name":{"kind":"Name","value":"isDeactivated"}},{"kind":"Field","name":{"kind":"Name","value":"isOverCreditLimit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmailAddress"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"customerReferenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"notesForSupplier"}},{"kind":"Field","name":{"kind":"Name","value":"notesForOffice"}},{"kind":"Field","name":{"kind":"Name","value":"notesForInvoice"}},{"kind":"Field","name":{"kind":"Name","value":"isBackload"}},{"kind":"Field","name":{"kind":"Name","value":"applyPostcodePricingRules"}},{"kind":"Field","name":{"kind":"Name","value":"calculateTimes"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"recommendedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"recommendedCost"}},{"kind":"Field","name":{"kind":"Name","value":"mileage"}},{"kind":"Field","name":{"kind":"Name","value":"totalMiles"}},{"kind":"Field","name":{"kind":"Name","value":"totalTimeInMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"routeIsEstimate"}},{"kind":"Field","name":{"kind":"Name","value":"consignmentAddresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"consignmentOrder"}},{"kind":"Field","name":{"kind":"Name","value":"manifestId"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"isScheduledStartDateAndTimeLocked"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledStartDateAndTime"}},{"kind":"Field","name":{"kind":"Name","value":"noLoadDetailsGiven"}},{"kind":"Field","name":{"kind":"Name","value":"consignmentAddressType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine3"}},{"kind":"Field","name":{"kind":"Name","value":"town"}},{"kind":"Field","name":{"kind":"Name","value":"county"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"loadDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"additionalCharges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"additionalCharge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chargeFor"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ConsignmentEditFieldsFragment, unknown>;
export const PreviewMatrixFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PreviewMatrixFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceMatrix"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"matrixType"}},{"kind":"Field","name":{"kind":"Name","value":"priceIncrement"}},{"kind":"Field","name":{"kind":"Name","value":"minimumPrice"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"priceBreak"}}]}}]}}]} as unknown as DocumentNode<PreviewMatrixFieldsFragment, unknown>;
export const ConsignmentRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsignmentRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Consignment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"consignmentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"consignmentReference"}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"isQuote"}},{"kind":"Field","name":{"kind":"Name","value":"isDeleted"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"isFrequentConsignment"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationRequested"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceStatus"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"mileage"}},{"kind":"Field","name":{"kind":"Name","value":"totalMiles"}},{"kind":"Field","name":{"kind":"Name","value":"startDateTime"}},{"kind":"Field","name":{"kind":"Name","value":"dateCreated"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"consignmentType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vehicleType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isDeactivated"}},{"kind":"Field","name":{"kind":"Name","value":"isOverCreditLimit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"consignmentAddresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"manifestId"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledStartDateAndTime"}},{"kind":"Field","name":{"kind":"Name","value":"consignmentAddressType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"shortAddress"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}}]}}]}}]}}]} as unknown as DocumentNode<ConsignmentRowFieldsFragment, unknown>;
export const SupplierOnMapFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupplierOnMapFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SupplierOnMap"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}},{"kind":"Field","name":{"kind":"Name","value":"manifestId"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"vehicles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isDefaultVehicle"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"registration"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"iconCode"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SupplierOnMapFieldsFragment, unknown>;
export const SettingsPriceMatrixFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsPriceMatrix"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceMatrix"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"matrixType"}},{"kind":"Field","name":{"kind":"Name","value":"priceIncrement"}},{"kind":"Field","name":{"kind":"Name","value":"minimumPrice"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"priceBreak"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isDeactivated"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SettingsPriceMatrixFragment, unknown>;
export const SupplierDetailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupplierDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Supplier"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supplierType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplierBillingType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"splitXeroInvoices"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine3"}},{"kind":"Field","name":{"kind":"Name","value":"town"}},{"kind":"Field","name":{"kind":"Name","value":"county"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"vatNumber"}},{"kind":"Field","name":{"kind":"Name","value":"companyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccountName"}},{"kind":"Field","name":{"kind":"Name","value":"bankSortCode"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"isDeactivated"}},{"kind":"Field","name":{"kind":"Name","value":"isTrackingDisabled"}},{"kind":"Field","name":{"kind":"Name","value":"licences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"licenceCategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vehicles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"registration"}},{"kind":"Field","name":{"kind":"Name","value":"length"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"insuranceExpiry"}},{"kind":"Field","name":{"kind":"Name","value":"isDefaultVehicle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deductions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"accountCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vatCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"photoId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplierUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<SupplierDetailFieldsFragment, unknown>;
export const CurrentUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isAccounts"}},{"kind":"Field","name":{"kind":"Name","value":"isManager"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}}]}}]} as unknown as DocumentNode<CurrentUserQuery, CurrentUserQueryVariables>;
export const AppConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productShortName"}},{"kind":"Field","name":{"kind":"Name","value":"sessionTimeoutMs"}},{"kind":"Field","name":{"kind":"Name","value":"sessionWarningMs"}},{"kind":"Field","name":{"kind":"Name","value":"mapTileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"mapTileAttribution"}},{"kind":"Field","name":{"kind":"Name","value":"mapTrafficUrl"}}]}}]}}]} as unknown as DocumentNode<AppConfigQuery, AppConfigQueryVariables>;
export const SignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"}}]}}]} as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;
export const SessionEndedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SessionEnded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionEnded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}}]} as unknown as DocumentNode<SessionEndedSubscription, SessionEndedSubscriptionVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const ConsignmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Consignment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsignmentEditFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsignmentEditFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Consignment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"consignmentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"consignmentReference"}},{"kind":"Field","name":{"kind":"Name","value":"isQuote"}},{"kind":"Field","name":{"kind":"Name","value":"isDeleted"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"isFrequentConsignment"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationRequested"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceStatus"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"showCostCode"}},{"kind":"Field","name":{"kind":"Name","value":"isDeactivated"}},{"kind":"Field","name":{"kind":"Name","value":"isOverCreditLimit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmailAddress"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"customerReferenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"notesForSupplier"}},{"kind":"Field","name":{"kind":"Name","value":"notesForOffice"}},{"kind":"Field","name":{"kind":"Name","value":"notesForInvoice"}},{"kind":"Field","name":{"kind":"Name","value":"isBackload"}},{"kind":"Field","name":{"kind":"Name","value":"applyPostcodePricingRules"}},{"kind":"Field","name":{"kind":"Name","value":"calculateTimes"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"recommendedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"recommendedCost"}},{"kind":"Field","name":{"kind":"Name","value":"mileage"}},{"kind":"Field","name":{"kind":"Name","value":"totalMiles"}},{"kind":"Field","name":{"kind":"Name","value":"totalTimeInMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"routeIsEstimate"}},{"kind":"Field","name":{"kind":"Name","value":"consignmentAddresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"consignmentOrder"}},{"kind":"Field","name":{"kind":"Name","value":"manifestId"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"isScheduledStartDateAndTimeLocked"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledStartDateAndTime"}},{"kind":"Field","name":{"kind":"Name","value":"noLoadDetailsGiven"}},{"kind":"Field","name":{"kind":"Name","value":"consignmentAddressType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine3"}},{"kind":"Field","name":{"kind":"Name","value":"town"}},{"kind":"Field","name":{"kind":"Name","value":"county"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"loadDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"additionalCharges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"additionalCharge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chargeFor"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ConsignmentQuery, ConsignmentQueryVariables>;
export const BookingLookupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingLookups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vehicleTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}}]}},{"kind":"Field","name":{"kind":"Name","value":"consignmentAddressTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"additionalCharges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chargeFor"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"isDeactivated"}}]}}]}}]} as unknown as DocumentNode<BookingLookupsQuery, BookingLookupsQueryVariables>;
export const BookingCustomersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingCustomers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchCustomers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customerName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"showCostCode"}},{"kind":"Field","name":{"kind":"Name","value":"isDeactivated"}},{"kind":"Field","name":{"kind":"Name","value":"isOverCreditLimit"}}]}}]}}]} as unknown as DocumentNode<BookingCustomersQuery, BookingCustomersQueryVariables>;
export const BookingCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"showCostCode"}},{"kind":"Field","name":{"kind":"Name","value":"isDeactivated"}},{"kind":"Field","name":{"kind":"Name","value":"isOverCreditLimit"}}]}}]}}]} as unknown as DocumentNode<BookingCustomerQuery, BookingCustomerQueryVariables>;
export const CreateConsignmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateConsignment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConsignmentInputGql"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createConsignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsignmentEditFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsignmentEditFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Consignment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"consignmentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"consignmentReference"}},{"kind":"Field","name":{"kind":"Name","value":"isQuote"}},{"kind":"Field","name":{"kind":"Name","value":"isDeleted"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"isFrequentConsignment"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationRequested"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceStatus"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"showCostCode"}},{"kind":"Field","name":{"kind":"Name","value":"isDeactivated"}},{"kind":"Field","name":{"kind":"Name","value":"isOverCreditLimit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmailAddress"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"customerReferenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"notesForSupplier"}},{"kind":"Field","name":{"kind":"Name","value":"notesForOffice"}},{"kind":"Field","name":{"kind":"Name","value":"notesForInvoice"}},{"kind":"Field","name":{"kind":"Name","value":"isBackload"}},{"kind":"Field","name":{"kind":"Name","value":"applyPostcodePricingRules"}},{"kind":"Field","name":{"kind":"Name","value":"calculateTimes"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"recommendedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"recommendedCost"}},{"kind":"Field","name":{"kind":"Name","value":"mileage"}},{"kind":"Field","name":{"kind":"Name","value":"totalMiles"}},{"kind":"Field","name":{"kind":"Name","value":"totalTimeInMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"routeIsEstimate"}},{"kind":"Field","name":{"kind":"Name","value":"consignmentAddresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"consignmentOrder"}},{"kind":"Field","name":{"kind":"Name","value":"manifestId"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"isScheduledStartDateAndTimeLocked"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledStartDateAndTime"}},{"kind":"Field","name":{"kind":"Name","value":"noLoadDetailsGiven"}},{"kind":"Field","name":{"kind":"Name","value":"consignmentAddressType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine3"}},{"kind":"Field","name":{"kind":"Name","value":"town"}},{"kind":"Field","name":{"kind":"Name","value":"county"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"loadDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"additionalCharges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"additionalCharge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chargeFor"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CreateConsignmentMutation, CreateConsignmentMutationVariables>;
export const UpdateConsignmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateConsignment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConsignmentInputGql"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateConsignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsignmentEditFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsignmentEditFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Consignment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"consignmentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"consignmentReference"}},{"kind":"Field","name":{"kind":"Name","value":"isQuote"}},{"kind":"Field","name":{"kind":"Name","value":"isDeleted"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"isFrequentConsignment"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationRequested"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceStatus"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"showCostCode"}},{"kind":"Field","name":{"kind":"Name","value":"isDeactivated"}},{"kind":"Field","name":{"kind":"Name","value":"isOverCreditLimit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmailAddress"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"costCode"}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"customerReferenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"notesForSupplier"}},{"kind":"Field","name":{"kind":"Name","value":"notesForOffice"}},{"kind":"Field","name":{"kind":"Name","value":"notesForInvoice"}},{"kind":"Field","name":{"kind":"Name","value":"isBackload"}},{"kind":"Field","name":{"kind":"Name","value":"applyPostcodePricingRules"}},{"kind":"Field","name":{"kind":"Name","value":"calculateTimes"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"recommendedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"recommendedCost"}},{"kind":"Field","name":{"kind":"Name","value":"mileage"}},{"kind":"Field","name":{"kind":"Name","value":"totalMiles"}},{"kind":"Field","name":{"kind":"Name","value":"totalTimeInMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"routeIsEstimate"}},{"kind":"Field","name":{"kind":"Name","value":"consignmentAddresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"consignmentOrder"}},{"kind":"Field","name":{"kind":"Name","value":"manifestId"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"isScheduledStartDateAndTimeLocked"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledStartDateAndTime"}},{"kind":"Field","name":{"kind":"Name","value":"noLoadDetailsGiven"}},{"kind":"Field","name":{"kind":"Name","value":"consignmentAddressType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine3"}},{"kind":"Field","name":{"kind":"Name","value":"town"}},{"kind":"Field","name":{"kind":"Name","value":"county"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"loadDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"additionalCharges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"additionalCharge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chargeFor"}}]}}]}}]}}]}}]} as unknown as DocumentNode<UpdateConsignmentMutation, UpdateConsignmentMutationVariables>;
export const DeleteConsignmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteConsignment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteConsignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isDeleted"}}]}}]}}]} as unknown as DocumentNode<DeleteConsignmentMutation, DeleteConsignmentMutationVariables>;
export const RequestConsignmentCancellationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestConsignmentCancellation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestConsignmentCancellation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationRequested"}}]}}]}}]} as unknown as DocumentNode<RequestConsignmentCancellationMutation, RequestConsignmentCancellationMutationVariables>;
export const ConsignmentChangeLogsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsignmentChangeLogs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consignmentChangeLogs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}}]}}]} as unknown as DocumentNode<ConsignmentChangeLogsQuery, ConsignmentChangeLogsQueryVariables>;
export const EmailConsignmentReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmailConsignmentReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"consignmentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subject"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"body"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"showPrice"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailConsignmentReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"consignmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"consignmentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"subject"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subject"}}},{"kind":"Argument","name":{"kind":"Name","value":"body"},"value":{"kind":"Variable","name":{"kind":"Name","value":"body"}}},{"kind":"Argument","name":{"kind":"Name","value":"showPrice"},"value":{"kind":"Variable","name":{"kind":"Name","value":"showPrice"}}}]}]}}]} as unknown as DocumentNode<EmailConsignmentReportMutation, EmailConsignmentReportMutationVariables>;
export const BookingAddressesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingAddresses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchCustomerAddresses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine3"}},{"kind":"Field","name":{"kind":"Name","value":"town"}},{"kind":"Field","name":{"kind":"Name","value":"county"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"shortAddress"}}]}}]}}]} as unknown as DocumentNode<BookingAddressesQuery, BookingAddressesQueryVariables>;
export const BookingGeocodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingGeocode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"geocode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]}}]} as unknown as DocumentNode<BookingGeocodeQuery, BookingGeocodeQueryVariables>;
export const PricingLookupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PricingLookups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceMatrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PreviewMatrixFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"areaAdditionalChargeRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"postcodes"}},{"kind":"Field","name":{"kind":"Name","value":"postcodeExclusions"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleTypeIds"}},{"kind":"Field","name":{"kind":"Name","value":"pricePercentage"}},{"kind":"Field","name":{"kind":"Name","value":"maxPrice"}},{"kind":"Field","name":{"kind":"Name","value":"costPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"maxCost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"globalSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backloadMultiplier"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PreviewMatrixFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceMatrix"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"matrixType"}},{"kind":"Field","name":{"kind":"Name","value":"priceIncrement"}},{"kind":"Field","name":{"kind":"Name","value":"minimumPrice"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"priceBreak"}}]}}]}}]} as unknown as DocumentNode<PricingLookupsQuery, PricingLookupsQueryVariables>;
export const PreviewCustomerMatricesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PreviewCustomerMatrices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerMatrices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PreviewMatrixFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PreviewMatrixFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceMatrix"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"matrixType"}},{"kind":"Field","name":{"kind":"Name","value":"priceIncrement"}},{"kind":"Field","name":{"kind":"Name","value":"minimumPrice"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"priceBreak"}}]}}]}}]} as unknown as DocumentNode<PreviewCustomerMatricesQuery, PreviewCustomerMatricesQueryVariables>;
export const PreviewCostingMatricesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PreviewCostingMatrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"costingMatrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PreviewMatrixFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PreviewMatrixFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceMatrix"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"matrixType"}},{"kind":"Field","name":{"kind":"Name","value":"priceIncrement"}},{"kind":"Field","name":{"kind":"Name","value":"minimumPrice"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"priceBreak"}}]}}]}}]} as unknown as DocumentNode<PreviewCostingMatricesQuery, PreviewCostingMatricesQueryVariables>;
export const ConsignmentSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsignmentSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConsignmentSearchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consignments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsignmentRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsignmentRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Consignment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"consignmentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"consignmentReference"}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"isQuote"}},{"kind":"Field","name":{"kind":"Name","value":"isDeleted"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"isFrequentConsignment"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationRequested"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceStatus"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"mileage"}},{"kind":"Field","name":{"kind":"Name","value":"totalMiles"}},{"kind":"Field","name":{"kind":"Name","value":"startDateTime"}},{"kind":"Field","name":{"kind":"Name","value":"dateCreated"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"consignmentType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vehicleType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isDeactivated"}},{"kind":"Field","name":{"kind":"Name","value":"isOverCreditLimit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"consignmentAddresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"manifestId"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledStartDateAndTime"}},{"kind":"Field","name":{"kind":"Name","value":"consignmentAddressType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"shortAddress"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}}]}}]}}]}}]} as unknown as DocumentNode<ConsignmentSearchQuery, ConsignmentSearchQueryVariables>;
export const ControlScreenLookupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ControlScreenLookups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vehicleTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}}]}},{"kind":"Field","name":{"kind":"Name","value":"consignmentControlScreenColumns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]}}]} as unknown as DocumentNode<ControlScreenLookupsQuery, ControlScreenLookupsQueryVariables>;
export const CopyConsignmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CopyConsignment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"copyConsignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CopyConsignmentMutation, CopyConsignmentMutationVariables>;
export const AuthenticateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Authenticate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AuthenticateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authenticate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isAccounts"}},{"kind":"Field","name":{"kind":"Name","value":"isManager"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}}]}}]} as unknown as DocumentNode<AuthenticateMutation, AuthenticateMutationVariables>;
export const SupplierLocationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupplierLocations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MapFilterInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supplierLocations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SupplierOnMapFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupplierOnMapFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SupplierOnMap"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}},{"kind":"Field","name":{"kind":"Name","value":"manifestId"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"vehicles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isDefaultVehicle"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"registration"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"iconCode"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SupplierLocationsQuery, SupplierLocationsQueryVariables>;
export const SupplierLocationsChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SupplierLocationsChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MapFilterInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supplierLocationsChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}},{"kind":"Field","name":{"kind":"Name","value":"manifestId"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleTypeIds"}}]}}]}}]} as unknown as DocumentNode<SupplierLocationsChangedSubscription, SupplierLocationsChangedSubscriptionVariables>;
export const SupplierTrackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupplierTrack"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"supplierId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supplierTrack"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"supplierId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"supplierId"}}},{"kind":"Argument","name":{"kind":"Name","value":"startDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"endDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}}]}}]}}]} as unknown as DocumentNode<SupplierTrackQuery, SupplierTrackQueryVariables>;
export const MapVehicleTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MapVehicleTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vehicleTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"iconCode"}}]}}]}}]} as unknown as DocumentNode<MapVehicleTypesQuery, MapVehicleTypesQueryVariables>;
export const GeocodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Geocode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"geocode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]}}]} as unknown as DocumentNode<GeocodeQuery, GeocodeQueryVariables>;
export const MapSupplierSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MapSupplierSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"supplierName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supplierSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"supplierName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"supplierName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<MapSupplierSearchQuery, MapSupplierSearchQueryVariables>;
export const SettingsVatCodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsVatCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vatCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"all"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"isDeactivated"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<SettingsVatCodesQuery, SettingsVatCodesQueryVariables>;
export const CreateVatCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateVatCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VatCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createVatCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateVatCodeMutation, CreateVatCodeMutationVariables>;
export const UpdateVatCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateVatCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VatCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateVatCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<UpdateVatCodeMutation, UpdateVatCodeMutationVariables>;
export const SettingsSupplierTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsSupplierTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supplierTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"all"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"isDeactivated"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<SettingsSupplierTypesQuery, SettingsSupplierTypesQueryVariables>;
export const CreateSupplierTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSupplierType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SupplierTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSupplierType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateSupplierTypeMutation, CreateSupplierTypeMutationVariables>;
export const UpdateSupplierTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSupplierType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SupplierTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSupplierType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<UpdateSupplierTypeMutation, UpdateSupplierTypeMutationVariables>;
export const SettingsSupplierBillingTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsSupplierBillingTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supplierBillingTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"all"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brandingThemeId"}},{"kind":"Field","name":{"kind":"Name","value":"brandingTheme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isDeactivated"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brandingThemes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SettingsSupplierBillingTypesQuery, SettingsSupplierBillingTypesQueryVariables>;
export const CreateSupplierBillingTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSupplierBillingType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SupplierBillingTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSupplierBillingType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateSupplierBillingTypeMutation, CreateSupplierBillingTypeMutationVariables>;
export const UpdateSupplierBillingTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSupplierBillingType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SupplierBillingTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSupplierBillingType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<UpdateSupplierBillingTypeMutation, UpdateSupplierBillingTypeMutationVariables>;
export const SettingsLicenceCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsLicenceCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"licenceCategories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"all"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isDeactivated"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<SettingsLicenceCategoriesQuery, SettingsLicenceCategoriesQueryVariables>;
export const CreateLicenceCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateLicenceCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DescribedSettingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLicenceCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateLicenceCategoryMutation, CreateLicenceCategoryMutationVariables>;
export const UpdateLicenceCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLicenceCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DescribedSettingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLicenceCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<UpdateLicenceCategoryMutation, UpdateLicenceCategoryMutationVariables>;
export const SettingsLedgerNumbersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsLedgerNumbers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ledgerNumbers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"all"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isDeactivated"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<SettingsLedgerNumbersQuery, SettingsLedgerNumbersQueryVariables>;
export const CreateLedgerNumberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateLedgerNumber"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DescribedSettingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLedgerNumber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateLedgerNumberMutation, CreateLedgerNumberMutationVariables>;
export const UpdateLedgerNumberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLedgerNumber"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DescribedSettingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLedgerNumber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<UpdateLedgerNumberMutation, UpdateLedgerNumberMutationVariables>;
export const SettingsReadOnlyListsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsReadOnlyLists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accountCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SettingsReadOnlyListsQuery, SettingsReadOnlyListsQueryVariables>;
export const SettingsAtlasUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsAtlasUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isDeactivated"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atlasUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"isDeactivated"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isDeactivated"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isAccounts"}},{"kind":"Field","name":{"kind":"Name","value":"isManager"}},{"kind":"Field","name":{"kind":"Name","value":"isDeactivated"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<SettingsAtlasUsersQuery, SettingsAtlasUsersQueryVariables>;
export const CreateAtlasUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAtlasUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AtlasUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAtlasUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateAtlasUserMutation, CreateAtlasUserMutationVariables>;
export const UpdateAtlasUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAtlasUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AtlasUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAtlasUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<UpdateAtlasUserMutation, UpdateAtlasUserMutationVariables>;
export const ChangeAtlasUserPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeAtlasUserPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AtlasUserPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeAtlasUserPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ChangeAtlasUserPasswordMutation, ChangeAtlasUserPasswordMutationVariables>;
export const SettingsVehicleTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsVehicleTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vehicleTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"all"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"iconCode"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"isDeactivated"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<SettingsVehicleTypesQuery, SettingsVehicleTypesQueryVariables>;
export const CreateVehicleTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateVehicleType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VehicleTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createVehicleType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateVehicleTypeMutation, CreateVehicleTypeMutationVariables>;
export const UpdateVehicleTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateVehicleType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VehicleTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateVehicleType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<UpdateVehicleTypeMutation, UpdateVehicleTypeMutationVariables>;
export const MoveVehicleTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveVehicleType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MoveDirection"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveVehicleType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<MoveVehicleTypeMutation, MoveVehicleTypeMutationVariables>;
export const SettingsWhitelistedIpsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsWhitelistedIps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"whitelistedIpAddresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<SettingsWhitelistedIpsQuery, SettingsWhitelistedIpsQueryVariables>;
export const CreateWhitelistedIpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWhitelistedIp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WhitelistedIpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWhitelistedIpAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateWhitelistedIpMutation, CreateWhitelistedIpMutationVariables>;
export const UpdateWhitelistedIpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateWhitelistedIp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WhitelistedIpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWhitelistedIpAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<UpdateWhitelistedIpMutation, UpdateWhitelistedIpMutationVariables>;
export const DeleteWhitelistedIpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWhitelistedIp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWhitelistedIpAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteWhitelistedIpMutation, DeleteWhitelistedIpMutationVariables>;
export const SettingsGlobalSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsGlobalSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"globalSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"backloadMultiplier"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<SettingsGlobalSettingsQuery, SettingsGlobalSettingsQueryVariables>;
export const UpdateGlobalSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateGlobalSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"backloadMultiplier"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateGlobalSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"backloadMultiplier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"backloadMultiplier"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"backloadMultiplier"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<UpdateGlobalSettingsMutation, UpdateGlobalSettingsMutationVariables>;
export const SettingsAdditionalChargesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsAdditionalCharges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"additionalChargeSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"all"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chargeFor"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"isDeactivated"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<SettingsAdditionalChargesQuery, SettingsAdditionalChargesQueryVariables>;
export const CreateAdditionalChargeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAdditionalCharge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdditionalChargeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAdditionalCharge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateAdditionalChargeMutation, CreateAdditionalChargeMutationVariables>;
export const UpdateAdditionalChargeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAdditionalCharge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdditionalChargeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAdditionalCharge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<UpdateAdditionalChargeMutation, UpdateAdditionalChargeMutationVariables>;
export const SettingsAreaRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsAreaRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"areaRuleSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"all"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"postcodes"}},{"kind":"Field","name":{"kind":"Name","value":"postcodeExclusions"}},{"kind":"Field","name":{"kind":"Name","value":"pricePercentage"}},{"kind":"Field","name":{"kind":"Name","value":"costPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"maxPrice"}},{"kind":"Field","name":{"kind":"Name","value":"maxCost"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleTypeIds"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isDeactivated"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<SettingsAreaRulesQuery, SettingsAreaRulesQueryVariables>;
export const CreateAreaRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAreaRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AreaRuleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAreaRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateAreaRuleMutation, CreateAreaRuleMutationVariables>;
export const UpdateAreaRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAreaRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AreaRuleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAreaRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<UpdateAreaRuleMutation, UpdateAreaRuleMutationVariables>;
export const MoveAreaRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveAreaRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MoveDirection"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveAreaRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<MoveAreaRuleMutation, MoveAreaRuleMutationVariables>;
export const PricingVehicleTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PricingVehicleTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vehicleTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}}]}}]}}]} as unknown as DocumentNode<PricingVehicleTypesQuery, PricingVehicleTypesQueryVariables>;
export const PricingCustomersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PricingCustomers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"isDeactivated"},"value":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PricingCustomersQuery, PricingCustomersQueryVariables>;
export const SettingsPriceMatricesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsPriceMatrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceMatrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsPriceMatrix"}}]}},{"kind":"Field","name":{"kind":"Name","value":"costingMatrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsPriceMatrix"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsPriceMatrix"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceMatrix"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"matrixType"}},{"kind":"Field","name":{"kind":"Name","value":"priceIncrement"}},{"kind":"Field","name":{"kind":"Name","value":"minimumPrice"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"priceBreak"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isDeactivated"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SettingsPriceMatricesQuery, SettingsPriceMatricesQueryVariables>;
export const SettingsCustomerMatricesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsCustomerMatrices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerMatrices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsPriceMatrix"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsPriceMatrix"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceMatrix"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"matrixType"}},{"kind":"Field","name":{"kind":"Name","value":"priceIncrement"}},{"kind":"Field","name":{"kind":"Name","value":"minimumPrice"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"priceBreak"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isDeactivated"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SettingsCustomerMatricesQuery, SettingsCustomerMatricesQueryVariables>;
export const CreatePriceMatrixDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePriceMatrix"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PriceMatrixInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPriceMatrix"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreatePriceMatrixMutation, CreatePriceMatrixMutationVariables>;
export const UpdatePriceMatrixDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePriceMatrix"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PriceMatrixInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePriceMatrix"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<UpdatePriceMatrixMutation, UpdatePriceMatrixMutationVariables>;
export const DeletePriceMatrixDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePriceMatrix"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePriceMatrix"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeletePriceMatrixMutation, DeletePriceMatrixMutationVariables>;
export const SuppliersListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SuppliersList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isTrackingDisabled"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isDeactivated"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suppliers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"isTrackingDisabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isTrackingDisabled"}}},{"kind":"Argument","name":{"kind":"Name","value":"isDeactivated"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isDeactivated"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"isDeactivated"}},{"kind":"Field","name":{"kind":"Name","value":"isTrackingDisabled"}},{"kind":"Field","name":{"kind":"Name","value":"supplierType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"smallestVehicle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<SuppliersListQuery, SuppliersListQueryVariables>;
export const SupplierDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupplierDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supplier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SupplierDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupplierDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Supplier"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supplierType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplierBillingType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"splitXeroInvoices"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine3"}},{"kind":"Field","name":{"kind":"Name","value":"town"}},{"kind":"Field","name":{"kind":"Name","value":"county"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"vatNumber"}},{"kind":"Field","name":{"kind":"Name","value":"companyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccountName"}},{"kind":"Field","name":{"kind":"Name","value":"bankSortCode"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"isDeactivated"}},{"kind":"Field","name":{"kind":"Name","value":"isTrackingDisabled"}},{"kind":"Field","name":{"kind":"Name","value":"licences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"licenceCategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vehicles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"registration"}},{"kind":"Field","name":{"kind":"Name","value":"length"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"insuranceExpiry"}},{"kind":"Field","name":{"kind":"Name","value":"isDefaultVehicle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deductions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"accountCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vatCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"photoId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplierUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<SupplierDetailQuery, SupplierDetailQueryVariables>;
export const SupplierLookupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupplierLookups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supplierTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplierBillingTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"licenceCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vehicleTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accountCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vatCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SupplierLookupsQuery, SupplierLookupsQueryVariables>;
export const CreateSupplierDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSupplier"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SupplierInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSupplier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SupplierDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupplierDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Supplier"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supplierType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplierBillingType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"splitXeroInvoices"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine3"}},{"kind":"Field","name":{"kind":"Name","value":"town"}},{"kind":"Field","name":{"kind":"Name","value":"county"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"vatNumber"}},{"kind":"Field","name":{"kind":"Name","value":"companyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccountName"}},{"kind":"Field","name":{"kind":"Name","value":"bankSortCode"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"isDeactivated"}},{"kind":"Field","name":{"kind":"Name","value":"isTrackingDisabled"}},{"kind":"Field","name":{"kind":"Name","value":"licences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"licenceCategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vehicles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"registration"}},{"kind":"Field","name":{"kind":"Name","value":"length"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"insuranceExpiry"}},{"kind":"Field","name":{"kind":"Name","value":"isDefaultVehicle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deductions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"accountCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vatCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"photoId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplierUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<CreateSupplierMutation, CreateSupplierMutationVariables>;
export const UpdateSupplierDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSupplier"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SupplierInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSupplier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SupplierDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupplierDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Supplier"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supplierType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplierBillingType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"splitXeroInvoices"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine3"}},{"kind":"Field","name":{"kind":"Name","value":"town"}},{"kind":"Field","name":{"kind":"Name","value":"county"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"vatNumber"}},{"kind":"Field","name":{"kind":"Name","value":"companyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccountName"}},{"kind":"Field","name":{"kind":"Name","value":"bankSortCode"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"isDeactivated"}},{"kind":"Field","name":{"kind":"Name","value":"isTrackingDisabled"}},{"kind":"Field","name":{"kind":"Name","value":"licences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"licenceCategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vehicles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"registration"}},{"kind":"Field","name":{"kind":"Name","value":"length"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"insuranceExpiry"}},{"kind":"Field","name":{"kind":"Name","value":"isDefaultVehicle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deductions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"accountCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vatCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"photoId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplierUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<UpdateSupplierMutation, UpdateSupplierMutationVariables>;