import { Random } from './random.js';
import { ukPlaces, type Place } from './uk-places.js';

/** The ids the history generator needs from the lookups and the reference data. */
export interface HistoryIds {
  customerIds: number[];
  supplierIds: number[];
  vehicleTypeIds: number[];
  collectionTypeId: number;
  deliveryTypeId: number;
  countryId: number | null;
}

/** One block of generated history, as COPY text per table (tab-separated, `\N` for NULL). */
export interface HistoryChunk {
  consignments: number;
  tables: { table: string; columns: string[]; text: string; rows: number }[];
}

export const CONSIGNMENT_COLUMNS = ['id', 'consignment_number', 'customer_id', 'contact_name', 'contact_phone_number', 'vehicle_type_id', 'po_number', 'customer_reference', 'notes_for_supplier', 'price_pence', 'recommended_price_pence', 'cost_pence', 'recommended_cost_pence', 'total_miles', 'total_loaded_miles', 'total_time_in_minutes', 'is_quote', 'is_completed', 'invoice_status', 'invoice_date', 'invoice_number', 'date_created', 'date_modified', 'supplier_id', 'start_date_time'];
export const ADDRESS_COLUMNS = ['id', 'customer_id', 'company_name', 'address_line1', 'town', 'postcode', 'country_id', 'latitude', 'longitude'];
export const STOP_COLUMNS = ['id', 'consignment_id', 'consignment_address_type_id', 'address_id', 'consignment_order', 'manifest_order', 'manifest_id', 'scheduled_start_date_and_time', 'timed', 'is_on_route', 'start_time', 'has_arrived', 'arrival_time', 'is_completed', 'completion_time', 'signature_name'];
export const MANIFEST_COLUMNS = ['id', 'manifest_number', 'vehicle_type_id', 'supplier_id', 'cost_pence', 'calculated_cost_pence', 'is_sent', 'is_acknowledged', 'acknowledged_time', 'total_miles', 'total_time_in_minutes', 'invoice_status', 'start_date_time', 'date_created', 'date_modified'];
export const LOAD_COLUMNS = ['id', 'consignment_address_id', 'quantity', 'description'];

const streets = ['High Street', 'Station Road', 'Church Lane', 'Mill Road', 'Park Avenue', 'Victoria Road', 'Industrial Estate', 'Trading Estate', 'Business Park', 'Commerce Way', 'Enterprise Drive', 'Dock Road'];
const goods = ['Pallet', 'Boxes', 'Envelope', 'Crate', 'Drum', 'Roll cage', 'Parcel', 'Tube'];
const firstNames = ['Alex', 'Sam', 'Jo', 'Chris', 'Priya', 'Tom', 'Fatima', 'Dan', 'Ellie', 'Marcus', 'Wei', 'Grace'];
const surnames = ['Smith', 'Patel', 'Jones', 'Khan', 'Brown', 'Taylor', 'Evans', 'Walker', 'Wright', 'Hughes'];

/** COPY text escaping: backslash, tab, newline and carriage return; null and undefined are `\N`. */
function field(v: unknown): string {
  if (v === null || v === undefined) return '\\N';
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'boolean') return v ? 't' : 'f';
  return String(v).replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]!);
}

class TableText {
  lines: string[] = [];
  constructor(readonly table: string, readonly columns: string[]) {}
  add(values: unknown[]): void {
    this.lines.push(values.map(field).join('\t'));
  }
  done() {
    return { table: this.table, columns: this.columns, text: this.lines.length ? `${this.lines.join('\n')}\n` : '', rows: this.lines.length };
  }
}

/** A stop's own address (no customer: not one of the customer's saved addresses) near a real UK town. */
function stopAddress(random: Random, company: string): { place: Place; row: unknown[] } {
  const place = random.pick(ukPlaces);
  const lat = place.lat + random.between(-0.08, 0.08);
  const lon = place.lon + random.between(-0.12, 0.12);
  const outward = place.postcode.split(' ')[0];
  const postcode = `${outward} ${random.int(1, 9)}${'ABDEFGHJLNPQRSTUWXYZ'[random.int(0, 19)]}${'ABDEFGHJLNPQRSTUWXYZ'[random.int(0, 19)]}`;
  return { place, row: [null, company, `${random.int(1, 240)} ${random.pick(streets)}`, place.name, postcode, null, lat.toFixed(6), lon.toFixed(6)] };
}

/** Rough road miles between two places (great circle x 1.25). */
function miles(a: Place, b: Place): number {
  const rad = Math.PI / 180;
  const d = Math.acos(Math.min(1, Math.sin(a.lat * rad) * Math.sin(b.lat * rad) + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.cos((b.lon - a.lon) * rad)));
  return Math.round(d * 3959 * 1.25);
}

/**
 * Consignments `from`..`to`-1 (0-based) of `total`, spread evenly over `days` London days ending a week
 * after `today` (so there is work booked ahead): 2-6 stops each (the first a collection, then deliveries,
 * sometimes a second collection), a load detail per collection, and, for all but the newest and the
 * quotes, a manifest per one to three same-day consignments of one vehicle type with a supplier. Past work is
 * completed (progress times on every stop); work older than a month is invoiced. Ids follow from the
 * consignment's position (stops and addresses n*6+k+1, a manifest takes the id of the consignment that
 * opened it), so chunks are independent and load in parallel; the gaps are harmless.
 */
export function historyChunk(ids: HistoryIds, from: number, to: number, total: number, days: number, today: Date, seed: number): HistoryChunk {
  const random = new Random(seed * 7919 + from);
  const consignments = new TableText('consignment', CONSIGNMENT_COLUMNS);
  const addresses = new TableText('address', ADDRESS_COLUMNS);
  const stops = new TableText('consignment_address', STOP_COLUMNS);
  const manifests = new TableText('manifest', MANIFEST_COLUMNS);
  const loads = new TableText('load_detail', LOAD_COLUMNS);
  const lastDay = today.getTime() + 7 * 86_400_000;
  const firstDay = lastDay - days * 86_400_000;
  const now = Date.now();
  let open: { id: number; vehicleTypeId: number; day: number; left: number; order: number; supplierId: number } | null = null;

  for (let n = from; n < to; n++) {
    const id = n + 1;
    const dayStart = firstDay + Math.floor((n / total) * days) * 86_400_000;
    const start = new Date(dayStart + random.int(6 * 60, 19 * 60) * 60_000);
    const customerId = random.pick(ids.customerIds);
    const vehicleTypeId = ids.vehicleTypeIds[Math.min(ids.vehicleTypeIds.length - 1, Math.floor(random.next() ** 2 * ids.vehicleTypeIds.length))];
    const isQuote = random.next() < 0.04;
    const past = start.getTime() < now - 6 * 3_600_000;
    const invoiced = past && start.getTime() < now - 30 * 86_400_000 && !isQuote;
    const stopCount = random.int(2, 6);
    const created = new Date(start.getTime() - random.int(1, 96) * 3_600_000);

    const manifestable = !isQuote && start.getTime() < now + 2 * 86_400_000 && random.next() < 0.9;
    if (manifestable && (!open || open.day !== dayStart || open.vehicleTypeId !== vehicleTypeId || open.left === 0)) {
      const manifestId = n + 1;
      const supplierId = random.pick(ids.supplierIds);
      const cost = random.int(4_000, 60_000);
      open = { id: manifestId, vehicleTypeId, day: dayStart, left: random.int(0, 2), order: 0, supplierId };
      manifests.add([manifestId, 500_000 + manifestId, vehicleTypeId, supplierId, cost, cost, past, past, past ? start : null, random.int(10, 300), random.int(30, 600), invoiced ? 3 : 1, start, created, created]);
    } else if (manifestable && open) open.left--;
    const manifest = manifestable ? open : null;

    let place: Place | null = null;
    let totalMiles = 0;
    for (let k = 0; k < stopCount; k++) {
      const addressId = n * 6 + k + 1;
      const a = stopAddress(random, `${random.pick(['Unit', 'Warehouse', 'Depot', 'Store', 'Office'])} ${random.int(1, 99)}`);
      if (place) totalMiles += miles(place, a.place);
      place = a.place;
      addresses.add([addressId, ...a.row]);
      const stopId = addressId;
      const isCollection = k === 0 || (k === 2 && stopCount > 4);
      const at = new Date(start.getTime() + k * random.int(30, 120) * 60_000);
      const done = past && !isQuote;
      if (manifest) manifest.order += 10;
      stops.add([stopId, id, isCollection ? ids.collectionTypeId : ids.deliveryTypeId, addressId, k + 1, manifest ? manifest.order : null, manifest?.id ?? null, at, random.next() < 0.3, done, done ? new Date(at.getTime() - 1_800_000) : null, done, done ? at : null, done, done ? new Date(at.getTime() + 600_000) : null, done ? `${random.pick(firstNames)} ${random.pick(surnames)}` : null]);
      if (isCollection) loads.add([stopId, stopId, random.int(1, 12), random.pick(goods)]);
    }
    const price = random.int(3_500, 90_000);
    const cost = Math.round(price * random.between(0.55, 0.85));
    consignments.add([id, 100_000 + id, customerId, `${random.pick(firstNames)} ${random.pick(surnames)}`, `07${random.int(100, 999)} ${random.int(100_000, 999_999)}`, vehicleTypeId, random.next() < 0.7 ? `PO${random.int(10_000, 99_999)}` : null, random.next() < 0.5 ? `REF-${random.int(1_000, 9_999)}` : null, random.next() < 0.2 ? 'Call on arrival' : null, price, price, cost, cost, totalMiles, totalMiles, random.int(30, 600), isQuote, past && !isQuote, invoiced ? 3 : 1, invoiced ? new Date(dayStart + 30 * 86_400_000) : null, invoiced ? `INV-${200_000 + Math.floor(id / 7)}` : null, created, created, manifest?.supplierId ?? null, start]);
  }
  // Dependency order: addresses and manifests before the stops that name them.
  return { consignments: to - from, tables: [addresses.done(), manifests.done(), consignments.done(), stops.done(), loads.done()] };
}
