import type { Scenario } from '../types.js';
import { ingestScenario } from './ingest.js';
import { lastLocationsScenario } from './last-locations.js';
import { pricingScenario } from './pricing.js';
import { statementsScenario } from './statements.js';
import { trackScenario } from './track.js';

/** A scenario of issue 9 item 2 whose feature is not on main yet: listed in the table as pending. */
const pending = (id: string, title: string, needs: string): Scenario => ({
  id,
  title,
  needsServer: false,
  run: async () => ({ id, title, meaning: `Pending: ${needs}.`, rows: [], pending: needs }),
});

/**
 * Every scenario, in run order (writes last). EXTENSION POINT (issue 9 item 2): replace the pending
 * entries with real scenarios (see track.ts for an HTTP read against a raw-SQL floor with
 * compareWithFloor, ingest.ts for a write load); PostGraphile, the peer, is started the same way as
 * the server (server-process.ts) once the consignment tables exist.
 */
export const scenarios: Scenario[] = [
  pricingScenario,
  statementsScenario,
  lastLocationsScenario,
  trackScenario,
  pending('consignment-search', 'Control-screen consignment search, one day (GraphQL, REST, PostGraphile)', 'consignments module and seed step'),
  pending('manifest-search', 'Manifest search, one day', 'manifests module and seed step'),
  pending('consignment-get', 'Consignment get by id, 50 connections', 'consignments module'),
  pending('csv-export', 'CSV export of 100,000 consignments', 'consignments module and CSV export'),
  ingestScenario,
];
