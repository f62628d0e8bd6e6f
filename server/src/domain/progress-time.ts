/**
 * Whether a driver's progress time is plausible (issue 20 item 8): a phone with a wrong clock, or a
 * driver back-filling a step, must not record a time that could not have happened. The time may be
 * no earlier than the day before the manifest's London day, no later than a minute from now (a fast
 * phone clock), and in step order with the stop's other recorded steps (on route, arrived, completed).
 */
import { addDays, londonDayRange, today } from './dates.js';
import { PROGRESS_MESSAGES, type ProgressStep } from './manifest.js';

/** How far ahead of the server's clock a time may be: a phone's clock runs a little fast. */
export const FUTURE_MARGIN_MS = 60_000;
/** How many days before the manifest's day a step may be recorded (a run starting just after midnight). */
export const DAYS_BEFORE_MANIFEST = 1;

const ORDER: readonly ProgressStep[] = ['OnRoute', 'Arrived', 'Completed'];
const LABEL: Record<ProgressStep, string> = { OnRoute: 'on route', Arrived: 'arrived', Completed: 'completed' };

/** The messages, worded for the driver. */
export const PROGRESS_TIME_MESSAGES = {
  future: PROGRESS_MESSAGES.future,
  tooEarly: (date: string) => `The time cannot be before ${date}, the day before the manifest's day`,
  beforeEarlierStep: (step: ProgressStep) => `The time cannot be before the stop's ${LABEL[step]} time`,
  afterLaterStep: (step: ProgressStep) => `The time cannot be after the stop's ${LABEL[step]} time`,
} as const;

/** A step's time with what it is judged against. */
export interface ProgressTimeCheck {
  step: ProgressStep;
  at: Date;
  now: Date;
  /** The manifest's first stop time; its London day sets the earliest allowed time. Null: no lower bound from it. */
  manifestStart: Date | null;
  /** The stop's times already recorded for each step. */
  recorded: Partial<Record<ProgressStep, Date | null>>;
}

/** The reason the time is not plausible, or null when it is. */
export function implausibleProgressTime(check: ProgressTimeCheck): string | null {
  const at = check.at.getTime();
  if (at > check.now.getTime() + FUTURE_MARGIN_MS) return PROGRESS_TIME_MESSAGES.future;
  if (check.manifestStart) {
    const earliestDay = addDays(today(check.manifestStart), -DAYS_BEFORE_MANIFEST);
    if (at < londonDayRange(earliestDay).start.getTime()) return PROGRESS_TIME_MESSAGES.tooEarly(earliestDay);
  }
  const index = ORDER.indexOf(check.step);
  for (const earlier of ORDER.slice(0, index)) {
    const t = check.recorded[earlier];
    if (t && at < t.getTime()) return PROGRESS_TIME_MESSAGES.beforeEarlierStep(earlier);
  }
  for (const later of ORDER.slice(index + 1)) {
    const t = check.recorded[later];
    if (t && at > t.getTime()) return PROGRESS_TIME_MESSAGES.afterLaterStep(later);
  }
  return null;
}
