import * as z from 'zod';
import { DEFAULT_SCHEDULE_MIN_LEAD_MINUTES } from '#domain/opening-hours/delivery-slots.ts';
import type { PaymentMode as PaymentsMode } from '#domain/payments/card-payments.ts';
import type { RunMode } from '#domain/shared/run-mode.ts';
import { isKnownTimeZone } from '#domain/shared/time-zone.ts';
import packageJson from '../../package.json' with { type: 'json' };
import { ConfigError } from './config-error';
import { type TrustProxy, trustProxySchema } from './http/trust-proxy';
import { DEFAULT_DATA_DIR, isSet } from './startup/embedded-data-dir';

// Every setting the server reads from the environment, parsed once at start-up.
// A wrong value stops the process with a message naming the variable (see loadConfig).

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

/** Host names that may use plain http in URL settings: a server tried out on the operator's own machine. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * An operator's https URL setting: absolute, https (http only for the operator's own machine), no
 * credentials. `finish` checks what else that setting allows: the form kept, or why it is refused.
 */
function httpsUrlSetting(
  example: string,
  finish: (url: URL, value: string) => { kept: string } | { refused: string },
) {
  return z.string().transform((value, ctx) => {
    const refuse = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (!/^https?:\/\/[^\s]+$/i.test(value)) return refuse(`must be an absolute https URL ${example}`);
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return refuse(`must be an absolute https URL ${example}`);
    }
    if (url.protocol === 'http:' && !LOCAL_HOSTS.has(url.hostname)) {
      return refuse(`must use https (http only for localhost or 127.0.0.1), ${example}`);
    }
    if (url.username || url.password) return refuse('must not contain a user name or password');
    const outcome = finish(url, value);
    return 'kept' in outcome ? outcome.kept : refuse(outcome.refused);
  });
}

/**
 * PUBLIC_URL: the canonical address of the site, as search engines should list it. Kept as the
 * origin plus the page prefix ("" or "/d", the only two bases the web app runs under), without a
 * trailing slash: "https://quickbite.example" or "https://quickbite.example/d".
 */
const publicUrlSchema = httpsUrlSetting('such as https://quickbite.example', (url, value) => {
  const example = 'such as https://quickbite.example';
  if (url.search || url.hash || value.includes('?') || value.includes('#')) {
    return { refused: `must not have a query or fragment, ${example}` };
  }
  const path = url.pathname.replace(/\/+$/, '');
  if (path !== '' && path !== '/d') {
    return { refused: `may only have the path /d (pages are served under / or /d), ${example}` };
  }
  return { kept: `${url.origin}${path}` };
});

/**
 * GEOCODER_URL: the base URL of a Nominatim-compatible service; "/search" and "/reverse" are added to
 * its path. A query string (an API key, for services that need one) is kept on every call; a
 * fragment is refused.
 */
const geocoderUrlSchema = httpsUrlSetting('such as https://nominatim.openstreetmap.org', (url, value) => {
  if (url.hash || value.includes('#')) {
    return { refused: 'must not have a fragment, such as https://nominatim.openstreetmap.org' };
  }
  return { kept: `${url.origin}${url.pathname.replace(/\/+$/, '')}${url.search}` };
});

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /**
   * Connections each instance keeps to PostgreSQL; requests beyond it wait for a free one. Several
   * instances on one database together must stay under its max_connections (100 by default).
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  DATA_DIR: z.string().min(1).default(DEFAULT_DATA_DIR),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_').optional(),
  /**
   * test: the built-in test payments (the default on the embedded database; on PostgreSQL they must
   * be asked for). off: cash on delivery only. Unset on PostgreSQL without Stripe keys: off.
   */
  PAYMENTS_MODE: z.enum(['test', 'off']).optional(),
  CUSTOM_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+(:\d+)?$/i, 'must be a host name such as eats.example.com')
    .optional(),
  /** The canonical address for absolute URLs (sitemap.xml, robots.txt); never taken from a request's Host. */
  PUBLIC_URL: publicUrlSchema.optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  SEED_DEMO: booleanFlag.optional(),
  /** Where the business's days begin and end: the finance dashboard and statements sum whole days there. */
  TIME_ZONE: z
    .string()
    .refine(isKnownTimeZone, 'must be an IANA time zone such as America/Toronto')
    .default('UTC'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).default('./dist/web'),
  /** Which proxies may say the client's address: false, a hop count, or addresses/CIDRs. */
  TRUST_PROXY: trustProxySchema.optional(),
  /** Order look-ups by phone allowed per client address per minute. */
  PHONE_LOOKUP_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(30),
  /** Orders placed per client address per minute (a flood guard; real customers place a few). */
  ORDER_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(120),
  /** Open live sockets per client address on one instance (households, offices and carriers share one). */
  WS_MAX_SOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(50),
  /** Messages one live socket may send per minute; clients send one per (re)connection. */
  WS_MAX_MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
  /** Largest live message in bytes; an app_connect is about 150. */
  WS_MAX_MESSAGE_BYTES: z.coerce.number().int().min(512).max(1_048_576).default(4096),
  /** Seconds between housekeeping rounds; 0 turns them off. */
  HOUSEKEEPING_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
  /** Nominatim-compatible address search; unset: the address search answers 503 and pins are placed by hand. */
  GEOCODER_URL: geocoderUrlSchema.optional(),
  /** Calls to the geocoder per second from one instance (public Nominatim allows 1 in all). */
  GEOCODER_REQUESTS_PER_SECOND: z.coerce.number().min(0.1).max(1000).default(1),
  /** Address searches (and, apart, pin look-ups) per client address per minute. */
  GEOCODE_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(30),
  /**
   * The Web Push (VAPID) key pair, base64url as `web-push generate-vapid-keys` prints it, set
   * together; unset: generated on first start and kept in the database, shared by every instance.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be the base64url P-256 public key (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be the base64url P-256 private key (43 characters)')
    .optional(),
  /** Who push services may contact about this server: a mailto: or https: URL. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s]+)$/, 'must be a mailto: or https: URL')
    .optional(),
  /** Local testing only: lets push subscriptions name loopback or private addresses. */
  PUSH_ALLOW_PRIVATE_ENDPOINTS: booleanFlag.default(false),
  /** A confirmed order nobody accepts within this many seconds is cancelled and refunded. */
  ORDER_ACCEPT_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(86_400).default(600),
  // An order for later is at least this many minutes ahead (tests and demos may lower it).
  SCHEDULE_MIN_LEAD_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(1440)
    .default(DEFAULT_SCHEDULE_MIN_LEAD_MINUTES),
  /** Unset: no /metrics endpoint at all. Set: scrapers send it as a Bearer token. */
  METRICS_TOKEN: z
    .string()
    .min(32, 'must be at least 32 characters')
    .regex(/^[\x21-\x7e]+$/, 'must be visible ASCII characters without spaces')
    .optional(),
});

/** Environment variables as the process sees them: every value a string. */
export type Env = Partial<Record<keyof z.input<typeof envSchema>, string>>;

/**
 * demo: the embedded database, as `npm start` gives on a fresh machine (demo data, test payments,
 * said on every page). production: PostgreSQL, where test payments and demo accounts must be asked for.
 */
export type { PaymentsMode, RunMode };

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  mode: RunMode;
  paymentsMode: PaymentsMode;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Connections to PostgreSQL per instance (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  dataDir: string;
  stripeSecretKey: string | undefined;
  stripePublishableKey: string | undefined;
  customDomain: string | undefined;
  /** PUBLIC_URL, normalised: an origin plus "" or "/d", no trailing slash. */
  publicUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /**
   * Demo data is seeded by default only on the embedded database without ADMIN_EMAIL, never silently
   * into a real one (and only into an empty database: see seedDemoData).
   */
  seedDemo: boolean;
  logLevel: string;
  /** IANA name; finance days are whole days in it. */
  timeZone: string;
  webDistDir: string;
  trustProxy: TrustProxy;
  phoneLookupRateLimit: number;
  orderRateLimit: number;
  liveMaxSocketsPerAddress: number;
  liveMaxMessagesPerMinute: number;
  liveMaxMessageBytes: number;
  /** 0 = off. */
  housekeepingIntervalSeconds: number;
  metricsToken: string | undefined;
  /** GEOCODER_URL, normalised (no trailing slash on its path); undefined: no address search. */
  geocoderUrl: string | undefined;
  geocoderRequestsPerSecond: number;
  /** Sent to the geocoder: the product, its version and, when known, the site's address. */
  geocoderUserAgent: string;
  geocodeRateLimit: number;
  /** Both set, or both undefined (the key pair is then generated once and kept in the database). */
  vapidPublicKey: string | undefined;
  vapidPrivateKey: string | undefined;
  /** VAPID_SUBJECT, else the site's https address, custom domain or admin e-mail (see vapidSubject). */
  vapidSubject: string;
  pushAllowPrivateEndpoints: boolean;
  orderAcceptTimeoutSeconds: number;
  scheduleMinLeadMinutes: number;
}

export { ConfigError };

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  // Empty strings mean "unset", as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => isSet(v)));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (e.SEED_DEMO === true && e.ADMIN_EMAIL !== undefined) {
    // The demo accounts have passwords published in the README: never beside a real admin.
    throw new ConfigError(
      'Invalid configuration:\n  SEED_DEMO and ADMIN_EMAIL cannot be used together: the demo accounts have published passwords',
    );
  }
  if ((e.STRIPE_SECRET_KEY === undefined) !== (e.STRIPE_PUBLISHABLE_KEY === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must be set together',
    );
  }
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
    );
  }
  const mode: RunMode = e.DATABASE_URL === undefined ? 'demo' : 'production';
  if (e.PAYMENTS_MODE === 'test' && e.STRIPE_SECRET_KEY !== undefined) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENTS_MODE=test cannot be used with STRIPE_SECRET_KEY: remove one of them',
    );
  }
  const paymentsMode: PaymentsMode =
    e.PAYMENTS_MODE === 'off'
      ? 'off'
      : e.STRIPE_SECRET_KEY
        ? 'stripe'
        : mode === 'demo' || e.PAYMENTS_MODE === 'test'
          ? 'test'
          : 'off';
  return {
    nodeEnv: e.NODE_ENV,
    mode,
    paymentsMode,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir: e.DATA_DIR,
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripePublishableKey: e.STRIPE_PUBLISHABLE_KEY,
    customDomain: e.CUSTOM_DOMAIN?.toLowerCase(),
    publicUrl: e.PUBLIC_URL,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO ?? (mode === 'demo' && e.ADMIN_EMAIL === undefined),
    logLevel: e.LOG_LEVEL,
    timeZone: e.TIME_ZONE,
    webDistDir: e.WEB_DIST_DIR,
    trustProxy: e.TRUST_PROXY ?? false,
    phoneLookupRateLimit: e.PHONE_LOOKUP_RATE_LIMIT,
    orderRateLimit: e.ORDER_RATE_LIMIT,
    liveMaxSocketsPerAddress: e.WS_MAX_SOCKETS_PER_ADDRESS,
    liveMaxMessagesPerMinute: e.WS_MAX_MESSAGES_PER_MINUTE,
    liveMaxMessageBytes: e.WS_MAX_MESSAGE_BYTES,
    // Off by default under test, so a round never changes rows a test is looking at.
    housekeepingIntervalSeconds: e.HOUSEKEEPING_INTERVAL_SECONDS ?? (e.NODE_ENV === 'test' ? 0 : 600),
    metricsToken: e.METRICS_TOKEN,
    geocoderUrl: e.GEOCODER_URL,
    geocoderRequestsPerSecond: e.GEOCODER_REQUESTS_PER_SECOND,
    geocoderUserAgent: geocoderUserAgent(e.PUBLIC_URL, e.CUSTOM_DOMAIN),
    geocodeRateLimit: e.GEOCODE_RATE_LIMIT,
    vapidPublicKey: e.VAPID_PUBLIC_KEY,
    vapidPrivateKey: e.VAPID_PRIVATE_KEY,
    vapidSubject: e.VAPID_SUBJECT ?? vapidSubject(e.PUBLIC_URL, e.CUSTOM_DOMAIN, e.ADMIN_EMAIL),
    pushAllowPrivateEndpoints: e.PUSH_ALLOW_PRIVATE_ENDPOINTS,
    orderAcceptTimeoutSeconds: e.ORDER_ACCEPT_TIMEOUT_SECONDS,
    scheduleMinLeadMinutes: e.SCHEDULE_MIN_LEAD_MINUTES,
  };
}

/** "QuickBite/0.1.0 (+https://quickbite.example)": who is calling, as Nominatim's usage policy asks. */
function geocoderUserAgent(publicUrl: string | undefined, customDomain: string | undefined): string {
  const site = publicUrl ?? (customDomain ? `https://${customDomain.toLowerCase()}/d` : undefined);
  return `QuickBite/${packageJson.version}${site ? ` (+${site})` : ''}`;
}

/**
 * Push services ask who runs the server (Apple refuses localhost): the site's https address, else
 * its custom domain, else the admin's e-mail; a deployment with none of these should set VAPID_SUBJECT.
 */
function vapidSubject(
  publicUrl: string | undefined,
  customDomain: string | undefined,
  adminEmail?: string,
): string {
  const site = publicUrl ? new URL(publicUrl) : undefined;
  if (site && site.protocol === 'https:' && !LOCAL_HOSTS.has(site.hostname)) return site.origin;
  if (customDomain) return `https://${customDomain.toLowerCase().replace(/:\d+$/, '')}`;
  if (adminEmail) return `mailto:${adminEmail}`;
  return 'mailto:push@quickbite.invalid';
}
