/**
 * The only reader of process.env. Everything else receives a typed Config,
 * so tests can build one by hand and two app instances can differ.
 */
export interface Config {
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  /** The request log's level (LOG_LEVEL: pino's fatal … trace, or silent). */
  logLevel: string;
  productShortName: string;
  /** Unset: embedded PostgreSQL with its data in `embeddedDataDir`. */
  databaseUrl: string | undefined;
  /** A read replica for searches, exports and reports (DATABASE_READ_URL); unset: they read the primary. */
  databaseReadUrl: string | undefined;
  embeddedDataDir: string;
  embeddedPort: number;
  /** Unset: in-memory fan-out (one process only). */
  redisUrl: string | undefined;
  /** Unset: e-mails stay in the outbox and are printed to the log. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** SMS_URL: where text messages are POSTed as JSON ({ to, body, reference }); unset: they stay in the SMS outbox. */
  smsUrl: string | undefined;
  /** PUBLIC_URL: the site's address as recipients reach it (no trailing slash); unset: messages carry no links. */
  publicUrl: string | undefined;
  /** TRUST_PROXY: the proxy hops (a count) or addresses whose X-Forwarded-For is believed; false: none. */
  trustProxy: false | number | string[];
  corsOrigins: string[];
  seedDemoData: boolean;
  /** Production starts even with demo data or a well-known database password (ALLOW_INSECURE_DEFAULTS). */
  allowInsecureDefaults: boolean;
  /** ADMIN_EMAIL + ADMIN_PASSWORD_FILE: the first office admin, created on a start that finds none. */
  firstAdmin: { email: string; passwordFile: string | undefined } | undefined;
  clientDistDir: string | undefined;
  session: {
    /** Inactivity after which a server-side session ends (behaviour.md "Sign-in and sessions / Sessions and the inactivity clock"). */
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
    /** Largest photo POST /Photos accepts (behaviour.md "Suppliers / Supplier photos"), PHOTO_MAX_BYTES, default 10 MB. */
    photoBytes: number;
    /** Sign-in attempts per minute from one address (brute-force brake). */
    signInPerMinute: number;
    /** Requests per minute of each API key, session or anonymous address (RATE_LIMIT_PER_MINUTE); an admin may set a key's own. */
    requestsPerMinute: number;
    /** GraphQL cost points per minute per key or session (GRAPHQL_COST_PER_MINUTE): an operation costs the values it could answer. */
    graphqlCostPerMinute: number;
    graphqlDepth: number;
    graphqlCost: number;
    graphqlAliases: number;
    /** E-mails (recipients) one user's report e-mails may queue per hour (EMAILS_PER_USER_PER_HOUR). */
    emailsPerUserPerHour: number;
    /** Longest date range of a consignment search or export (SEARCH_MAX_DAYS). */
    searchDays: number;
    /** Most consignments one search answers (SEARCH_MAX_ROWS); past it a 400 asks for a narrower search. */
    searchRows: number;
    /** Most consignments one CSV export streams (EXPORT_MAX_ROWS). */
    exportRows: number;
    /** Longest a request may take to arrive, headers and body (REQUEST_BODY_TIMEOUT_MS): past it a 408 and the connection closed. */
    bodyTimeoutMs: number;
    /** Most rows any other list answers (LIST_MAX_ROWS): manifests, suppliers, customers, users, invoices, reports, logs. */
    listRows: number;
    /** Longest date range of any other dated list or report (LIST_MAX_DAYS): manifests, invoices, reports, IP logs. */
    listDays: number;
    /** Most positions one vehicle's track answers (TRACK_MAX_POINTS); past it a 400 asks for a shorter window. */
    trackPoints: number;
    /** Most values one GraphQL answer may hold, counting each list at its limit (GRAPHQL_MAX_ANSWER_VALUES). */
    graphqlAnswerValues: number;
    /** What a nested GraphQL list is counted as when nothing bounds it (GRAPHQL_NESTED_LIST_SIZE). */
    graphqlNestedList: number;
  };
  /** OSRM-compatible routing service; unset = the offline great-circle estimate (DESIGN: Interfaces). */
  routingUrl: string | undefined;
  routingTimeoutMs: number;
  /** Live ETAs and late running (issue 25 items 1-2). */
  eta: {
    /** A vehicle's positions refresh its manifest's ETAs at most once per this interval (ETA_REFRESH_MS, default 60 s). */
    refreshMs: number;
    /** Time spent at each stop (ETA_SERVICE_MINUTES, default 10). */
    serviceMinutes: number;
    /** A stop with a scheduled time but no window end is late this long after it (LATE_TOLERANCE_MINUTES, default 15). */
    lateToleranceMinutes: number;
  };
  /** Recipients' tracking links /t/{token} (issue 25 item 3). */
  trackingLinks: {
    /** Days a link keeps working after the consignment is delivered (TRACKING_LINK_DAYS, default 7). */
    days: number;
    /** The vehicle shows on the link's map only within this distance of the next stop (TRACKING_MAP_METRES, default 5 km). */
    mapMetres: number;
    /** Reads of one link per minute (TRACKING_PER_TOKEN_PER_MINUTE) and from one address (TRACKING_PER_ADDRESS_PER_MINUTE). */
    perTokenPerMinute: number;
    perAddressPerMinute: number;
  };
  /** Route planning (issue 23): each run's size and time are bounded; OPTIMISER_URL (vroom-express) replaces the built-in solver. */
  planning: {
    /** Most free stops one plan of the day takes (PLANNING_MAX_STOPS); past it the request is refused. */
    maxStops: number;
    /** Most runs (suppliers and unallocated runs) one plan fills (PLANNING_MAX_RUNS). */
    maxRuns: number;
    /** Longest time budget a plan may ask for, in seconds (PLANNING_MAX_SECONDS). */
    maxSeconds: number;
    optimiserUrl: string | undefined;
  };
  /** Transport exchange HTTP API (TRANSPORT_EXCHANGE_URL); unset: the sandbox exchange hosted by the app itself. */
  transportExchangeUrl: string | undefined;
  /** Runs the daily frequent-consignment job (pg-boss) in this instance. */
  jobsEnabled: boolean;
  /** Days of position history kept (POSITION_RETENTION_DAYS, default 400): older day partitions are dropped daily. */
  positionRetentionDays: number;
  /** Days domain events are kept for replay and webhooks (EVENT_RETENTION_DAYS, default 14): older ones are pruned daily. */
  eventRetentionDays: number;
  /** Webhook deliveries (issue 24 item 5). */
  webhooks: {
    /** WEBHOOK_TIMEOUT_MS, default 10 s: an attempt not answered by then failed. */
    timeoutMs: number;
    /** WEBHOOK_RETRY_BASE_MS, default 5 s: the first retry's delay, doubling each time (at most an hour). */
    retryBaseMs: number;
    /** WEBHOOK_RETRY_FOR_MS, default 24 h: a delivery is retried this long; an endpoint failing this long is disabled. */
    retryForMs: number;
    /** WEBHOOK_ALLOWED_HOSTS: on-premise receivers allowed in production despite private addresses or plain http. */
    allowedHosts: string[];
  };
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

/** DATABASE_URL with DATABASE_PASSWORD put in (percent-encoded), so any password survives being in a URL. */
function databaseUrl(url: string | undefined, password: string | undefined): string | undefined {
  if (!url || !password) return url || undefined;
  const u = new URL(url);
  u.password = encodeURIComponent(password);
  return u.toString();
}

function list(value: string | undefined): string[] {
  return (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
}

/**
 * TRUST_PROXY as a hop count ('1' behind the bundled load balancer) or a list of proxy addresses.
 * 'true' would believe every hop, so any client could choose its own address: it is refused at boot.
 */
export function trustProxy(value: string | undefined): false | number | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || /^(false|no|off|0)$/i.test(text)) return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (/^(true|yes|on)$/i.test(text)) throw new Error("TRUST_PROXY must be the number of proxy hops in front of the app (e.g. '1') or their addresses, not 'true' (which lets any client choose its address)");
  return list(text);
}

/** Reads the environment once, at boot. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const mode = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  return {
    env: mode,
    port: int(env.PORT, 4000),
    host: env.HOST ?? '0.0.0.0',
    logLevel: env.LOG_LEVEL || 'info',
    productShortName: env.PRODUCT_SHORT_NAME ?? 'Dispatch',
    databaseUrl: databaseUrl(env.DATABASE_URL, env.DATABASE_PASSWORD),
    databaseReadUrl: env.DATABASE_READ_URL || undefined,
    embeddedDataDir: env.EMBEDDED_PG_DIR ?? 'data/postgres',
    embeddedPort: int(env.EMBEDDED_PG_PORT, 54329),
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Dispatch <no-reply@dispatch.local>',
    smsUrl: env.SMS_URL || undefined,
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, '') || undefined,
    trustProxy: trustProxy(env.TRUST_PROXY),
    corsOrigins: list(env.CORS_ORIGINS),
    seedDemoData: bool(env.SEED_DEMO_DATA, mode !== 'production'),
    allowInsecureDefaults: bool(env.ALLOW_INSECURE_DEFAULTS, false),
    firstAdmin: env.ADMIN_EMAIL ? { email: env.ADMIN_EMAIL, passwordFile: env.ADMIN_PASSWORD_FILE || undefined } : undefined,
    clientDistDir: env.CLIENT_DIST_DIR || undefined,
    session: {
      timeoutMs: int(env.SESSION_TIMEOUT_MS, 30 * 60_000),
      warningMs: int(env.SESSION_WARNING_MS, 2 * 60_000),
    },
    auth: authConfig(env),
    limits: limitsConfig(env),
    routingUrl: env.ROUTING_URL || undefined,
    routingTimeoutMs: int(env.ROUTING_TIMEOUT_MS, 5000),
    eta: {
      refreshMs: int(env.ETA_REFRESH_MS, 60_000),
      serviceMinutes: int(env.ETA_SERVICE_MINUTES, 10),
      lateToleranceMinutes: int(env.LATE_TOLERANCE_MINUTES, 15),
    },
    trackingLinks: {
      days: int(env.TRACKING_LINK_DAYS, 7),
      mapMetres: int(env.TRACKING_MAP_METRES, 5000),
      perTokenPerMinute: int(env.TRACKING_PER_TOKEN_PER_MINUTE, 30),
      perAddressPerMinute: int(env.TRACKING_PER_ADDRESS_PER_MINUTE, 60),
    },
    planning: planningConfig(env),
    transportExchangeUrl: env.TRANSPORT_EXCHANGE_URL || undefined,
    jobsEnabled: bool(env.JOBS_ENABLED, true),
    positionRetentionDays: int(env.POSITION_RETENTION_DAYS, 400),
    eventRetentionDays: int(env.EVENT_RETENTION_DAYS, 14),
    webhooks: webhooksConfig(env),
    geocoderUrl: env.GEOCODER_URL || undefined,
    map: {
      tileUrl: env.MAP_TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      tileAttribution: env.MAP_TILE_ATTRIBUTION ?? '&copy; OpenStreetMap contributors',
      trafficUrl: env.MAP_TRAFFIC_URL || undefined,
      liveTickMs: int(env.MAP_LIVE_TICK_MS, 50),
    },
  };
}

/** Sign-in: failed attempts and lockout, device verification, password length and hashing cost. */
function authConfig(env: NodeJS.ProcessEnv): Config['auth'] {
  return {
    maxFailedAttempts: int(env.AUTH_MAX_FAILED_ATTEMPTS, 5),
    lockoutMs: int(env.AUTH_LOCKOUT_MS, 15 * 60_000),
    deviceVerification: bool(env.AUTH_DEVICE_VERIFICATION, true),
    deviceCodeTtlMs: int(env.AUTH_DEVICE_CODE_TTL_MS, 10 * 60_000),
    minPasswordLength: int(env.AUTH_MIN_PASSWORD_LENGTH, 8),
    hashCost: { memoryCost: int(env.ARGON2_MEMORY_KIB, 65536), timeCost: int(env.ARGON2_TIME_COST, 3), parallelism: 4 },
  };
}

/** The bounds of a request, a rate, a GraphQL operation, a list or a search. */
function limitsConfig(env: NodeJS.ProcessEnv): Config['limits'] {
  return {
    bodyBytes: int(env.BODY_LIMIT_BYTES, 1024 * 1024),
    photoBytes: int(env.PHOTO_MAX_BYTES, 10 * 1024 * 1024),
    signInPerMinute: int(env.SIGN_IN_PER_MINUTE, 30),
    requestsPerMinute: int(env.RATE_LIMIT_PER_MINUTE, 600),
    graphqlCostPerMinute: int(env.GRAPHQL_COST_PER_MINUTE, 500_000_000),
    graphqlDepth: int(env.GRAPHQL_MAX_DEPTH, 10),
    graphqlCost: int(env.GRAPHQL_MAX_COST, 5000),
    graphqlAliases: int(env.GRAPHQL_MAX_ALIASES, 15),
    emailsPerUserPerHour: int(env.EMAILS_PER_USER_PER_HOUR, 60),
    searchDays: int(env.SEARCH_MAX_DAYS, 366),
    searchRows: int(env.SEARCH_MAX_ROWS, 5_000),
    exportRows: int(env.EXPORT_MAX_ROWS, 250_000),
    bodyTimeoutMs: int(env.REQUEST_BODY_TIMEOUT_MS, 60_000),
    listRows: int(env.LIST_MAX_ROWS, 5_000),
    listDays: int(env.LIST_MAX_DAYS, 366),
    // A week (the longest track) at one fix every 5 s.
    trackPoints: int(env.TRACK_MAX_POINTS, 120_960),
    graphqlAnswerValues: int(env.GRAPHQL_MAX_ANSWER_VALUES, 20_000_000),
    graphqlNestedList: int(env.GRAPHQL_NESTED_LIST_SIZE, 10),
  };
}

/** Route planning's bounds and the optional external optimiser. */
function planningConfig(env: NodeJS.ProcessEnv): Config['planning'] {
  return {
    maxStops: int(env.PLANNING_MAX_STOPS, 300),
    maxRuns: int(env.PLANNING_MAX_RUNS, 40),
    maxSeconds: int(env.PLANNING_MAX_SECONDS, 10),
    optimiserUrl: env.OPTIMISER_URL || undefined,
  };
}

/** Webhook deliveries: timeout, retries, and the on-premise hosts allowed. */
function webhooksConfig(env: NodeJS.ProcessEnv): Config['webhooks'] {
  return {
    timeoutMs: int(env.WEBHOOK_TIMEOUT_MS, 10_000),
    retryBaseMs: int(env.WEBHOOK_RETRY_BASE_MS, 5_000),
    retryForMs: int(env.WEBHOOK_RETRY_FOR_MS, 24 * 60 * 60_000),
    allowedHosts: list(env.WEBHOOK_ALLOWED_HOSTS).map((h) => h.toLowerCase()),
  };
}
