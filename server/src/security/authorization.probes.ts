import type { AnyRole } from './authorization.arrange.js';

/**
 * A silent subscription proves nothing until its socket is shown live: after the event under test, each
 * role's socket is sent an event that role certainly hears, on another subscription of the same socket.
 * Each role has two, on different topics, so one is always off the topic under test.
 */
export interface Probe {
  query: string;
  topic: string;
  payload: Record<string, unknown>;
}

const stop = (who: 'A' | 'B', supplier: 'X' | 'Y') => ({
  consignmentAddressId: `@stop${who}`, manifestId: `@manifest${supplier}`, supplierId: `@supplier${supplier}`, consignmentId: `@consignment${who}`, customerId: `@customer${who}`,
  isOnRoute: true, startTime: '2026-11-22T09:00:00.000Z', hasArrived: false, arrivalTime: null, isCompleted: false, completionTime: null,
});
const position = (supplier: 'X' | 'Y') => ({
  supplierId: `@supplier${supplier}`, supplierName: supplier, latitude: 51.5, longitude: -0.1, recordedAt: '2026-11-22T09:00:00.000Z', manifestId: `@manifest${supplier}`, vehicleTypeIds: [],
});

const consignmentOf = (who: 'A' | 'B'): Probe => ({
  query: 'subscription { consignmentChanged { consignmentId } }', topic: 'CONSIGNMENT_CHANGED', payload: { consignmentId: `@consignment${who}`, customerId: `@customer${who}`, action: 'Probe' },
});
const stopOf = (who: 'A' | 'B', supplier: 'X' | 'Y'): Probe => ({ query: 'subscription { stopProgress { consignmentAddressId } }', topic: 'STOP_PROGRESS', payload: stop(who, supplier) });
const positionOf = (supplier: 'X' | 'Y'): Probe => ({ query: 'subscription { supplierLocationChanged { supplierId } }', topic: 'SUPPLIER_LOCATION', payload: position(supplier) });
const manifest: Probe = { query: 'subscription { manifestChanged { manifestId } }', topic: 'MANIFEST_CHANGED', payload: { manifestId: '@manifestX', action: 'Probe', consignmentIds: [] } };

const PROBES: Partial<Record<AnyRole, [Probe, Probe]>> = {
  customerA: [consignmentOf('A'), stopOf('A', 'X')],
  customerKeyA: [consignmentOf('A'), stopOf('A', 'X')],
  customerB: [consignmentOf('B'), stopOf('B', 'Y')],
  driverX: [positionOf('X'), stopOf('A', 'X')],
  driverY: [positionOf('Y'), stopOf('B', 'Y')],
  office: [manifest, consignmentOf('A')],
  officeAdmin: [manifest, consignmentOf('A')],
  officeAccounts: [manifest, consignmentOf('A')],
  readOnlyKey: [manifest, consignmentOf('A')],
};

/** The probe for a role while `topic` is under test; none for a caller the socket refuses (anonymous). */
export function probeFor(role: AnyRole, topic: string): Probe | undefined {
  return PROBES[role]?.find((p) => p.topic !== topic);
}
