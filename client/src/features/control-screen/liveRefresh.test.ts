import { expect, test } from '@playwright/test';
import { debounce, reselect } from './liveRefresh';

/** Fake timers: the test moves time by hand. */
function fakeTimers() {
  let now = 0;
  let next = 1;
  const pending = new Map<number, { at: number; fn: () => void }>();
  return {
    setTimeout: ((fn: () => void, ms: number) => {
      pending.set(next, { at: now + ms, fn });
      return next++;
    }) as unknown as typeof setTimeout,
    clearTimeout: ((id: number) => pending.delete(id)) as unknown as typeof clearTimeout,
    advance(ms: number) {
      now += ms;
      for (const [id, t] of [...pending]) if (t.at <= now) {
        pending.delete(id);
        t.fn();
      }
    },
  };
}

test('issue 6: a burst of change events refetches the list once, after the quiet period', () => {
  const timers = fakeTimers();
  let calls = 0;
  const d = debounce(() => calls++, 600, timers);
  d.trigger();
  timers.advance(300);
  d.trigger();
  timers.advance(300);
  d.trigger();
  timers.advance(599);
  expect(calls).toBe(0);
  timers.advance(1);
  expect(calls).toBe(1);
  d.trigger();
  timers.advance(600);
  expect(calls).toBe(2);
});

test('issue 6: a cancelled refresh (screen left) never runs', () => {
  const timers = fakeTimers();
  let calls = 0;
  const d = debounce(() => calls++, 600, timers);
  d.trigger();
  d.cancel();
  timers.advance(1000);
  expect(calls).toBe(0);
});

test('issue 6: the selected row survives a refresh with its fresh data, and is dropped when it left the list', () => {
  const rows = [{ id: 1, v: 'new' }, { id: 2, v: 'x' }];
  expect(reselect(rows, 1)).toEqual({ id: 1, v: 'new' });
  expect(reselect(rows, 3)).toBeNull();
  expect(reselect(rows, null)).toBeNull();
});
