import { startServer } from '../server-process.js';
import { signInOffice } from '../sessions.js';
import { table } from '../report.js';
import type { Scenario, ScenarioResult } from '../types.js';
import { ingestScenario } from './ingest.js';
import { warmupSecondsFor } from './ingest-load.js';

const VEHICLES = 10_000;
const SUBSCRIBERS = 1_000;
/** 10,000 positions a second with the ingest mix (4.8 positions a post): each vehicle posts every 4.8 s. */
const POSTS_PER_SECOND = Math.ceil(VEHICLES / 4.8);

/**
 * Issue 26 item 2: 10,000 vehicles posting 10,000 positions a second (open loop) while 1,000 maps each watch one
 * supplier, on a server whose map events go through Redis when REDIS_URL is set (as replicas share them), against
 * raw INSERTs in the same run. Its own section of the results file.
 */
export const ingest10kScenario: Scenario = {
  id: 'ingest-10k',
  title: 'Location ingest from 10,000 vehicles',
  needsServer: true,
  ownSection: true,
  async run(ctx): Promise<ScenarioResult> {
    const started = new Date();
    const redisUrl = process.env.REDIS_URL ?? '';
    // Its own server (the bench's runs without Redis), next to the bench's port; with --instances N, apiInstances
    // starts N fresh ones on Redis and the bench's server only signs the callers in.
    const own = ctx.size.instances > 1 ? undefined : await startServer(ctx.databaseUrl, Number(new URL(ctx.server.url).port) + 20, { REDIS_URL: redisUrl });
    const server = own ?? ctx.server;
    try {
      // --ingestRate N runs the same load at another rate (an experiment: the API's CPU per post below saturation).
      const rate = ctx.size.ingestRate || POSTS_PER_SECOND;
      const size = { ...ctx.size, drivers: VEHICLES, subscribers: SUBSCRIBERS, watch: 'one' as const, ingestRate: rate };
      const result = await ingestScenario.run({ ...ctx, server, officeToken: await signInOffice(server.url), size });
      const title = `${this.title} (${VEHICLES.toLocaleString('en-GB')} drivers, ${SUBSCRIBERS.toLocaleString('en-GB')} maps on one supplier each, ${rate} posts/s${redisUrl ? ', map events through Redis' : ''})`;
      const row = { ...result, id: this.id, title };
      return {
        ...row,
        section: [
          '## 10,000 vehicles (issue 26 item 2)',
          '',
          `- Date: ${started.toISOString()}; command \`npm run bench -- --size ${ctx.size.name} --only ingest-10k\` on \`${new URL(ctx.databaseUrl).pathname.slice(1)}\`; ${ctx.size.ingestSeconds} s measured after ${warmupSecondsFor(VEHICLES, rate)} s of warm-up.`,
          `- ${result.meaning}`,
          '',
          table([row]),
          '',
        ].join('\n'),
      };
    } finally {
      await own?.stop();
    }
  },
};
