import fc from 'fast-check';
import { etaChanged, isEtaLate, lateAfter, stopEtas, type EtaStop } from './eta.js';

const NOW = new Date('2026-11-25T10:00:00Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const SETTINGS = { serviceSeconds: 600, lateToleranceSeconds: 900 };
const stop = (over: Partial<EtaStop> = {}): EtaStop => ({
  isCompleted: false, completionTime: null, hasArrived: false, arrivalTime: null, windowStart: null, windowEnd: null, ...over,
});

describe('stop ETAs', () => {
  it('drives each leg from now and spends the service time at every stop', () => {
    const etas = stopEtas([stop(), stop(), stop()], [300, 600, 120], true, NOW, SETTINGS);
    expect(etas.map((e) => e.eta)).toEqual([at(5), at(5 + 10 + 10), at(25 + 10 + 2)]);
  });

  it('gives a completed stop its completion time and skips it when counting legs', () => {
    const etas = stopEtas([stop({ isCompleted: true, completionTime: at(-30) }), stop()], [60], true, NOW, SETTINGS);
    expect(etas.map((e) => e.eta)).toEqual([at(-30), at(1)]);
  });

  it('keeps the arrival time of a stop the driver is at and leaves it a service time after arriving', () => {
    const etas = stopEtas([stop({ hasArrived: true, arrivalTime: at(-4) }), stop()], [0, 60], true, NOW, SETTINGS);
    expect(etas.map((e) => e.eta)).toEqual([at(-4), at(6 + 1)]);
  });

  it('waits for the start of a window when early', () => {
    const etas = stopEtas([stop({ windowStart: at(30) }), stop()], [60, 60], true, NOW, SETTINGS);
    expect(etas.map((e) => e.eta)).toEqual([at(1), at(30 + 10 + 1)]);
  });

  it('has no ETA for stops ahead without an origin or a routable leg', () => {
    expect(stopEtas([stop(), stop()], [60, 60], false, NOW, SETTINGS).map((e) => e.eta)).toEqual([null, null]);
    expect(stopEtas([stop(), stop()], [null, 60], true, NOW, SETTINGS).map((e) => e.eta)).toEqual([null, at(1)]);
  });

  it('is late after the end of the window, or after the scheduled time plus the tolerance', () => {
    expect(isEtaLate({ windowStart: at(0), windowEnd: at(60) }, at(61), 900)).toBe(true);
    expect(isEtaLate({ windowStart: at(0), windowEnd: at(60) }, at(60), 900)).toBe(false);
    expect(isEtaLate({ windowStart: at(0), windowEnd: null }, at(16), 900)).toBe(true);
    expect(isEtaLate({ windowStart: at(0), windowEnd: at(0) }, at(14), 900)).toBe(false);
    expect(isEtaLate({ windowStart: null, windowEnd: null }, at(1000), 900)).toBe(false);
    expect(lateAfter({ windowStart: null, windowEnd: null }, 900)).toBeNull();
  });

  it('flags a completed stop finished after its window as late', () => {
    const [e] = stopEtas([stop({ isCompleted: true, completionTime: at(90), windowStart: at(0), windowEnd: at(60) })], [], true, NOW, SETTINGS);
    expect(e.isLate).toBe(true);
  });

  it('never lets a later stop ahead be reached before an earlier one (property)', () => {
    fc.assert(fc.property(
      fc.array(fc.record({ leg: fc.integer({ min: 0, max: 7200 }), wait: fc.option(fc.integer({ min: -120, max: 600 })) }), { minLength: 1, maxLength: 12 }),
      (rows) => {
        const etas = stopEtas(rows.map((r) => stop({ windowStart: r.wait == null ? null : at(r.wait) })), rows.map((r) => r.leg), true, NOW, SETTINGS);
        return etas.every((e, i) => i === 0 || e.eta!.getTime() >= etas[i - 1].eta!.getTime() + SETTINGS.serviceSeconds * 1000);
      },
    ));
  });
});

describe('whether an ETA change is news', () => {
  it('is news when the flag flips, the ETA moves a minute or more, or appears or goes', () => {
    expect(etaChanged({ eta: at(0), isLate: false }, { eta: at(0), isLate: true })).toBe(true);
    expect(etaChanged({ eta: at(0), isLate: false }, { eta: at(0.5), isLate: false })).toBe(false);
    expect(etaChanged({ eta: at(0), isLate: false }, { eta: at(1), isLate: false })).toBe(true);
    expect(etaChanged({ eta: null, isLate: false }, { eta: at(1), isLate: false })).toBe(true);
    expect(etaChanged({ eta: null, isLate: false }, { eta: null, isLate: false })).toBe(false);
  });
});
