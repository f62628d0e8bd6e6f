import type { Scenario } from '../types.js';
import { clientScenario } from './client.js';
import { consignmentGetScenario, csvExportScenario, manifestSearchScenario } from './consignment-other.js';
import { consignmentSearchScenario } from './consignment-search.js';
import { growthScenario } from './growth.js';
import { importScenario } from './import.js';
import { ingestAtTargetScenario, ingestScenario } from './ingest.js';
import { ingest10kScenario } from './ingest-10k.js';
import { lastLocationsScenario } from './last-locations.js';
import { planningLoadScenario } from './planning-load.js';
import { pricingScenario } from './pricing.js';
import { routingScenario } from './routing.js';
import { statementsScenario } from './statements.js';
import { trackScenario } from './track.js';

/**
 * Every scenario of issue 9 item 2, in run order (writes last). A read is an HTTP load against a raw-SQL
 * floor (compareWithFloor in reads.ts); the PostGraphile peer runs as its own process (server-process.ts).
 */
export const scenarios: Scenario[] = [
  pricingScenario,
  routingScenario,
  statementsScenario,
  lastLocationsScenario,
  trackScenario,
  consignmentSearchScenario,
  manifestSearchScenario,
  consignmentGetScenario,
  csvExportScenario,
  planningLoadScenario,
  importScenario,
  clientScenario,
  ingestScenario,
  ingestAtTargetScenario,
  ingest10kScenario,
  growthScenario,
];
