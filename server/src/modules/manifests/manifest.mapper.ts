/**
 * The PascalCase REST shape of a manifest (behaviour.md "Manifests / Manifest lifecycle and status colour") with the control-screen fields of behaviour.md "Control screen / Manifests tab"
 * (NumberOfConsignmentAddresses, FormattedLastDeliveryAddress, StartDeliveryDate, StatusColour).
 */
import type { Viewer } from '../../domain/field-visibility.js';
import { manifestStatusColour } from '../../domain/manifest.js';
import { penceToPounds } from '../../domain/money.js';
import { visibleRest } from '../../domain/rest-visibility.js';
import type { ConsignmentAddress } from '../consignments/consignment-address.entity.js';
import { toRestStop } from '../consignments/consignment.mapper.js';
import type { Manifest, ManifestChangeLog } from './manifest.entity.js';
import type { ManifestView } from './manifest.load.js';

const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

/** behaviour.md "Control screen / Manifests tab": the control-screen fields derived from a manifest's stops (in ManifestOrder). */
function summaryOf(m: Manifest, stops: ConsignmentAddress[]) {
  const lastDelivery = [...stops].reverse().find((s) => s.consignmentAddressType.name === 'Delivery');
  return {
    numberOfConsignmentAddresses: stops.length,
    formattedLastDeliveryAddress: lastDelivery?.address.shortAddress ?? '',
    startDeliveryDate: (stops.length ? stops[0].scheduledStartDateAndTime : null) ?? m.startDateTime ?? null,
    statusColour: manifestStatusColour({
      hasSupplier: !!m.supplier,
      isSent: m.isSent,
      isAcknowledged: m.isAcknowledged,
      stops: stops.map((s) => ({ isCompleted: s.isCompleted })),
    }),
  };
}

/**
 * The GraphQL fields a manifest's stops give it (consignmentAddresses, consignments once each in the order of
 * their first stop, and the control-screen summary), as the manifest projection writes them in SQL. The
 * customer's price is the field-visibility table's to hide (ManifestConsignment.price: office).
 */
export function derivedManifestFields(view: ManifestView) {
  const consignments = new Map(view.stops.map((s) => [s.consignment.id, s.consignment]));
  return {
    ...manifestSummary(view),
    consignmentAddresses: view.stops,
    consignments: [...consignments.values()].map((c) => ({
      id: c.id, consignmentNumber: c.consignmentNumber, customerId: c.customer.id, customerName: c.customer.name, customerBranch: c.customerBranch,
      contactEmailAddress: c.contactEmailAddress, notesForSupplier: c.notesForSupplier, price: penceToPounds(c.pricePence), isBackload: c.isBackload,
    })),
  };
}

/** The derived fields shared by REST, GraphQL and the export. */
export function manifestSummary(view: ManifestView) {
  return summaryOf(view.manifest, view.stops);
}

/**
 * A stop as seen from a manifest (behaviour.md "Settings / Additional charges, area rules and price matrices"): the stop and its consignment's summary. What the viewer
 * reads is the field-visibility table's: the driver app gets no customer price and no charge's price
 * or cost, those being the office's business.
 */
export function toRestManifestStop(s: ConsignmentAddress, viewer: Viewer | undefined) {
  const c = s.consignment;
  return {
    ...toRestStop(s, viewer),
    Consignment: visibleRest('ManifestConsignment', {
      Id: c.id,
      ConsignmentNumber: c.consignmentNumber,
      Customer: { Id: c.customer.id, Name: c.customer.name },
      CustomerBranch: c.customerBranch ?? null,
      VehicleType: { Id: c.vehicleType.id, Name: c.vehicleType.name },
      ContactEmailAddress: c.contactEmailAddress ?? null,
      NotesForSupplier: c.notesForSupplier ?? null,
      Price: penceToPounds(c.pricePence),
      IsBackload: c.isBackload,
      DisplayDateCreated: iso(c.dateCreated),
    }, viewer),
  };
}

/**
 * A manifest with its ordered stops, for the office and the driver app alike (see toRestManifestStop).
 * The key order here is REST_MANIFEST's (manifest.projection.ts), which answers the search.
 */
export function toRestManifest(view: ManifestView, viewer: Viewer | undefined) {
  return restManifestWith(view.manifest, manifestSummary(view), view.stops.map((s) => toRestManifestStop(s, viewer)), viewer);
}

function restManifestWith(m: Manifest, summary: ReturnType<typeof manifestSummary>, stops: unknown[], viewer: Viewer | undefined) {
  return visibleRest('Manifest', {
    Id: m.id,
    ManifestNumber: m.manifestNumber,
    VehicleTypeId: m.vehicleType.id,
    VehicleType: { Id: m.vehicleType.id, Name: m.vehicleType.name, Order: m.vehicleType.order },
    SupplierId: m.supplier?.id ?? null,
    Supplier: m.supplier ? visibleRest('Supplier', { Id: m.supplier.id, Name: m.supplier.name }, viewer) : null,
    Cost: penceToPounds(m.costPence),
    CalculatedCost: penceToPounds(m.calculatedCostPence),
    CostManuallySet: m.costManuallySet,
    CalculateTimes: m.calculateTimes,
    IsSent: m.isSent,
    IsAcknowledged: m.isAcknowledged,
    AcknowledgedTime: iso(m.acknowledgedTime),
    StatusColour: { Name: summary.statusColour.name, HexCode: summary.statusColour.hexCode },
    TotalMiles: m.totalMiles,
    TotalTimeInMinutes: m.totalTimeInMinutes,
    Currency: m.currency,
    InvoiceStatus: m.invoiceStatus,
    IsDeleted: m.isDeleted,
    NumberOfConsignmentAddresses: summary.numberOfConsignmentAddresses,
    FormattedLastDeliveryAddress: summary.formattedLastDeliveryAddress,
    StartDeliveryDate: iso(summary.startDeliveryDate),
    TransportExchangeManifests: m.transportExchangeManifests.getItems().map((t) => ({
      Id: t.id, TailLift: t.tailLift, Timed: t.timed, Notes: t.notes ?? null, ExternalReference: t.externalReference ?? null, IsRemoved: t.isRemoved,
      Logs: t.logs.getItems().map((l) => ({ Id: l.id, CreatedAt: iso(l.createdAt), Action: l.action, Message: l.message ?? null })),
    })),
    ConsignmentAddresses: stops,
    DateCreated: iso(m.dateCreated),
    Version: m.version,
  }, viewer);
}

/** A change-log row. */
export function toRestManifestChangeLog(l: ManifestChangeLog) {
  return { Id: l.id, UserName: l.userName, CreatedAt: iso(l.createdAt), Action: l.action, Changes: l.changes.map((c) => ({ Field: c.field, From: c.from, To: c.to })) };
}
