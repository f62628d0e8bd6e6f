import { Random } from './random.js';
import type { Row } from './sql.js';
import { ukPlaces, type Place } from './uk-places.js';

/** The people and fleets of a realistic firm, as rows keyed by column name (see sql.ts insertRows). */
export interface ReferenceData {
  customers: Row[];
  suppliers: Row[];
  vehicles: Row[];
  users: Row[];
  userDevices: Row[];
  /** Each supplier's depot, where its vehicles start and end their days. */
  depots: Map<number, Place>;
}

/** The bench's sign-ins: one office user (device pre-verified) and driver-001..N, all with this password. */
export const BENCH_PASSWORD = 'Bench-Password-1';
export const BENCH_OFFICE = { username: 'bench-office', deviceUuid: 'bench-device' };
export const driverUsername = (n: number) => `driver-${String(n).padStart(3, '0')}`;

const nameParts = ['Acme', 'Atlas', 'Beacon', 'Crown', 'Delta', 'Eagle', 'Falcon', 'Granite', 'Harbour', 'Iris', 'Jubilee', 'Kestrel', 'Lion', 'Meridian', 'Northern', 'Oak', 'Pioneer', 'Quay', 'Riverside', 'Summit', 'Thames', 'Union', 'Vale', 'Westfield'];
const customerKinds = ['Engineering', 'Print', 'Pharma', 'Retail', 'Electronics', 'Foods', 'Textiles', 'Medical', 'Publishing', 'Auto Parts'];
const supplierKinds = ['Couriers', 'Logistics', 'Haulage', 'Transport', 'Express', 'Freight'];
const makes: Record<number, [string, string][]> = {
  1: [['Honda', 'NC750X'], ['Yamaha', 'Tracer 7']],
  2: [['Ford', 'Transit Connect'], ['Citroen', 'Berlingo']],
  3: [['Ford', 'Transit Custom'], ['Vauxhall', 'Vivaro']],
  4: [['Mercedes-Benz', 'Sprinter LWB'], ['Ford', 'Transit LWB']],
  5: [['Peugeot', 'Boxer Luton'], ['Iveco', 'Daily Luton']],
  6: [['DAF', 'LF 7.5t'], ['Isuzu', 'Forward N75']],
  7: [['DAF', 'LF 18t'], ['MAN', 'TGM 18t']],
  8: [['Volvo', 'FH'], ['Scania', 'R450']],
};

/** A UK-style registration, e.g. 'AB21 CDE'. */
function registration(random: Random): string {
  const letters = 'ABCDEFGHJKLMNOPRSTUVWXYZ';
  const l = () => letters[random.int(0, letters.length - 1)];
  return `${l()}${l()}${random.int(10, 25)} ${l()}${l()}${l()}`;
}

/**
 * Builds customers (about a quarter are branches of a parent account), suppliers with 1-3 vehicles
 * each (vehicle types by Order), one driver user per supplier and the bench's office user.
 * To add a column: add the field here; it is written as soon as the column exists.
 */
export function buildReferenceData(opts: { customers: number; suppliers: number; vehicleTypeIds: number[]; passwordHash: string; seed: number }): ReferenceData {
  const random = new Random(opts.seed);
  const customers: Row[] = [];
  for (let id = 1; id <= opts.customers; id++) {
    const parent = id > 20 && random.next() < 0.25 ? random.int(1, 20) : null;
    const place = random.pick(ukPlaces);
    customers.push({
      id,
      name: `${random.pick(nameParts)} ${random.pick(customerKinds)} ${parent ? `(${place.name})` : 'Ltd'} ${id}`,
      parent_id: parent,
      is_deactivated: random.next() < 0.03,
      postcode: place.postcode,
    });
  }
  const suppliers: Row[] = [];
  const vehicles: Row[] = [];
  const users: Row[] = [];
  const depots = new Map<number, Place>();
  for (let id = 1; id <= opts.suppliers; id++) {
    const depot = random.pick(ukPlaces);
    depots.set(id, depot);
    suppliers.push({ id, name: `${random.pick(nameParts)} ${random.pick(supplierKinds)} ${id}`, is_deactivated: false, is_tracking_disabled: false });
    const count = random.int(1, 3);
    for (let k = 0; k < count; k++) {
      const typeIndex = random.int(0, opts.vehicleTypeIds.length - 1);
      const [make, model] = random.pick(makes[typeIndex + 1] ?? makes[3]);
      const size = 1.2 + typeIndex * 1.5;
      vehicles.push({
        id: vehicles.length + 1,
        supplier_id: id,
        vehicle_type_id: opts.vehicleTypeIds[typeIndex],
        make,
        model,
        registration: registration(random),
        length: Math.round(size * 100) / 100,
        width: Math.round(Math.min(2.5, 1 + typeIndex * 0.2) * 100) / 100,
        height: Math.round(Math.min(4, 1 + typeIndex * 0.35) * 100) / 100,
        insurance_expiry: `${2026 + random.int(0, 2)}-${String(random.int(1, 12)).padStart(2, '0')}-28`,
        is_default_vehicle: k === 0,
      });
    }
    users.push({ id: users.length + 1, username: driverUsername(id), email: `${driverUsername(id)}@suppliers.example`, name: `Driver ${id}`, role: 'SUPPLIER', supplier_id: id, password_hash: opts.passwordHash });
  }
  const officeId = users.length + 1;
  users.push({ id: officeId, username: BENCH_OFFICE.username, email: 'bench-office@dispatch.local', name: 'Bench Office', role: 'OFFICE', is_admin: true, is_manager: true, password_hash: opts.passwordHash });
  const userDevices = [{ user_id: officeId, device_uuid: BENCH_OFFICE.deviceUuid, verified_at: new Date() }];
  return { customers, suppliers, vehicles, users, userDevices, depots };
}
