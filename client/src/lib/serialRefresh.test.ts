import { expect, test } from '@playwright/test';
import { serialRefresh } from './serialRefresh';

/** A refetch that answers when told to, counting how often it ran. */
function controlledRun() {
  const pending: (() => void)[] = [];
  let runs = 0;
  const run = () => {
    runs++;
    return new Promise<void>((resolve) => pending.push(resolve));
  };
  const answer = async () => {
    pending.shift()!();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { run, answer, runs: () => runs, waiting: () => pending.length };
}

test('a change announced while the manifest is being refetched is fetched again once that refetch is back, not joined to it', async () => {
  const r = controlledRun();
  const refresh = serialRefresh(r.run);
  refresh();
  expect(r.runs()).toBe(1);
  refresh();
  refresh();
  expect(r.runs()).toBe(1);
  await r.answer();
  expect(r.runs()).toBe(2);
  await r.answer();
  expect([r.runs(), r.waiting()]).toEqual([2, 0]);
  refresh();
  expect(r.runs()).toBe(3);
});

test('a failed refetch ends the round, and the next change starts a new one', async () => {
  let calls = 0;
  const refresh = serialRefresh(async () => {
    calls++;
    throw new Error('offline');
  });
  refresh();
  await new Promise((resolve) => setTimeout(resolve, 0));
  refresh();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(calls).toBe(2);
});
