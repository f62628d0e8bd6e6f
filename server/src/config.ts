/**
 * The only reader of process.env. Everything else receives a typed Config,
 * so tests can build one by hand and two app instances can differ.
 */
export interface Config {
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  productShortName: string;
  /** Unset: embedded PostgreSQL with its data in `embeddedDataDir`. */
  databaseUrl: string | undefined;
  embeddedDataDir: string;
  embeddedPort: number;
  /** Unset: in-memory fan-out (one process only). */
  redisUrl: string | undefined;
  /** Unset: e-mails stay in the outbox and are printed to the log. */
  smtpUrl: string | undefined;
  mailFrom: string;
  trustProxy: boolean;
  corsOrigins: string[];
  seedDemoData: boolean;
  clientDistDir: string | undefined;
  session: {
    /** Inactivity after which a server-side session ends (spec 1 §4, §9). */
    timeoutMs: number;
    /** How long before the sign-out the client warns 'You will be logged out in 2 minutes'. */
    warningMs: number;
  };
  auth: {
    maxFailedAttempts: number;
    lockoutMs: number;
    deviceVerification: boolean;
    deviceCodeTtlMs: number;
    minPasswordLength: number;
    /** argon2id cost of new password hashes. */
    hashCost: { memoryCost: number; timeCost: number; parallelism: number };
  };
  limits: {
    bodyBytes: number;
    /** Largest photo POST /Photos accepts (spec 2 §7), PHOTO_MAX_BYTES, default 10 MB. */
    photoBytes: number;
    /** Sign-in attempts per minute from one address (brute-force brake). */
    signInPerMinute: number;
    graphqlDepth: number;
    graphqlCost: number;
    graphqlAliases: number;
  };
  /** OSRM-compatible routing service; unset = the offline great-circle estimate (DESIGN: Interfaces). */
  routingUrl: string | undefined;
  routingTimeoutMs: number;
  /** Transport exchange HTTP API (TRANSPORT_EXCHANGE_URL); unset: the sandbox exchange hosted by the app itself. */
  transportExchangeUrl: string | undefined;
  /** Runs the daily frequent-consignment job (pg-boss) in this instance. */
  jobsEnabled: boolean;
  /** Nominatim-compatible place search (GEOCODER_URL); unset: the built-in UK gazetteer, offline. */
  geocoderUrl: string | undefined;
  map: {
    tileUrl: string;
    tileAttribution: string;
    trafficUrl: string | undefined;
    /** How often the live map sends each viewer the suppliers that moved (batched subscription). */
    liveTickMs: number;
  };
}

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n)) throw new Error(`Expected an integer, got '${value}'`);
  return n;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function list(value: string | undefined): string[] {
  return (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
}

/** Reads the environment once, at boot. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const mode = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  return {
    env: mode,
    port: int(env.PORT, 4000),
    host: env.HOST ?? '0.0.0.0',
    productShortName: env.PRODUCT_SHORT_NAME ?? 'Dispatch',
    databaseUrl: env.DATABASE_URL || undefined,
    embeddedDataDir: env.EMBEDDED_PG_DIR ?? 'data/postgres',
    embeddedPort: int(env.EMBEDDED_PG_PORT, 54329),
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Dispatch <no-reply@dispatch.local>',
    trustProxy: bool(env.TRUST_PROXY, false),
    corsOrigins: list(env.CORS_ORIGINS),
    seedDemoData: bool(env.SEED_DEMO_DATA, true),
    clientDistDir: env.CLIENT_DIST_DIR || undefined,
    session: {
      timeoutMs: int(env.SESSION_TIMEOUT_MS, 30 * 60_000),
      warningMs: int(env.SESSION_WARNING_MS, 2 * 60_000),
    },
    auth: {
      maxFailedAttempts: int(env.AUTH_MAX_FAILED_ATTEMPTS, 5),
      lockoutMs: int(env.AUTH_LOCKOUT_MS, 15 * 60_000),
      deviceVerification: bool(env.AUTH_DEVICE_VERIFICATION, true),
      deviceCodeTtlMs: int(env.AUTH_DEVICE_CODE_TTL_MS, 10 * 60_000),
      minPasswordLength: int(env.AUTH_MIN_PASSWORD_LENGTH, 8),
      hashCost: { memoryCost: int(env.ARGON2_MEMORY_KIB, 65536), timeCost: int(env.ARGON2_TIME_COST, 3), parallelism: 4 },
    },
    limits: {
      bodyBytes: int(env.BODY_LIMIT_BYTES, 1024 * 1024),
      photoBytes: int(env.PHOTO_MAX_BYTES, 10 * 1024 * 1024),
      signInPerMinute: int(env.SIGN_IN_PER_MINUTE, 30),
      graphqlDepth: int(env.GRAPHQL_MAX_DEPTH, 10),
      graphqlCost: int(env.GRAPHQL_MAX_COST, 5000),
      graphqlAliases: int(env.GRAPHQL_MAX_ALIASES, 15),
    },
    routingUrl: env.ROUTING_URL || undefined,
    routingTimeoutMs: int(env.ROUTING_TIMEOUT_MS, 5000),
    transportExchangeUrl: env.TRANSPORT_EXCHANGE_URL || undefined,
    jobsEnabled: bool(env.JOBS_ENABLED, true),
    geocoderUrl: env.GEOCODER_URL || undefined,
    map: {
      tileUrl: env.MAP_TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      tileAttribution: env.MAP_TILE_ATTRIBUTION ?? '&copy; OpenStreetMap contributors',
      trafficUrl: env.MAP_TRAFFIC_URL || undefined,
      liveTickMs: int(env.MAP_LIVE_TICK_MS, 50),
    },
  };
}
