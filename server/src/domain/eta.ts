/**
 * Live arrival estimates and late running (issue 25 items 1 and 2). Pure: the caller passes the stops of a
 * manifest in manifest order, the driving time of each leg still to drive (from the routing interface), the
 * service time and `now`.
 *
 * - A completed stop's ETA is its completion time.
 * - A stop the driver has arrived at (not completed) has its arrival time as ETA; the vehicle leaves it a
 *   service time after arriving (or now, when that has passed).
 * - Every other stop is reached by driving its leg from where the vehicle is (or leaves), waiting for the start
 *   of the stop's window when early, then spending the service time there.
 * - A stop is late when its ETA is after the end of its window, or after its scheduled time plus the tolerance
 *   when it has no window end.
 */

/** What the estimate needs of a stop. */
export interface EtaStop {
  isCompleted: boolean;
  completionTime: Date | null;
  hasArrived: boolean;
  arrivalTime: Date | null;
  /** The scheduled time (the window's start). */
  windowStart: Date | null;
  /** The end of the window (ScheduledStartToDateAndTime), when it has one. */
  windowEnd: Date | null;
}

/** A stop's estimate: when it is (or was) reached, and whether that is late. */
export interface StopEta {
  eta: Date | null;
  isLate: boolean;
}

/** The figures an estimate runs with (config: ETA_SERVICE_MINUTES, LATE_TOLERANCE_MINUTES). */
export interface EtaSettings {
  serviceSeconds: number;
  lateToleranceSeconds: number;
}

/** The latest moment the stop may be reached without being late; null when it has no time at all. */
export function lateAfter(stop: Pick<EtaStop, 'windowStart' | 'windowEnd'>, lateToleranceSeconds: number): Date | null {
  if (stop.windowEnd && (!stop.windowStart || stop.windowEnd.getTime() > stop.windowStart.getTime())) return stop.windowEnd;
  if (!stop.windowStart) return null;
  return new Date(stop.windowStart.getTime() + lateToleranceSeconds * 1000);
}

/** Whether an ETA runs late for the stop (spec: issue 25 item 2). */
export function isEtaLate(stop: Pick<EtaStop, 'windowStart' | 'windowEnd'>, eta: Date | null, lateToleranceSeconds: number): boolean {
  const deadline = lateAfter(stop, lateToleranceSeconds);
  return !!eta && !!deadline && eta.getTime() > deadline.getTime();
}

/**
 * Each stop's estimate, in the order given. `legSeconds[i]` is the driving time to the i-th stop not yet
 * completed, from the vehicle (for the first) or from the previous such stop; null when it cannot be
 * routed (no position for the stop), which leaves that stop without an ETA. `hasOrigin` false (no position
 * and no stop reached yet): stops ahead have no ETA.
 */
export function stopEtas(stops: readonly EtaStop[], legSeconds: readonly (number | null)[], hasOrigin: boolean, now: Date, settings: EtaSettings): StopEta[] {
  const serviceMs = settings.serviceSeconds * 1000;
  let clock = now.getTime();
  let leg = 0;
  return stops.map((stop) => {
    let eta: Date | null;
    if (stop.isCompleted) {
      eta = stop.completionTime;
    } else if (stop.hasArrived) {
      leg++;
      eta = stop.arrivalTime ?? now;
      clock = Math.max(clock, eta.getTime() + serviceMs);
    } else {
      const seconds = legSeconds[leg++];
      if (!hasOrigin || seconds == null) {
        eta = null;
      } else {
        const reached = clock + seconds * 1000;
        eta = new Date(reached);
        clock = Math.max(reached, stop.windowStart?.getTime() ?? reached) + serviceMs;
      }
    }
    return { eta, isLate: isEtaLate(stop, eta, settings.lateToleranceSeconds) };
  });
}

/** Whether a new estimate is worth telling anyone about: the flag flipped or the ETA moved by a minute or more. */
export function etaChanged(before: StopEta, after: StopEta): boolean {
  if (before.isLate !== after.isLate) return true;
  if (!before.eta || !after.eta) return (before.eta === null) !== (after.eta === null);
  return Math.abs(before.eta.getTime() - after.eta.getTime()) >= 60_000;
}
