import { ApiKey, ApiKeyUse } from '../modules/api-keys/api-key.entity.js';
import { TrackingLink } from '../modules/tracking-links/tracking-link.entity.js';
import { Address } from '../modules/addresses/address.entity.js';
import { CustomerInvoice, CustomerInvoiceLine, InvoicingEvent, SupplierInvoice, SupplierInvoiceLine, TransportExchangePodDecision } from '../modules/accounts/invoice.entity.js';
import { ConsignmentAddress, LoadDetail } from '../modules/consignments/consignment-address.entity.js';
import { ConsignmentChangeLog } from '../modules/consignments/consignment-change-log.entity.js';
import { ConsignmentStopSummary } from '../modules/consignments/consignment-stop-summary.entity.js';
import { ConsignmentAddressCharge, ConsignmentCharge } from '../modules/consignments/consignment-charge.entity.js';
import { ConsignmentFrequencySettings, FrequentConsignmentRun, NumberSequence } from '../modules/consignments/consignment-frequency.entity.js';
import { Consignment } from '../modules/consignments/consignment.entity.js';
import { Contact } from '../modules/customers/contact.entity.js';
import { DomainEvent } from '../modules/events/event.entity.js';
import { Webhook, WebhookDelivery } from '../modules/webhooks/webhook.entity.js';
import { CustomerControlScreenColumn } from '../modules/customers/customer-column.entity.js';
import { Customer } from '../modules/customers/customer.entity.js';
import { AtlasUserRole, CustomerAccountType, InvoiceDelivery, InvoiceDeliveryOption, InvoiceSetupOption, MatrixPriceIncrement, MatrixType, PaymentTermStartOption } from '../modules/lookups/account-lookup.entity.js';
import { ConsignmentAddressType, ConsignmentControlScreenColumn, ConsignmentFrequency, ConsignmentType, Country, StatusColour, WeekDay } from '../modules/lookups/lookup.entity.js';
import { VehicleType } from '../modules/lookups/vehicle-type.entity.js';
import { PendingConfirmation } from '../modules/confirmations/pending-confirmation.entity.js';
import { SandboxExchangePosting } from '../modules/exchange/sandbox-posting.entity.js';
import { Manifest, ManifestChangeLog, TransportExchangeManifest, TransportExchangeManifestLog } from '../modules/manifests/manifest.entity.js';
import { MailOutbox } from '../modules/mail/mail-outbox.entity.js';
import { CustomerNotificationSettings, NotificationTemplate, SmsOutbox } from '../modules/notifications/notification.entity.js';
import { AccountCode, Currency, XeroOrganisation } from '../modules/settings/reference.entity.js';
import { BrandingTheme, LedgerNumber, LicenceCategory, SupplierBillingType, SupplierType, VatCode } from '../modules/settings/setting.entity.js';
import { AdditionalCharge } from '../modules/pricing/additional-charge.entity.js';
import { AreaAdditionalChargeRule } from '../modules/pricing/area-rule.entity.js';
import { PriceMatrix, PriceMatrixRow } from '../modules/pricing/price-matrix.entity.js';
import { GlobalSettings } from '../modules/settings/global-settings.entity.js';
import { StoredFile } from '../modules/files/stored-file.entity.js';
import { IdempotencyKey } from '../modules/idempotency/idempotency-key.entity.js';
import { StopPhoto } from '../modules/manifests/stop-photo.entity.js';
import { Deduction, SupplierLicence, SupplierPhoto } from '../modules/suppliers/supplier-parts.entity.js';
import { Supplier } from '../modules/suppliers/supplier.entity.js';
import { Vehicle } from '../modules/suppliers/vehicle.entity.js';
import { SupplierLastLocation, SupplierLocation } from '../modules/tracking/supplier-location.entity.js';
import { BookingImport, BookingImportMapping, BookingImportRow } from '../modules/imports/import.entity.js';
import { Session } from '../modules/users/session.entity.js';
import { DeviceCode, UserDevice } from '../modules/users/user-device.entity.js';
import { UserIpLog } from '../modules/users/user-ip-log.entity.js';
import { User } from '../modules/users/user.entity.js';
import { WhitelistedIpAddress } from '../modules/users/whitelisted-ip.entity.js';
import { PlanningRun } from '../modules/planning/planning-run.entity.js';

/** Every entity, listed once: no folder scanning, so the build, the CLI and Jest see the same set. */
export const entities = [
  DomainEvent,
  Webhook,
  WebhookDelivery,
  Customer,
  Supplier,
  User,
  Session,
  UserDevice,
  DeviceCode,
  UserIpLog,
  WhitelistedIpAddress,
  MailOutbox,
  CustomerNotificationSettings,
  NotificationTemplate,
  SmsOutbox,
  Manifest,
  ManifestChangeLog,
  TransportExchangeManifest,
  TransportExchangeManifestLog,
  SandboxExchangePosting,
  PendingConfirmation,
  StopPhoto,
  IdempotencyKey,
  VehicleType,
  ConsignmentType,
  ConsignmentAddressType,
  ConsignmentFrequency,
  WeekDay,
  Country,
  StatusColour,
  ConsignmentControlScreenColumn,
  Vehicle,
  SupplierLocation,
  SupplierLastLocation,
  ApiKey,
  ApiKeyUse,
  TrackingLink,
  CustomerAccountType,
  MatrixType,
  MatrixPriceIncrement,
  AtlasUserRole,
  InvoiceSetupOption,
  InvoiceDelivery,
  InvoiceDeliveryOption,
  PaymentTermStartOption,
  VatCode,
  Currency,
  SupplierType,
  BrandingTheme,
  SupplierBillingType,
  LicenceCategory,
  LedgerNumber,
  AccountCode,
  XeroOrganisation,
  // Booking (issue 3)
  Address,
  Contact,
  CustomerControlScreenColumn,
  AdditionalCharge,
  AreaAdditionalChargeRule,
  PriceMatrix,
  PriceMatrixRow,
  GlobalSettings,
  Consignment,
  ConsignmentAddress,
  LoadDetail,
  ConsignmentCharge,
  ConsignmentAddressCharge,
  ConsignmentChangeLog,
  ConsignmentStopSummary,
  ConsignmentFrequencySettings,
  FrequentConsignmentRun,
  NumberSequence,
  StoredFile,
  SupplierLicence,
  Deduction,
  SupplierPhoto,
  // Accounts (issue 5 item 3)
  InvoicingEvent,
  CustomerInvoice,
  CustomerInvoiceLine,
  SupplierInvoice,
  SupplierInvoiceLine,
  TransportExchangePodDecision,
  // Bulk booking from a spreadsheet (issue 25 item 6)
  BookingImport,
  BookingImportRow,
  BookingImportMapping,
  // A planning run's progress (issue 23 item 4)
  PlanningRun,
];
