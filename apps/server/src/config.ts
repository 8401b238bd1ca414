import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_SHOP_INFO, type DeliverySettings, type ShopIdentity } from '@shop/domain';

/** `true`/`false`/`1`/`0` in an environment variable. */
const envBoolean = z.stringbool();

const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    /** Where the embedded database keeps its files. */
    DATA_DIR: z.string().min(1).default('./data'),
    /** When set, a PostgreSQL server is used instead of the embedded database. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    /** Worker processes sharing the port (node:cluster); more than one needs PostgreSQL. */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DEMO_DATA: envBoolean.default(true),
    /** Seeds the shop's public address (Shop Settings) on its first start; unset: http://localhost:<PORT>. */
    PUBLIC_URL: z.url().optional(),
    /** The built storefront; the API still runs when it is missing. */
    WEB_DIST_DIR: z.string().optional(),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(6).max(128).optional(),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default(`${DEFAULT_SHOP_INFO.name} <${DEFAULT_SHOP_INFO.email}>`),
    /** Where the shop hears of new orders and the daily low-stock summary; the shop's email if unset. */
    SHOP_ORDERS_EMAIL: z.email().optional(),
    /** The background job queue (pg-boss) that delivers mail; off only in tests that need no mail. */
    JOB_QUEUE: envBoolean.default(true),
    /** How often an idle job worker asks for work, in seconds (at least 0.5). */
    JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
    /** The first retry of a failed mail waits this many seconds, doubling each time (10 retries). */
    MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    /** The daily low-stock summary lists variants with this many units or fewer. */
    LOW_STOCK_THRESHOLD: z.coerce.number().int().min(0).max(1000).default(3),
    /**
     * Whether to believe X-Forwarded-For: `false` (default, the server faces the internet), `true`,
     * a hop count, or a comma-separated list of proxy addresses. Per-address login limits depend on it.
     */
    TRUST_PROXY: z
      .string()
      .regex(/^(true|false|\d+|[\d.:a-fA-F/, ]+)$/, 'must be true, false, a hop count or proxy addresses')
      .default('false'),
    SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /** Public catalogue reads per client address per minute (0 turns the limit off). */
    RATE_LIMIT_READS: z.coerce.number().int().min(0).default(300),
    /** Searches and search suggestions per client address per minute (0 turns the limit off). */
    RATE_LIMIT_SEARCH: z.coerce.number().int().min(0).default(120),
    /** Password-strength checks (the sign-up meter) per client address per minute (0: off). */
    RATE_LIMIT_PASSWORD_CHECKS: z.coerce.number().int().min(0).default(30),
    /** "Notify me when available" requests per client address per minute (0 turns the limit off). */
    RATE_LIMIT_STOCK_ALERTS: z.coerce.number().int().min(0).default(10),
    /** Guest cart quotes (a guest's cart priced, decision 040) per client address per minute (0: off). */
    RATE_LIMIT_CART_QUOTES: z.coerce.number().int().min(0).default(60),
    /** Guest orders per client address per hour, counted in the database (0 turns the limit off). */
    RATE_LIMIT_GUEST_ORDERS: z.coerce.number().int().min(0).default(10),
    /** Order look-ups at /track per client address per hour, counted in the database (0: off). */
    RATE_LIMIT_ORDER_LOOKUPS: z.coerce.number().int().min(0).default(20),
    /** Complaints filed per client address per hour, counted in the database (0: off; decision 048). */
    RATE_LIMIT_COMPLAINTS: z.coerce.number().int().min(0).default(5),
    /** Complaint look-ups on /grievance per client address per hour, counted in the database (0: off). */
    RATE_LIMIT_COMPLAINT_LOOKUPS: z.coerce.number().int().min(0).default(20),
    /** Refused coupon codes per account and per client address per hour before 429 (0: off; decision 048). */
    RATE_LIMIT_COUPON_REFUSALS: z.coerce.number().int().min(0).default(10),
    /** New accounts per client address per hour, counted in the database (0 turns the limit off). */
    RATE_LIMIT_SIGNUPS: z.coerce.number().int().min(0).default(10),
    /** Pictures one staff member may upload per hour, counted in the database. */
    UPLOAD_QUOTA_PER_HOUR: z.coerce.number().int().min(1).default(200),
    /** Slow clients: the whole request (headers and body) must arrive within this many ms. */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(500).default(20_000),
    /**
     * Staff picture uploads (multipart) must arrive within this many ms: ten phone photos over mobile
     * data take far longer than a JSON body may. Only signed-in staff get this far.
     */
    UPLOAD_TIMEOUT_MS: z.coerce.number().int().min(500).default(300_000),
    /** The request headers must arrive within this many ms (at most REQUEST_TIMEOUT_MS). */
    HEADERS_TIMEOUT_MS: z.coerce.number().int().min(500).default(10_000),
    /** A connection that sends nor receives anything for this many ms is closed. */
    IDLE_TIMEOUT_MS: z.coerce.number().int().min(500).default(60_000),
    /** An idle keep-alive connection is closed after this many ms (above a load balancer's own). */
    KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(500).default(10_000),
    // The shop's identity and delivery charge seed Shop Settings on the shop's first start only
    // (issue 26); afterwards the owner's screen is the one source.
    SHOP_NAME: z.string().trim().min(1).max(80).default(DEFAULT_SHOP_INFO.name),
    SHOP_EMAIL: z.email().default(DEFAULT_SHOP_INFO.email),
    SHOP_PHONES: z.string().default(DEFAULT_SHOP_INFO.phones.join(',')),
    SHOP_WHATSAPP: z
      .string()
      .regex(/^\d{10,15}$/, 'must be digits only, with the country code (e.g. 919876543210)')
      .default(DEFAULT_SHOP_INFO.whatsappNumber),
    FREE_DELIVERY_THRESHOLD: z.coerce.number().int().min(0).default(DEFAULT_SHOP_INFO.freeDeliveryThreshold),
    DELIVERY_FEE: z.coerce.number().int().min(0).default(DEFAULT_SHOP_INFO.deliveryFee),
  })
  .refine((env) => env.WEB_CONCURRENCY === 1 || env.DATABASE_URL !== undefined, {
    path: ['WEB_CONCURRENCY'],
    message:
      'more than one worker needs DATABASE_URL (PostgreSQL): the embedded database belongs to one process',
  });

type Env = z.infer<typeof ConfigSchema>;
export type Config = ReturnType<typeof toConfig>;

function toConfig(env: Env) {
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    webConcurrency: env.WEB_CONCURRENCY,
    logLevel: env.LOG_LEVEL,
    demoData: env.DEMO_DATA,
    /** The shop's address until its owner sets a public one (Shop Settings): this server, on its port. */
    localUrl: `http://localhost:${env.PORT}`,
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : undefined,
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
        : undefined,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    /** Where the shop hears of orders; unset: the customer-care e-mail of Shop Settings. */
    shopOrdersEmail: env.SHOP_ORDERS_EMAIL,
    jobs: { enabled: env.JOB_QUEUE, pollSeconds: env.JOB_POLL_SECONDS },
    mailRetryDelaySeconds: env.MAIL_RETRY_DELAY_SECONDS,
    lowStockThreshold: env.LOW_STOCK_THRESHOLD,
    sessionDays: env.SESSION_DAYS,
    /**
     * log2 of scrypt's N for new password hashes; undefined is the production cost (CURRENT_COST in
     * modules/auth/passwords.ts). No setting lowers it: only `testConfig` does (decision 047).
     */
    passwordHashLogN: undefined as number | undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    limits: {
      readsPerMinute: env.RATE_LIMIT_READS,
      searchesPerMinute: env.RATE_LIMIT_SEARCH,
      passwordChecksPerMinute: env.RATE_LIMIT_PASSWORD_CHECKS,
      stockAlertsPerMinute: env.RATE_LIMIT_STOCK_ALERTS,
      cartQuotesPerMinute: env.RATE_LIMIT_CART_QUOTES,
      guestOrdersPerHour: env.RATE_LIMIT_GUEST_ORDERS,
      orderLookupsPerHour: env.RATE_LIMIT_ORDER_LOOKUPS,
      signupsPerHour: env.RATE_LIMIT_SIGNUPS,
      complaintsPerHour: env.RATE_LIMIT_COMPLAINTS,
      complaintLookupsPerHour: env.RATE_LIMIT_COMPLAINT_LOOKUPS,
      couponRefusalsPerHour: env.RATE_LIMIT_COUPON_REFUSALS,
      uploadsPerHour: env.UPLOAD_QUOTA_PER_HOUR,
    },
    timeouts: {
      requestMs: env.REQUEST_TIMEOUT_MS,
      uploadMs: Math.max(env.UPLOAD_TIMEOUT_MS, env.REQUEST_TIMEOUT_MS),
      headersMs: Math.min(env.HEADERS_TIMEOUT_MS, env.REQUEST_TIMEOUT_MS),
      idleMs: env.IDLE_TIMEOUT_MS,
      keepAliveMs: env.KEEP_ALIVE_TIMEOUT_MS,
    },
    /** What a shop's first start writes into Shop Settings (insert-if-absent, see settings/seed.ts). */
    shopSeed: {
      shop: {
        name: env.SHOP_NAME,
        email: env.SHOP_EMAIL,
        phones: env.SHOP_PHONES.split(',')
          .map((phone) => phone.trim())
          .filter(Boolean),
        whatsapp: env.SHOP_WHATSAPP,
        publicUrl: env.PUBLIC_URL?.replace(/\/+$/, '') ?? '',
      } satisfies Partial<ShopIdentity>,
      delivery: { fee: env.DELIVERY_FEE, freeAbove: env.FREE_DELIVERY_THRESHOLD } satisfies DeliverySettings,
    },
  };
}

function parseTrustProxy(value: string): boolean | number | string[] {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

export class ConfigError extends Error {}

/** The only reader of process.env. An invalid setting is reported by name, never half-applied. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // Empty strings mean "not set", as they do in most .env files.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = ConfigSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid settings:\n${lines.join('\n')}`);
  }
  return toConfig(parsed.data);
}

/**
 * A configuration for tests and tools: defaults plus overrides, no process.env. Every test file
 * talks from one address, so the per-address limits are off unless a test sets them.
 */
export function testConfig(overrides: Record<string, string> = {}): Config {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    RATE_LIMIT_READS: '0',
    RATE_LIMIT_SEARCH: '0',
    RATE_LIMIT_PASSWORD_CHECKS: '0',
    RATE_LIMIT_STOCK_ALERTS: '0',
    RATE_LIMIT_CART_QUOTES: '0',
    RATE_LIMIT_GUEST_ORDERS: '0',
    RATE_LIMIT_ORDER_LOOKUPS: '0',
    RATE_LIMIT_SIGNUPS: '0',
    RATE_LIMIT_COMPLAINTS: '0',
    RATE_LIMIT_COMPLAINT_LOOKUPS: '0',
    RATE_LIMIT_COUPON_REFUSALS: '0',
    // Mail delivery is tested where it matters; elsewhere no queue starts, so the suite stays fast.
    JOB_QUEUE: 'false',
    JOB_POLL_SECONDS: '0.5',
    MAIL_RETRY_DELAY_SECONDS: '1',
    ...overrides,
  });
  // Cheap password hashes (1 MiB, ~1 ms instead of 64 MiB, ~190 ms): the suite signs up hundreds of
  // accounts. Tests of the hashing itself, and of timing, use the production cost.
  return { ...config, passwordHashLogN: TEST_PASSWORD_HASH_LOG_N };
}

/** log2 of scrypt's N in tests (production: 16). */
export const TEST_PASSWORD_HASH_LOG_N = 10;
