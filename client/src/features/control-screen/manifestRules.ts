/** Pure rules of the manifest list: its 18 columns, and the words a row shows. */
import type { ManifestRowFieldsFragment, ManifestSearchInput } from '../../gql/graphql';
import { manifestStatusLabel } from '@domain/manifest';
import { dateTime, etaOf, invoiceStatusName, money } from './consignmentRules';

export type ManifestRow = ManifestRowFieldsFragment;

/** behaviour.md "Control screen / Consignments tab": the manifest list's 17 selectable columns and the live ETA (issue 25 item 1), in order; `isDefault` ones show until a choice is stored. */
export const MANIFEST_COLUMNS: readonly { key: string; name: string; isDefault: boolean }[] = [
  { key: 'status', name: 'Status', isDefault: true },
  { key: 'manifestNumber', name: 'Manifest Number', isDefault: true },
  { key: 'startDeliveryDate', name: 'Start Delivery Date', isDefault: true },
  { key: 'vehicleType', name: 'Vehicle Type', isDefault: true },
  { key: 'supplierName', name: 'Supplier', isDefault: true },
  { key: 'numberOfStops', name: 'Stops', isDefault: true },
  { key: 'customers', name: 'Customers', isDefault: true },
  { key: 'consignmentNumbers', name: 'Consignment Numbers', isDefault: true },
  { key: 'lastDeliveryAddress', name: 'Last Delivery Address', isDefault: true },
  { key: 'miles', name: 'Miles', isDefault: true },
  { key: 'minutes', name: 'Minutes', isDefault: false },
  { key: 'calculatedCost', name: 'Calculated Cost', isDefault: false },
  { key: 'cost', name: 'Cost', isDefault: true },
  { key: 'sent', name: 'Sent', isDefault: true },
  { key: 'acknowledged', name: 'Acknowledged', isDefault: true },
  { key: 'invoiceStatus', name: 'Invoice Status', isDefault: false },
  { key: 'dateCreated', name: 'Date Created', isDefault: false },
  { key: 'eta', name: 'ETA', isDefault: false },
];

export const yesNo = (b: boolean) => (b ? 'Yes' : 'No');
export const customersOf = (m: ManifestRow) => [...new Set(m.consignments.map((c) => c.customerName))].join(', ');
export const consignmentNumbersOf = (m: ManifestRow) => m.consignments.map((c) => c.consignmentNumber).join(', ');

/** The value each column sorts on and shows (as text). */
export const MANIFEST_VALUES: Record<string, (m: ManifestRow) => string | number> = {
  status: (m) => manifestStatusLabel(m.statusColour.name),
  manifestNumber: (m) => m.manifestNumber,
  startDeliveryDate: (m) => m.startDeliveryDate ?? '',
  vehicleType: (m) => m.vehicleType.name,
  supplierName: (m) => m.supplier?.name ?? '',
  numberOfStops: (m) => m.numberOfConsignmentAddresses,
  customers: customersOf,
  consignmentNumbers: consignmentNumbersOf,
  lastDeliveryAddress: (m) => m.formattedLastDeliveryAddress,
  miles: (m) => m.totalMiles,
  minutes: (m) => m.totalTimeInMinutes,
  calculatedCost: (m) => m.calculatedCost,
  cost: (m) => m.cost,
  sent: (m) => yesNo(m.isSent),
  acknowledged: (m) => yesNo(m.isAcknowledged),
  invoiceStatus: (m) => m.invoiceStatus,
  dateCreated: (m) => m.dateCreated,
  eta: (m) => etaOf(m) ?? '',
};

/** How a column's value shows when it is not the raw value. */
export const MANIFEST_TEXT: Record<string, (m: ManifestRow) => string> = {
  startDeliveryDate: (m) => dateTime(m.startDeliveryDate),
  calculatedCost: (m) => money(m.calculatedCost),
  cost: (m) => money(m.cost),
  invoiceStatus: (m) => invoiceStatusName(m.invoiceStatus),
  dateCreated: (m) => dateTime(m.dateCreated),
  eta: (m) => dateTime(etaOf(m)),
};

/** The yes/no filters of the manifest search (behaviour.md "Manifests / Manifest search and export"). */
export type ManifestFlag = 'nonSpec' | 'notAcknowledged' | 'isBackload' | 'excludeBackload' | 'isDeleted';

/** The patch a ticked/unticked flag makes: backload excludes exclude-backload; non-spec clears the supplier name. */
export function setManifestFlag(key: ManifestFlag, on: boolean): Partial<ManifestSearchInput> {
  const patch: Partial<ManifestSearchInput> = { [key]: on || null };
  if (on && key === 'isBackload') patch.excludeBackload = null;
  if (on && key === 'excludeBackload') patch.isBackload = null;
  if (on && key === 'nonSpec') patch.supplierName = null;
  return patch;
}

/** The options sent with a manifest to the transport exchange (behaviour.md "Control screen / Manifests tab" TransportExchangeManifests). */
export interface ExchangeOptions {
  tailLift: boolean;
  timed: boolean;
  notes: string;
}

type Posting = Pick<ManifestRow['transportExchangeManifests'][number], 'isRemoved' | 'tailLift' | 'timed' | 'notes' | 'externalReference'>;

/** The manifest's posting still live on the exchange (not removed), if any. */
export function livePosting(m: { transportExchangeManifests: readonly Posting[] }): Posting | null {
  return m.transportExchangeManifests.find((t) => !t.isRemoved) ?? null;
}

/** behaviour.md "Manifests / Transport exchange": tail lift and timed default to false, notes empty; a live posting's options are offered for a rebook. */
export function exchangeOptionsOf(m: { transportExchangeManifests: readonly Posting[] }): ExchangeOptions {
  const live = livePosting(m);
  return live ? { tailLift: live.tailLift, timed: live.timed, notes: live.notes ?? '' } : { tailLift: false, timed: false, notes: '' };
}
