import { Random } from './random.js';
import { milesBetween, ukPlaces, type Place } from './uk-places.js';

/** GPS positions every 10 s, all day: the tracker keeps reporting while the vehicle is parked. */
export const SLOT_SECONDS = 10;
export const SLOTS_PER_DAY = 86_400 / SLOT_SECONDS;

/** A vehicle whose tracker reports, with the supplier and driver user its rows carry. */
export interface TrackedVehicle {
  supplierId: number;
  userId: number;
  depot: Place;
}

/** One piece of a vehicle's day: parked (from = to) or driving a leg between two places. */
interface Segment {
  endSlot: number;
  fromLat: number;
  fromLon: number;
  toLat: number;
  toLon: number;
  startSlot: number;
  /** Sideways bow of the leg in degrees, so a track curves like a road rather than a ruler line. */
  bow: number;
}

const MPH = 42;
const ROAD_FACTOR = 1.25;

/**
 * Plans one working day: leave the depot between 05:00 and 07:30 UTC, drive 2 to 5 legs to towns
 * within reach (about 42 mph, roads 25% longer than the crow flies), wait 15-45 min at each stop,
 * and park back at the depot; parked otherwise.
 */
function planDay(random: Random, depot: Place): Segment[] {
  const segments: Segment[] = [];
  let slot = random.int(5 * 360, 7.5 * 360);
  let here = { lat: depot.lat, lon: depot.lon };
  const park = (until: number) => {
    segments.push({ startSlot: segments.at(-1)?.endSlot ?? 0, endSlot: until, fromLat: here.lat, fromLon: here.lon, toLat: here.lat, toLon: here.lon, bow: 0 });
  };
  park(slot);
  const legs = random.int(2, 5);
  for (let i = 0; i <= legs && slot < 19 * 360; i++) {
    const target = i === legs ? depot : nearbyPlace(random, here);
    const miles = milesBetween(here, target) * ROAD_FACTOR + 2;
    const slots = Math.max(6, Math.round((miles / MPH) * 360));
    const end = Math.min(SLOTS_PER_DAY, slot + slots);
    segments.push({ startSlot: slot, endSlot: end, fromLat: here.lat, fromLon: here.lon, toLat: target.lat + random.between(-0.01, 0.01), toLon: target.lon + random.between(-0.01, 0.01), bow: random.between(-0.08, 0.08) });
    here = { lat: segments.at(-1)!.toLat, lon: segments.at(-1)!.toLon };
    slot = Math.min(SLOTS_PER_DAY, end + random.int(90, 270));
    park(slot);
  }
  park(SLOTS_PER_DAY);
  return segments;
}

/** A town within about 120 miles (most work is regional), else any town. */
function nearbyPlace(random: Random, from: { lat: number; lon: number }): Place {
  for (let tries = 0; tries < 8; tries++) {
    const p = random.pick(ukPlaces);
    const miles = milesBetween(from, p);
    if (miles > 5 && miles < 120) return p;
  }
  return random.pick(ukPlaces);
}

/**
 * Yields COPY text (supplier_location columns id, supplier_id, user_id, manifest_id, latitude,
 * longitude, recorded_at, received_at) for a range of days, in time order as a live system writes
 * them: for each 10 s slot, every vehicle. Chunks are ~1 MB so the COPY stream stays busy.
 */
export function* positionChunks(vehicles: readonly TrackedVehicle[], firstDay: Date, dayFrom: number, dayTo: number, seed: number): Generator<{ text: string; rows: number }> {
  const timeOfDay = Array.from({ length: SLOTS_PER_DAY }, (_, s) => new Date(s * SLOT_SECONDS * 1000).toISOString().slice(11, 19));
  const received = Array.from({ length: SLOTS_PER_DAY }, (_, s) => new Date((s * SLOT_SECONDS + 2) * 1000).toISOString().slice(11, 19));
  const prefix = vehicles.map((v) => `\t${v.supplierId}\t${v.userId}\t\\N\t`);
  const v = vehicles.length;
  let text = '';
  let rows = 0;
  for (let day = dayFrom; day < dayTo; day++) {
    const random = new Random(seed * 7919 + day);
    const date = new Date(firstDay.getTime() + day * 86_400_000).toISOString().slice(0, 10);
    const plans = vehicles.map((vehicle) => planDay(random, vehicle.depot));
    const cursor = new Array<number>(v).fill(0);
    let id = day * SLOTS_PER_DAY * v + 1;
    for (let slot = 0; slot < SLOTS_PER_DAY; slot++) {
      const stamp = `${date} ${timeOfDay[slot]}+00\t${date} ${received[slot]}+00\n`;
      for (let i = 0; i < v; i++) {
        const plan = plans[i];
        let k = cursor[i];
        while (plan[k].endSlot <= slot) k++;
        cursor[i] = k;
        const s = plan[k];
        const f = (slot - s.startSlot) / (s.endSlot - s.startSlot);
        const bend = s.bow * Math.sin(Math.PI * f);
        // GPS noise of a few metres, even when parked.
        const lat = s.fromLat + (s.toLat - s.fromLat) * f + bend * (s.toLon - s.fromLon) * 0.3 + (random.next() - 0.5) * 0.00006;
        const lon = s.fromLon + (s.toLon - s.fromLon) * f - bend * (s.toLat - s.fromLat) * 0.3 + (random.next() - 0.5) * 0.00009;
        text += `${id++}${prefix[i]}${lat.toFixed(6)}\t${lon.toFixed(6)}\t${stamp}`;
        rows++;
      }
      if (text.length > 1_000_000) {
        yield { text, rows };
        text = '';
        rows = 0;
      }
    }
  }
  if (rows) yield { text, rows };
}

/** The newest position of each supplier at the end of the range (for supplier_last_location). */
export function lastPositions(vehicles: readonly TrackedVehicle[], firstDay: Date, days: number, seed: number) {
  const day = days - 1;
  const random = new Random(seed * 7919 + day);
  const plans = vehicles.map((vehicle) => planDay(random, vehicle.depot));
  const at = new Date(firstDay.getTime() + day * 86_400_000 + (SLOTS_PER_DAY - 1) * SLOT_SECONDS * 1000);
  const bySupplier = new Map<number, { supplierId: number; userId: number; latitude: number; longitude: number; recordedAt: Date }>();
  vehicles.forEach((vehicle, i) => {
    const s = plans[i].at(-1)!;
    bySupplier.set(vehicle.supplierId, { supplierId: vehicle.supplierId, userId: vehicle.userId, latitude: s.toLat, longitude: s.toLon, recordedAt: at });
  });
  return [...bySupplier.values()];
}
