/** Plan the day's pure rules (issue 23 item 4): what accepting sends, and how a run's figures read. */
import { formatMoney } from '@domain/money';

/** A proposed run as the screen holds it. */
export interface PlanRun {
  supplierId: number | null;
  supplierName: string | null;
  vehicleTypeName: string;
  stops: { id: number; version: number }[];
  miles: number;
  minutes: number;
  costPence: number;
  pricePence: number;
  marginPence: number;
}

/** The tomorrow of a London date-time, YYYY-MM-DD: the day a dispatcher usually plans. */
export function tomorrowIn(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(now.getTime() + 86_400_000));
}

/** The runs ticked for accepting, as acceptPlan takes them (plan order kept). */
export function acceptedRuns(runs: readonly PlanRun[], chosen: ReadonlySet<number>) {
  return runs.flatMap((r, i) => (chosen.has(i) ? [{ supplierId: r.supplierId, stops: r.stops.map((s) => ({ id: s.id, version: s.version })) }] : []));
}

/** "12 miles · 40 min · cost £30.00 · price £45.00 · margin £15.00". */
export function runFigures(r: Pick<PlanRun, 'miles' | 'minutes' | 'costPence' | 'pricePence' | 'marginPence'>): string {
  return `${r.miles} miles · ${r.minutes} min · cost ${formatMoney(r.costPence)} · price ${formatMoney(r.pricePence)} · margin ${formatMoney(r.marginPence)}`;
}

/** The runs' totals, for the plan's summary line. */
export function planTotals(runs: readonly PlanRun[]) {
  const sum = (pick: (r: PlanRun) => number) => runs.reduce((total, r) => total + pick(r), 0);
  return { miles: sum((r) => r.miles), minutes: sum((r) => r.minutes), costPence: sum((r) => r.costPence), pricePence: sum((r) => r.pricePence), marginPence: sum((r) => r.marginPence) };
}

/**
 * Moves a stop to the end of another run, with its consignment's other stops of the same run in their
 * order, so a collection never leaves its delivery behind. `consignmentOf` names each stop's consignment.
 */
export function moveStopTo(runs: readonly PlanRun[], stopId: number, to: number, consignmentOf: (stopId: number) => number | undefined): PlanRun[] {
  const from = runs.findIndex((r) => r.stops.some((s) => s.id === stopId));
  if (from < 0 || from === to || !runs[to]) return [...runs];
  const consignment = consignmentOf(stopId);
  const moving = runs[from].stops.filter((s) => s.id === stopId || (consignment !== undefined && consignmentOf(s.id) === consignment));
  return runs.map((r, i) => {
    if (i === from) return { ...r, stops: r.stops.filter((s) => !moving.includes(s)) };
    if (i === to) return { ...r, stops: [...r.stops, ...moving] };
    return r;
  });
}

/** Figures worked out again for the non-empty runs (in order) put back on them; an empty run has none. */
export function withFigures(runs: readonly PlanRun[], figures: readonly Pick<PlanRun, 'vehicleTypeName' | 'miles' | 'minutes' | 'costPence' | 'pricePence' | 'marginPence'>[]): PlanRun[] {
  let k = 0;
  return runs.map((r) => (r.stops.length === 0 ? { ...r, miles: 0, minutes: 0, costPence: 0, pricePence: 0, marginPence: 0 } : { ...r, ...figures[k++] }));
}

/** Distinct colours for the runs on the map, picked to stay apart for colour-blind readers first. */
export const RUN_COLOURS = ['#1677ff', '#d4380d', '#389e0d', '#722ed1', '#d48806', '#08979c', '#c41d7f', '#595959', '#7cb305', '#0050b3'] as const;

/** Run i's colour on the map and its legend (the palette repeats past ten runs). */
export function runColour(i: number): string {
  return RUN_COLOURS[i % RUN_COLOURS.length];
}

/** A stop drawn on the plan's map: its place, its run and its number in that run's visit order (from 1). */
export interface MapStop {
  id: number;
  run: number;
  position: number;
  at: [number, number];
}

/**
 * Each run's located stops in visit order, numbered by their place in the run (a stop without a map position
 * keeps its number, so the numbers match the list); empty runs draw nothing.
 */
export function runsOnMap(runs: readonly PlanRun[], placeOf: (stopId: number) => { latitude?: number | null; longitude?: number | null } | undefined): MapStop[][] {
  return runs.map((r, run) =>
    r.stops.flatMap((s, i) => {
      const place = placeOf(s.id);
      return place?.latitude != null && place.longitude != null ? [{ id: s.id, run, position: i + 1, at: [place.latitude, place.longitude] as [number, number] }] : [];
    }),
  );
}
