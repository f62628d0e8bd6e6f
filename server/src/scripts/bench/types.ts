import type { ServerProcess } from './server-process.js';
import type { Latency } from './stats.js';

/** How hard to push: `small` is the quick check (< 5 min with its own seed), `full` the sizes. */
export interface SizeProfile {
  name: 'small' | 'full';
  /** The database the bench reads; `small` seeds its own when missing. */
  database: string;
  /** Seed used when `small` has to make its database. */
  seed: { days: number; vehicles: number; consignments: number };
  drivers: number;
  subscribers: number;
  /** Seconds per HTTP measurement and for the ingest run. */
  seconds: number;
  ingestSeconds: number;
  pricingSeconds: number;
  /** Ingest posts per second over all drivers (`--ingestRate`, open loop); unset/0 = as fast as answered. */
  ingestRate?: number;
  /** What each map subscriber watches: the whole map (office) or one supplier (`--watch one`). */
  watch: 'all' | 'one';
  /** Connections for the throughput measurement of read scenarios. */
  connections: number;
  /**
   * API processes the ingest scenarios run (`--instances`): 1, or several sharing their map events through Redis
   * as docker-compose's replicas do, with drivers and maps spread over them as a load balancer would.
   */
  instances: number;
}

export const sizes: Record<SizeProfile['name'], SizeProfile> = {
  small: { name: 'small', database: 'dispatch_bench_small', seed: { days: 2, vehicles: 100, consignments: 60_000 }, drivers: 100, subscribers: 50, seconds: 5, ingestSeconds: 10, pricingSeconds: 2, connections: 10, watch: 'all', instances: 1 },
  full: { name: 'full', database: 'dispatch_large', seed: { days: 30, vehicles: 500, consignments: 1_000_000 }, drivers: 1000, subscribers: 500, seconds: 10, ingestSeconds: 30, pricingSeconds: 5, connections: 10, watch: 'all', instances: 1 },
};

/** What every scenario gets. */
export interface BenchContext {
  size: SizeProfile;
  databaseUrl: string;
  server: ServerProcess;
  /** An office user's session token (real REST sign-in). */
  officeToken: string;
  log: (line: string) => void;
}

/** One line of the results table: a variant of a scenario (REST, GraphQL, the floor...). */
export interface ResultRow {
  variant: string;
  latency?: Latency;
  /** Throughput in `unit`, e.g. req/s, locations/s, quotes/s. */
  throughput?: number;
  unit?: string;
  /** Throughput with `connections` concurrent clients (read scenarios). */
  loadedThroughput?: number;
  peakRssMb?: number;
  /** App vs floor: p95 latency ratio (app / floor), or for throughput-only rows floor / app. */
  ratio?: number;
  note?: string;
}

/** One scenario's outcome. */
export interface ScenarioResult {
  id: string;
  title: string;
  /** What the numbers mean, for results.md. */
  meaning: string;
  target?: string;
  /** Whether the target is met; undefined when there is none or it cannot be judged. */
  met?: boolean;
  rows: ResultRow[];
  pending?: string;
  /** A Markdown section of its own for the results file (a scenario whose figures do not fit the table). */
  section?: string;
  /** Named figures for scenarios that build on this one (the growth curves). */
  metrics?: Record<string, number>;
}

/** A benchmark scenario. Scenarios needing a running server get it in the context. */
export interface Scenario {
  id: string;
  title: string;
  needsServer: boolean;
  /** Measures the server's own memory: it gets a freshly started server, so earlier scenarios' heap does not count. */
  freshServer?: boolean;
  /** False for a scenario that reads no database (it runs without the seeded benchmark database). */
  needsDatabase?: boolean;
  /**
   * Reports in a section of its own: a run of such scenarios alone (`--only`) updates their sections of the results
   * file and keeps the rest (the last full run's table).
   */
  ownSection?: boolean;
  run(ctx: BenchContext): Promise<ScenarioResult>;
}
