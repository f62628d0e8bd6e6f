/**
 * How many items each GraphQL list below a root field can hold (issue 20 item 4; behaviour.md "Integrators
 * and API / Bounded answers"). Each entry is the bound enforced where the list is written (domain/
 * collection-limits.ts and the limits it names) or what the list's own page argument allows, so the
 * answer-size estimate (answer-size.ts) is an upper bound, not a guess; list-bounds.test.ts walks the schema
 * and fails on a list with no entry here. Nothing is ever cut from a list to fit: a write past a limit is
 * refused with a 400.
 */
import type { Config } from '../config.js';
import { COLLECTION_LIMITS as L } from '../domain/collection-limits.js';
import { IMPORT_LIMITS } from '../domain/booking-import.js';
import { MAX_PAGE } from './connection.js';

/** A list's bound: a number, or one read from the configuration. */
export type ListBound = number | ((config: Config) => number);

/** The days of a week, the kinds of a closed list. */
const WEEK = 7;
/** The template's fields an import row's errors can name, one error per field at most (domain/booking-import.ts). */
const IMPORT_FIELDS = IMPORT_LIMITS.columns;
/**
 * A consignment's change log entry compares two snapshots (consignment.change-log.ts): 27 fields, a line per
 * charge of either snapshot and three per stop; a manifest's names at most its stops, vehicle type and cost.
 */
const CONSIGNMENT_LOGGED_FIELDS = 27 + 2 * L.chargesPerConsignment + 3 * L.stopsPerConsignment;
const MANIFEST_LOGGED_FIELDS = 3;
/** Event pages (events(first) at most 500, modules/events/event.resolver.ts). */
const EVENT_PAGE = 500;
/** A road path is thinned to 2,000 points (modules/routing/routing.path.ts MAX_PATH_POINTS). */
const PATH_POINTS = 2000;

export const NESTED_LIST_BOUNDS: Record<string, ListBound> = {
  // Consignments and their stops (behaviour.md "Booking / Saving a consignment").
  'Consignment.consignmentAddresses': L.stopsPerConsignment,
  'Consignment.additionalCharges': L.chargesPerConsignment,
  'ConsignmentAddress.additionalCharges': L.linesPerStop,
  'ConsignmentAddress.loadDetails': L.linesPerStop,
  'ConsignmentAddress.goodsPhotos': L.photosPerStopKind,
  'ConsignmentAddress.paperworkPhotos': L.photosPerStopKind,
  'ConsignmentChangeLog.changes': CONSIGNMENT_LOGGED_FIELDS,
  'ConsignmentFrequencySettings.weekDays': WEEK,
  'AccountsConsignment.issues': 10,
  'ProfitabilityLine.manifestNumbers': L.stopsPerConsignment,
  // Manifests: their stops, and what is derived from them.
  'Manifest.consignmentAddresses': L.stopsPerManifest,
  'Manifest.consignments': L.stopsPerManifest,
  'ManifestChangeLog.changes': MANIFEST_LOGGED_FIELDS,
  'ManifestChangedEvent.consignmentIds': L.stopsPerManifest,
  'ManifestOrderProposal.stopIds': L.stopsPerManifest,
  'ManifestRoute.legs': L.stopsPerManifest,
  'ManifestRoute.points': PATH_POINTS,
  'AccountsManifest.issues': 10,
  'Manifest.transportExchangeManifests': L.postingsPerManifest,
  'TransportExchangeManifest.logs': L.logsPerPosting,
  // Customers and suppliers (their screens' lists).
  'Customer.addresses': L.addressesPerCustomer,
  'Customer.contacts': L.contactsPerCustomer,
  'Customer.customerUsers': L.usersPerCustomer,
  'Customer.consignmentControlScreenColumns': L.columnsPerCustomer,
  'Supplier.vehicles': L.vehiclesPerSupplier,
  'Supplier.licences': L.licencesPerSupplier,
  'Supplier.deductions': L.deductionsPerSupplier,
  'Supplier.photos': L.photosPerSupplier,
  'Supplier.supplierUsers': L.usersPerSupplier,
  'SupplierPosition.vehicleTypeIds': L.vehiclesPerSupplier,
  // Settings.
  'PriceMatrix.rows': L.rowsPerMatrix,
  'AreaAdditionalChargeRule.vehicleTypeIds': L.vehicleTypesPerRule,
  'AreaAdditionalChargeRule.vehicleTypes': L.vehicleTypesPerRule,
  'User.atlasUserRoleIds': L.rolesPerUser,
  'Webhook.events': L.eventsPerWebhook,
  // Imports (domain/booking-import.ts IMPORT_LIMITS).
  'BookingImport.headings': IMPORT_LIMITS.columns,
  'BookingImport.mapping': IMPORT_LIMITS.columns,
  'BookingImportRow.cells': IMPORT_LIMITS.columns,
  'BookingImportRow.errors': IMPORT_FIELDS,
  // Reports and plans, bounded by their own limits.
  'ProfitabilityReport.lines': 50_000,
  'SimpleProfitabilityReport.lines': 50_000,
  'DayPlan.runs': (config) => config.planning.maxRuns,
  'DayPlan.unassigned': (config) => config.planning.maxStops,
  'PlannedRun.stops': (config) => config.planning.maxStops,
  'EventConnection.nodes': EVENT_PAGE,
  // Cursor connections: a page holds at most `first` rows, at most MAX_PAGE (graphql/connection.ts).
  'EventConnection.edges': MAX_PAGE,
  'ConsignmentConnection.edges': MAX_PAGE,
  'ConsignmentConnection.nodes': MAX_PAGE,
  'ManifestConnection.edges': MAX_PAGE,
  'ManifestConnection.nodes': MAX_PAGE,
  'CustomerInvoiceConnection.edges': MAX_PAGE,
  'CustomerInvoiceConnection.nodes': MAX_PAGE,
  // A track answers at most TRACK_MAX_POINTS points; a longer one is refused (tracking.track.ts).
  'TrackLine.latitudes': (config) => config.limits.trackPoints,
  'TrackLine.longitudes': (config) => config.limits.trackPoints,
  'TrackLine.times': (config) => config.limits.trackPoints,
};

/** The bound of `type.field` under `config`, or undefined when the table has none. */
export function nestedListBound(type: string, field: string, config: Config): number | undefined {
  const bound = NESTED_LIST_BOUNDS[`${type}.${field}`];
  return typeof bound === 'function' ? bound(config) : bound;
}
