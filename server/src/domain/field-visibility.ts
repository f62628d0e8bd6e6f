/**
 * THE field-visibility table (issue 20 item 2): which callers may read each field of each GraphQL type,
 * declared once. The schema enforces it where each field is resolved (policy/field-visibility.ts), the
 * SQL read models blank what a caller may not read (graphql/projection.ts), and change logs show only
 * the changes of fields the caller may read. field-visibility.test.ts walks the whole schema from each
 * role's root fields and fails when a field it reaches has no entry here.
 *
 * Audiences:
 * - all: anyone who may reach the type (the root field and the relations decide who that is);
 * - office: office users and office API keys;
 * - notDriver: office and customers (customer prices, behaviour.md "Booking / Addresses and load details"; drivers never see them);
 * - selfOrOffice: office, or the user the row is (a customer sees another user's id and name only);
 * - ownSupplierOrOffice: office, or a driver of the supplier the row is (a customer sees a supplier's id
 *   and name only: no bank details, VAT number, notes or driver logins).
 */
export type Audience = 'all' | 'office' | 'notDriver' | 'selfOrOffice' | 'ownSupplierOrOffice';

/** Who is reading: the caller's role and what it is (no ORM here: the client shares this file). */
export interface Viewer {
  role: 'OFFICE' | 'CUSTOMER' | 'SUPPLIER';
  userId?: number;
  supplierId?: number | null;
}

/** A type's fields by audience, each list as space-separated names. */
type Declared = Partial<Record<Audience, string>>;

const LOOKUP: Declared = { all: 'id name' };

/** Types a customer, a driver or a customer's key can reach: every field is named. */
const DECLARED: Record<string, Declared> = {
  ConsignmentType: { all: 'id name shortName' },
  ConsignmentAddressType: LOOKUP,
  ConsignmentFrequency: LOOKUP,
  WeekDay: { all: 'id isoDay name' },
  Country: { all: 'code id name' },
  ConsignmentControlScreenColumn: { all: 'id isDefault key name order' },
  VehicleType: { all: 'capacity iconCode id isDeactivated name order version' },
  AppConfig: { all: 'mapTileAttribution mapTileUrl mapTrafficUrl productShortName sessionTimeoutMs sessionWarningMs' },
  AuthPayload: { all: 'expiresAt token user' },
  // Id and name: what a customer sees of another user (a booker on the control screen, behaviour.md "Booking / Consignment lifecycle" CreatedBy).
  User: { all: 'id name', selfOrOffice: 'atlasUserRoleIds customerId email isAccounts isAdmin isDeactivated isManager role supplierId username version' },
  Customer: {
    all: `addresses autoEmailOnCollection autoEmailOnCreate autoEmailOnDelivery bookingEmailAddress consignmentControlScreenColumns contacts
      costCentre customerAccountTypeId id isDeactivated isOnStop isPONumberRequired isProFormaAccountCustomer lastConsignmentBookedDate
      name nameShownOnInvoice parentId phoneNumber preventConsignmentWithoutCostCode preventConsignmentWithoutPONumber showCostCode sla useContactEmail version`,
    office: 'creditLimit customerUsers isOverCreditLimit ledgerNumber notes outstandingBalance vatCode xeroOrganisation',
  },
  Address: { all: 'addressLine1 addressLine2 addressLine3 companyName country countryId county id latitude longitude postcode shortAddress town' },
  ColumnSetting: { all: 'column isVisible order' },
  Contact: { all: 'email id name phone' },
  CustomerUser: { all: 'email id' },
  LedgerNumber: { all: 'description id isDeactivated name version' },
  VatCode: { all: 'code id isDeactivated name rate version' },
  XeroOrganisation: { all: 'id isDefault name tenantId' },
  AdditionalCharge: { all: 'chargeFor id isDeactivated version', notDriver: 'price', office: 'cost' },
  AreaAdditionalChargeRule: { all: 'id isDeactivated name order postcodeExclusions postcodes vehicleTypeIds vehicleTypes version', notDriver: 'maxPrice pricePercentage', office: 'costPercentage maxCost' },
  GlobalSettings: { all: 'backloadMultiplier defaultTransportExchangeSupplierId id version' },
  PriceMatrix: { all: 'customerId id isDeactivated matrixType name priceIncrement vehicleType vehicleTypeId version', notDriver: 'minimumPrice rows' },
  PriceMatrixRow: { all: 'from id interval to', notDriver: 'priceBreak' },
  GeocodeResult: { all: 'latitude longitude name' },
  SupplierOnMap: { all: 'latitude longitude manifestId recordedAt supplier' },
  Supplier: {
    all: 'id name',
    ownSupplierOrOffice: `addressLine1 addressLine2 addressLine3 bankAccountName bankAccountNumber bankSortCode companyNumber country county deductions
      email isDeactivated isEmployed isSelfBilling isTrackingDisabled licences mobileNumber notes phoneNumber photos postcode secondaryEmail
      smallestVehicle splitXeroInvoices supplierBillingType supplierType supplierUsers town vatNumber vehicles version`,
  },
  Deduction: { all: 'accountCode id name value vatCode' },
  AccountCode: { all: 'code id name' },
  SupplierLicence: { all: 'id licenceCategory validFrom validTo' },
  LicenceCategory: { all: 'description id isDeactivated name version' },
  SupplierPhoto: { all: 'description id photoId supplierId' },
  SupplierBillingType: { all: 'brandingTheme brandingThemeId id isDeactivated name version' },
  BrandingTheme: { all: 'externalId id name' },
  SupplierType: { all: 'id isDeactivated isEmployed isSelfBilling name value version' },
  SupplierUser: { all: 'email id username' },
  Vehicle: { all: 'height id insuranceExpiry isDefaultVehicle length make model registration vehicleType width' },
  CarrierLocation: { all: 'latitude longitude manifestId manifestNumber recordedAt supplierId supplierName' },
  Consignment: {
    all: `additionalCharges applyPostcodePricingRules bookingContact calculateTimes cancellationRequested consignmentAddresses consignmentFrequencySettings
      consignmentNumber consignmentReference consignmentType contactEmailAddress contactName contactPhoneNumber costCode createdBy customer customerBranch
      customerId customerInvoiceId customerReference customerReferenceNumber dateCreated dateModified frequentConsignmentTemplateId frequentDate holdInvoice
      id ignoreProfitMargin invoiceDate invoiceNumber invoiceStatus isBackload isCompleted isDeleted isFrequentConsignment isManuallyMarkedInvoiceable
      isQuote isWebBooking manifestChangesRequired mileage notesForInvoice notesForSupplier notifyRecipients optimiseStops paid poNumber price priceManuallySet
      recommendedPrice routeIsEstimate startDateTime supplier totalLoadedMiles totalMiles totalTimeInMinutes vehicleType version`,
    office: 'cost costManuallySet notesForOffice recommendedCost',
  },
  ConsignmentCharge: { all: 'additionalCharge description id', notDriver: 'price', office: 'cost' },
  ConsignmentAddress: {
    all: `additionalCharges address arrivalTime completionTime consignmentAddressType consignmentId consignmentNumber consignmentOrder contactEmailAddress contactPhoneNumber estimatedStartDateAndTime eta goodsPhotos
      hasArrived id isCompleted isLate isOnRoute isScheduledStartDateAndTimeLocked loadDetails manifestId manifestOrder noLoadDetailsGiven noPaperworkProvided
      notesFromSupplier paperworkPhotos rowVersion scheduledStartDateAndTime scheduledStartToDateAndTime signatureFileName signatureName startTime timed`,
  },
  TrackingLink: { all: 'consignmentId createdAt id revokedAt' },
  IssuedTrackingLinkPayload: { all: 'link path token' },
  ConsignmentAddressCharge: { all: 'additionalCharge chargeFor id', notDriver: 'price', office: 'cost' },
  LoadDetail: { all: 'barcodeFileName description id quantity' },
  ConsignmentFrequencySettings: { all: 'consignmentFrequency id startDate weekDays' },
  ConsignmentChangeLog: { all: 'action changes createdAt id userName' },
  FieldChange: { all: 'field from to' },
  ConsignmentChangedEvent: { all: 'action consignmentId customerId' },
  SessionEnded: { all: 'userId' },
  Event: { all: 'action arrivalTime completionTime consignmentAddressId consignmentId consignmentNumber cursor customerInvoiceId hasArrived invoiceNumber isCompleted isOnRoute manifestId occurredAt proofOfDeliveryUrl startTime type' },
  // Connections (cursor pages of a list): what a page holds is its nodes' own visibility.
  EventConnection: { all: 'edges nodes pageInfo' },
  EventEdge: { all: 'cursor node' },
  ConsignmentConnection: { all: 'edges nodes pageInfo' },
  ConsignmentEdge: { all: 'cursor node' },
  ManifestConnection: { all: 'edges nodes pageInfo' },
  ManifestEdge: { all: 'cursor node' },
  // Webhooks: what an endpoint's registrant (an admin, or a key with the webhooks scope) reads of its own endpoints.
  Webhook: { all: 'createdAt description disabledReason enabled events failingSince id url' },
  WebhookDelivery: { all: 'attempts createdAt deliveredAt eventType firstAttemptAt id lastError lastStatusCode messageId nextAttemptAt status' },
  CreatedWebhook: { all: 'secret webhook' },
  PageInfo: { all: 'endCursor hasNextPage' },
  StopProgressEvent: { all: 'arrivalTime completionTime consignmentAddressId consignmentId hasArrived isCompleted isOnRoute manifestId startTime' },
  TrackPoint: { all: 'latitude longitude recordedAt' },
  TrackLine: { all: 'latitudes longitudes times' },
  // A driver's own manifests (the driver app): what the supplier is paid is theirs to see; the customer's price is not.
  Manifest: {
    all: `acknowledgedTime calculateTimes calculatedCost consignmentAddresses consignments cost costManuallySet currency dateCreated dateModified
      formattedLastDeliveryAddress holdInvoice id invoiceReference invoiceStatus isAcknowledged isDeleted isSent manifestNumber numberOfConsignmentAddresses
      startDateTime startDeliveryDate statusColour supplier supplierId supplierInvoiceId totalMiles totalTimeInMinutes transportExchangeManifests vehicleType version`,
  },
  ManifestConsignment: { all: 'consignmentNumber contactEmailAddress customerBranch customerId customerName id isBackload notesForSupplier', office: 'price' },
  ManifestStatusColour: { all: 'hexCode name' },
  TransportExchangeManifest: { all: 'dateCreated externalReference id isRemoved logs notes tailLift timed' },
  TransportExchangeManifestLog: { all: 'action createdAt id message' },
  SupplierPosition: { all: 'latitude longitude manifestId recordedAt supplierId supplierName vehicleTypeIds' },
  // The booking screen's route before the first save (issue 19 item 7) and the bulk import (issue 25 item 6):
  // a customer reads its own, whole.
  RouteEstimate: { all: 'isEstimate miles minutes' },
  BookingImport: { all: 'asQuotes bookedCount chosenCount createdAt customerId failure fileName headings id mapping processedCount refusedCount repeated rowCount status validCount' },
  BookingImportMappingEntry: { all: 'field heading' },
  BookingImportRow: { all: 'cells chosen consignmentId consignmentNumber errors outcome rowNumber' },
  BookingImportRowError: { all: 'column message' },
};

/**
 * Types only office callers reach (settings, reports, accounts, planning): office users read every field.
 * field-visibility.test.ts fails when a customer, a driver or a customer's key can reach one of them,
 * which is when its fields need naming above.
 */
export const OFFICE_TYPES: ReadonlySet<string> = new Set([
  'AccountsConsignment', 'AccountsManifest', 'ApiKey', 'AtlasUserRole', 'CreditLine', 'Currency', 'CustomerAccountType', 'CustomerInvoice', 'CustomerInvoiceConnection', 'CustomerInvoiceEdge', 'CustomerNotificationSettings',
  'InvoiceDelivery', 'InvoiceDeliveryOption', 'InvoiceSetupOption', 'InvoicingEvent', 'InvoicingScheduledPayload', 'IssuedApiKeyPayload', 'ManifestChangeLog',
  'DayPlan', 'ManifestChangedEvent', 'ManifestOrderProposal', 'PlannedRun', 'PlannedStop', 'UnplannedStop', 'ManifestRoute', 'MatrixPriceIncrement', 'MatrixType', 'NotificationPreview', 'NotificationTemplate', 'PaymentTermStartOption', 'PendingConfirmation', 'PodApproval',
  'ProfitabilityLine', 'ProfitabilityReport', 'ProfitabilityTotals', 'RouteLeg', 'RoutePoint', 'RunProgress', 'SimpleProfitabilityLine',
  'SimpleProfitabilityReport', 'SimpleProfitabilityTotals', 'StopOrderFigures', 'SupplierEarnings', 'UserIpLog', 'WhitelistedIpAddress',
]);

/**
 * The change log (behaviour.md "Booking / Change log" ConsignmentChangeLogs) labels its changes as a person reads them
 * (consignments/consignment.change-log.ts snapshot). A change shows to whoever may read the field it is
 * about, named here as a field of the table above; a label with an audience of its own says so. Labels
 * not listed are about fields everyone who sees the consignment reads.
 */
const CHANGE_LOG: Record<string, readonly [string, string] | Audience> = {
  Cost: ['Consignment', 'cost'],
  'Notes for office': ['Consignment', 'notesForOffice'],
  Price: ['Consignment', 'price'],
  // Which supplier had the job before is the office's business; a customer sees the current one on the consignment.
  Supplier: 'office',
};

/** Who may read a change-log change with this label (`Charge <name>`: that charge's price). */
export function changeAudience(label: string): Audience {
  const entry = label.startsWith('Charge ') ? (['ConsignmentCharge', 'price'] as const) : CHANGE_LOG[label];
  if (!entry) return 'all';
  return typeof entry === 'string' ? entry : audienceOf(entry[0], entry[1]) ?? 'office';
}

/** Type -> field -> audience, as declared. */
export const FIELD_VISIBILITY: Readonly<Record<string, Readonly<Record<string, Audience>>>> = Object.fromEntries(
  Object.entries(DECLARED).map(([type, declared]) => [
    type,
    Object.fromEntries(Object.entries(declared).flatMap(([audience, names]) => names!.split(/\s+/).filter(Boolean).map((name) => [name, audience as Audience]))),
  ]),
);

/** The audience of a field: as declared, or office for the office-only types; undefined when undeclared. */
export function audienceOf(type: string, field: string): Audience | undefined {
  return FIELD_VISIBILITY[type]?.[field] ?? (OFFICE_TYPES.has(type) ? 'office' : undefined);
}

/**
 * Whether the viewer may read a field of that audience on this row. `row` is what the row is, for the
 * audiences that depend on it (a user's id, a supplier's id); without it those count as not the viewer's.
 */
export function mayRead(audience: Audience, viewer: Viewer | undefined, row?: { id?: number }): boolean {
  if (audience === 'all') return true;
  if (!viewer) return false;
  if (viewer.role === 'OFFICE') return true;
  switch (audience) {
    case 'notDriver':
      return viewer.role === 'CUSTOMER';
    case 'selfOrOffice':
      return row?.id !== undefined && row.id === viewer.userId;
    case 'ownSupplierOrOffice':
      return viewer.role === 'SUPPLIER' && row?.id !== undefined && row.id === viewer.supplierId;
    default:
      return false;
  }
}
