/**
 * Per-minute budgets count in clock minutes: a test starting in a minute's last seconds waits for the next,
 * so the requests it counts share one minute.
 */
export async function freshMinute(): Promise<void> {
  if (Date.now() % 60_000 > 45_000) await new Promise((r) => setTimeout(r, 60_000 - (Date.now() % 60_000) + 100));
}
