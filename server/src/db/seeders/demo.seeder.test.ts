import { startTestApp, type TestApp } from '../../test/harness.js';
import { DemoSeeder } from './demo.seeder.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const count = async (table: string) => Number((await t.orm.em.getConnection().execute<{ n: string }[]>(`select count(*) as n from ${table}`))[0].n);

describe('demo data (issue 3 item 7)', () => {
  it('seeds priced consignments for today and tomorrow, matrices, an area rule, charges and settings, once', async () => {
    await t.orm.seeder.seed(DemoSeeder);
    await t.orm.seeder.seed(DemoSeeder);
    expect(await count('consignment')).toBe(4);
    expect(await count('price_matrix')).toBe(10);
    expect(await count('area_additional_charge_rule')).toBe(1);
    expect(await count('additional_charge')).toBe(3);
    const [settings] = await t.orm.em.getConnection().execute<{ backload_multiplier: number }[]>(`select backload_multiplier from global_settings`);
    expect(settings.backload_multiplier).toBe(70);
    const prices = await t.orm.em.getConnection().execute<{ price_pence: number; cost_pence: number }[]>(`select price_pence, cost_pence from consignment`);
    expect(prices.every((p) => p.price_pence > 0 && p.cost_pence > 0)).toBe(true);
  });
});
