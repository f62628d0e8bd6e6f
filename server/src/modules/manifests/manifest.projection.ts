/**
 * The manifest read model (issue 9 item 3): the GraphQL Manifest, with its stops, consignments and the
 * control-screen fields of behaviour.md "Control screen / Manifests tab", read from SQL so PostgreSQL writes the JSON of a selection in one
 * statement (graphql/projection.ts). It extends the consignment catalogue, whose stops, addresses and
 * lookups a manifest shows. The derived fields (NumberOfConsignmentAddresses, FormattedLastDeliveryAddress,
 * StartDeliveryDate, StatusColour, the consignments once each) are written in SQL exactly as
 * manifest.mapper.ts (derivedManifestFields) works them out from the loaded stops; manifest.projection.test.ts
 * compares the two field by field.
 */
import { STATUS_COLOURS } from '../../domain/manifest.js';
import { col, iso, isoSql, many, one, pounds, table, type Catalogue, type Pick, type ProjectionRoot, type Relation, type Scalar } from '../../graphql/projection.js';
import { consignmentCatalogue, restManifestStopPicks, restPick, shortAddressSql, upperKeys } from '../consignments/consignment.projection.js';

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const scalar = (sql: (t: string) => string): Scalar => ({ kind: 'scalar', sql });

/** The stops of the manifest read through alias `t` (alias ms), as FROM and WHERE. */
const stopsOf = (t: string) => `consignment_address ms where ms.manifest_id = ${t}.id`;
/** The stops' order on a manifest (ManifestOrder, then id: manifest.load.ts stopsOf). */
const MANIFEST_ORDER = 'ms.manifest_order, ms.id';

/** The state the status colour is derived from, as SQL expressions. */
export interface StatusStateSql {
  stops: string;
  allCompleted: string;
  firstCompleted: string;
  hasSupplier: string;
  isAcknowledged: string;
  isSent: string;
}

/**
 * behaviour.md "Manifests / Manifest lifecycle and status colour": the StatusColour name, decided as domain/manifest.ts manifestStatusColour decides it
 * (manifest.projection.test.ts checks every combination of the state against it).
 */
export function statusNameSql(s: StatusStateSql): string {
  return `case when ${s.stops} > 0 and ${s.allCompleted} then 'Completed' when ${s.firstCompleted} then 'First Stop Completed'
    when not ${s.hasSupplier} then 'White' when ${s.isAcknowledged} then 'Acknowledged' when ${s.isSent} then 'Sent' else 'Allocated' end`;
}

/** The StatusColour hex code of a name expression (STATUS_COLOURS). */
export const hexCodeSql = (name: string) =>
  `case ${name} ${Object.entries(STATUS_COLOURS).map(([n, hex]) => `when ${literal(n)} then ${literal(hex)}`).join(' ')} end`;

/**
 * What the control-screen fields of behaviour.md "Control screen / Manifests tab" read from a manifest's stops, in one scan of them (alias
 * `${t}_stops`): their number, whether all / the first are completed, the first one's time and the
 * address of the last Delivery (manifest.mapper.ts summaryOf).
 */
const stopSummary = (t: string) => `select count(*)::int as n, bool_and(ms.is_completed) as all_completed,
  (array_agg(ms.is_completed order by ${MANIFEST_ORDER}))[1] as first_completed,
  (array_agg(ms.scheduled_start_date_and_time order by ${MANIFEST_ORDER}))[1] as first_scheduled,
  (array_agg(ms.address_id order by ms.manifest_order desc, ms.id desc)
    filter (where ms.consignment_address_type_id = (select mt.id from consignment_address_type mt where mt.name = 'Delivery')))[1] as last_delivery_address_id
  from ${stopsOf(t)}`;
const summary = (sql: (stops: string, t: string) => string): Scalar => ({ kind: 'scalar', sql: (t) => sql(`${t}_stops`, t), uses: 'stops' });

/** The manifest's status colour: one row (name) derived from the manifest read through `t` and its stop summary. */
const statusColour: Relation = {
  kind: 'one',
  type: 'ManifestStatusColour',
  source: (t) => `(select ${statusNameSql({
    stops: `${t}_stops.n`, allCompleted: `${t}_stops.all_completed`, firstCompleted: `${t}_stops.first_completed`,
    hasSupplier: `(${t}.supplier_id is not null)`, isAcknowledged: `${t}.is_acknowledged`, isSent: `${t}.is_sent`,
  })} as name)`,
  on: () => 'true',
  uses: 'stops',
};

/**
 * The consignments of its stops, once each, in the order of their first stop (ManifestFieldResolver.consignments):
 * the consignment rows with the position of their first stop on the manifest.
 */
const consignments: Relation = {
  kind: 'many',
  type: 'ManifestConsignment',
  source: (p) => `(select mc.*, f.manifest_first_stop from (select ms.consignment_id, min(array[${MANIFEST_ORDER}]) as manifest_first_stop from ${stopsOf(p)}
    group by ms.consignment_id) f join consignment mc on mc.id = f.consignment_id)`,
  on: () => 'true',
  orderBy: (c) => `${c}.manifest_first_stop`,
};

/** The manifest types, and the consignment ones they reach. */
export const manifestCatalogue = {
  ...consignmentCatalogue,
  Manifest: table('manifest', {
    id: col('id'),
    manifestNumber: col('manifest_number'),
    vehicleTypeId: col('vehicle_type_id'),
    vehicleType: one('VehicleType', 'vehicle_type_id'),
    supplier: one('Supplier', 'supplier_id'),
    costManuallySet: col('cost_manually_set'),
    calculateTimes: col('calculate_times'),
    isSent: col('is_sent'),
    isAcknowledged: col('is_acknowledged'),
    acknowledgedTime: iso('acknowledged_time'),
    totalMiles: col('total_miles'),
    totalTimeInMinutes: col('total_time_in_minutes'),
    currency: col('currency'),
    invoiceStatus: col('invoice_status'),
    holdInvoice: col('hold_invoice'),
    invoiceReference: col('invoice_reference'),
    supplierInvoiceId: col('supplier_invoice_id'),
    isDeleted: col('is_deleted'),
    startDateTime: iso('start_date_time'),
    dateCreated: iso('date_created'),
    dateModified: iso('date_modified'),
    transportExchangeManifests: many('TransportExchangeManifest', 'manifest_id'),
    version: col('version'),
    cost: pounds('cost_pence'),
    calculatedCost: pounds('calculated_cost_pence'),
    supplierId: col('supplier_id'),
    consignmentAddresses: { kind: 'many', type: 'ConsignmentAddress', on: (p, c) => `${c}.manifest_id = ${p}.id`, orderBy: (c) => `${c}.manifest_order, ${c}.id` },
    consignments,
    // behaviour.md "Manifests / Stop progress", as manifest.mapper.ts summaryOf works them out
    numberOfConsignmentAddresses: summary((stops) => `${stops}.n`),
    formattedLastDeliveryAddress: summary((stops) => `coalesce((select ${shortAddressSql('ma')} from address ma where ma.id = ${stops}.last_delivery_address_id), '')`),
    startDeliveryDate: summary((stops, t) => isoSql(`coalesce(${stops}.first_scheduled, ${t}.start_date_time)`)),
    statusColour,
  }, { stops: stopSummary }),
  TransportExchangeManifest: table('transport_exchange_manifest', {
    id: col('id'),
    tailLift: col('tail_lift'),
    timed: col('timed'),
    notes: col('notes'),
    externalReference: col('external_reference'),
    isRemoved: col('is_removed'),
    dateCreated: iso('date_created'),
    logs: many('TransportExchangeManifestLog', 'transport_exchange_manifest_id'),
  }),
  TransportExchangeManifestLog: table('transport_exchange_manifest_log', { id: col('id'), createdAt: iso('created_at'), action: col('action'), message: col('message') }),
  ManifestConsignment: table('consignment', {
    id: col('id'),
    consignmentNumber: col('consignment_number'),
    customerId: col('customer_id'),
    customerName: scalar((t) => `(select mc.name from customer mc where mc.id = ${t}.customer_id)`),
    customerBranch: col('customer_branch'),
    contactEmailAddress: col('contact_email_address'),
    notesForSupplier: col('notes_for_supplier'),
    // a driver never sees what the customer pays
    price: pounds('price_pence'),
    isBackload: col('is_backload'),
  }),
  // Only reached through Manifest.statusColour, whose `source` gives the row.
  ManifestStatusColour: table('', { name: col('name'), hexCode: scalar((t) => hexCodeSql(`${t}.name`)) }),
} satisfies Catalogue;

/** What the manifest reads list: manifests by start time (the search's order). */
export const MANIFESTS: ProjectionRoot = { catalogue: manifestCatalogue, type: 'Manifest', alias: 'm', orderBy: 'm.start_date_time, m.id' };

/**
 * GET /Manifests/{from}/{to}/Search (behaviour.md "Settings / Vehicle types and area rules order"; "Control screen / Manifests tab" control-screen fields) as toRestManifest writes
 * it: the same PascalCase keys in the same order (manifest.projection.test.ts compares the bodies byte
 * for byte). Office only (the route refuses everyone else), so the stops carry the customer's price.
 */
export const REST_MANIFEST: readonly Pick[] = [
  ...upperKeys('id', 'manifestNumber', 'vehicleTypeId'),
  restPick('VehicleType', 'vehicleType', upperKeys('id', 'name', 'order')),
  ...upperKeys('supplierId'),
  restPick('Supplier', 'supplier', upperKeys('id', 'name')),
  ...upperKeys('cost', 'calculatedCost', 'costManuallySet', 'calculateTimes', 'isSent', 'isAcknowledged', 'acknowledgedTime'),
  restPick('StatusColour', 'statusColour', upperKeys('name', 'hexCode')),
  ...upperKeys('totalMiles', 'totalTimeInMinutes', 'currency', 'invoiceStatus', 'isDeleted', 'numberOfConsignmentAddresses',
    'formattedLastDeliveryAddress', 'startDeliveryDate'),
  restPick('TransportExchangeManifests', 'transportExchangeManifests', [
    ...upperKeys('id', 'tailLift', 'timed', 'notes', 'externalReference', 'isRemoved'),
    restPick('Logs', 'logs', upperKeys('id', 'createdAt', 'action', 'message')),
  ]),
  restPick('ConsignmentAddresses', 'consignmentAddresses', restManifestStopPicks()),
  ...upperKeys('dateCreated', 'version'),
];
