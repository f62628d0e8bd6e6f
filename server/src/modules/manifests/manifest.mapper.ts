/**
 * The PascalCase REST shape of a manifest (spec 2 §3) with the control-screen fields of spec 1 §3
 * (NumberOfConsignmentAddresses, FormattedLastDeliveryAddress, StartDeliveryDate, StatusColour).
 */
import { manifestStatusColour } from '../../domain/manifest.js';
import { penceToPounds } from '../../domain/money.js';
import type { ConsignmentAddress } from '../consignments/consignment-address.entity.js';
import { toRestStop } from '../consignments/consignment.mapper.js';
import type { Manifest, ManifestChangeLog } from './manifest.entity.js';
import type { ManifestView } from './manifest.load.js';

const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

/** spec 1 §3: the control-screen fields derived from a manifest's stops (in ManifestOrder). */
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

/** The derived fields shared by REST, GraphQL and the export. */
export function manifestSummary(view: ManifestView) {
  return summaryOf(view.manifest, view.stops);
}

/**
 * A stop as seen from a manifest (spec 2 §3): the stop and its consignment's summary. The driver app
 * (forDriver) gets no customer price and no charge costs: those are the office's business.
 */
export function toRestManifestStop(s: ConsignmentAddress) {
  return restStop(s, false);
}

/** A stop as the driver app sees it (see toRestManifestStop). */
export function toRestDriverStop(s: ConsignmentAddress) {
  return restStop(s, true);
}

function restStop(s: ConsignmentAddress, forDriver: boolean) {
  const c = s.consignment;
  return {
    ...toRestStop(s, !forDriver),
    Consignment: {
      Id: c.id,
      ConsignmentNumber: c.consignmentNumber,
      Customer: { Id: c.customer.id, Name: c.customer.name },
      CustomerBranch: c.customerBranch ?? null,
      VehicleType: { Id: c.vehicleType.id, Name: c.vehicleType.name },
      ContactEmailAddress: c.contactEmailAddress ?? null,
      NotesForSupplier: c.notesForSupplier ?? null,
      ...(forDriver ? {} : { Price: penceToPounds(c.pricePence) }),
      IsBackload: c.isBackload,
      DisplayDateCreated: iso(c.dateCreated),
    },
  };
}

/** A manifest with its ordered stops (office view). */
export function toRestManifest(view: ManifestView) {
  return restManifest(view, false);
}

/** A manifest as the driver app sees it: stops without customer prices (see toRestManifestStop). */
export function toRestDriverManifest(view: ManifestView) {
  return restManifest(view, true);
}

/** The key order here is REST_MANIFEST's (manifest.projection.ts), which answers the search. */
function restManifest(view: ManifestView, forDriver: boolean) {
  return restManifestWith(view.manifest, manifestSummary(view), view.stops.map((s) => restStop(s, forDriver)));
}

function restManifestWith(m: Manifest, summary: ReturnType<typeof manifestSummary>, stops: unknown[]) {
  return {
    Id: m.id,
    ManifestNumber: m.manifestNumber,
    VehicleTypeId: m.vehicleType.id,
    VehicleType: { Id: m.vehicleType.id, Name: m.vehicleType.name, Order: m.vehicleType.order },
    SupplierId: m.supplier?.id ?? null,
    Supplier: m.supplier ? { Id: m.supplier.id, Name: m.supplier.name } : null,
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
  };
}

/** A change-log row. */
export function toRestManifestChangeLog(l: ManifestChangeLog) {
  return { Id: l.id, UserName: l.userName, CreatedAt: iso(l.createdAt), Action: l.action, Changes: l.changes.map((c) => ({ Field: c.field, From: c.from, To: c.to })) };
}
