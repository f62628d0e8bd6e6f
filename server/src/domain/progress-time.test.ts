import { implausibleProgressTime, PROGRESS_TIME_MESSAGES } from './progress-time.js';

const now = new Date('2026-07-15T12:00:00Z'); // 13:00 in London (BST)
const manifestStart = new Date('2026-07-15T07:00:00Z'); // the manifest's London day: 15 July
const check = (at: string, step: 'OnRoute' | 'Arrived' | 'Completed' = 'OnRoute', recorded = {}) =>
  implausibleProgressTime({ step, at: new Date(at), now, manifestStart, recorded });

describe('a driver progress time is plausible (issue 20 item 8)', () => {
  it('accepts now, a minute of fast phone clock, and any time since the start of the day before the manifest\'s day', () => {
    expect(check('2026-07-15T12:00:00Z')).toBeNull();
    expect(check('2026-07-15T12:01:00Z')).toBeNull();
    expect(check('2026-07-13T23:00:00Z')).toBeNull(); // 14 July 00:00 in London
  });

  it('refuses a time more than a minute ahead of the server clock', () => {
    expect(check('2026-07-15T12:01:01Z')).toBe(PROGRESS_TIME_MESSAGES.future);
  });

  it('refuses a time before the day before the manifest\'s London day', () => {
    expect(check('2026-07-13T22:59:59Z')).toBe(PROGRESS_TIME_MESSAGES.tooEarly('2026-07-14'));
    expect(check('2025-01-01T00:00:00Z')).toBe(PROGRESS_TIME_MESSAGES.tooEarly('2026-07-14'));
  });

  it('counts the day in London across the clock change', () => {
    const winter = { now: new Date('2026-10-26T12:00:00Z'), manifestStart: new Date('2026-10-26T08:00:00Z'), recorded: {} };
    // 25 October 2026 is the clock-change Sunday: it starts at 23:00 UTC on the 24th (BST).
    expect(implausibleProgressTime({ ...winter, step: 'OnRoute', at: new Date('2026-10-24T23:00:00Z') })).toBeNull();
    expect(implausibleProgressTime({ ...winter, step: 'OnRoute', at: new Date('2026-10-24T22:59:59Z') })).toBe(PROGRESS_TIME_MESSAGES.tooEarly('2026-10-25'));
  });

  it('keeps the steps in order: not before an earlier step, not after a later one', () => {
    const onRoute = new Date('2026-07-15T10:00:00Z');
    const completed = new Date('2026-07-15T11:00:00Z');
    expect(check('2026-07-15T09:59:59Z', 'Arrived', { OnRoute: onRoute })).toBe(PROGRESS_TIME_MESSAGES.beforeEarlierStep('OnRoute'));
    expect(check('2026-07-15T11:00:01Z', 'Arrived', { OnRoute: onRoute, Completed: completed })).toBe(PROGRESS_TIME_MESSAGES.afterLaterStep('Completed'));
    expect(check('2026-07-15T10:30:00Z', 'Arrived', { OnRoute: onRoute, Completed: completed })).toBeNull();
    expect(check('2026-07-15T10:00:00Z', 'Completed', { OnRoute: onRoute, Arrived: null })).toBeNull();
  });

  it('has no lower bound from a manifest without a start time', () => {
    expect(implausibleProgressTime({ step: 'OnRoute', at: new Date('2020-01-01T00:00:00Z'), now, manifestStart: null, recorded: {} })).toBeNull();
  });
});
