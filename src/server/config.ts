import { z } from 'zod';

// Every setting the server reads from the environment, parsed once at start-up.
// A wrong value stops the process with a message naming the variable (see loadConfig).

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_').optional(),
  CUSTOM_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+(:\d+)?$/i, 'must be a host name such as eats.example.com')
    .optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  SEED_DEMO: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).default('./dist/web'),
  TRUST_PROXY: booleanFlag.default(false),
  /** Order look-ups by phone allowed per client address per minute. */
  PHONE_LOOKUP_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Orders placed per client address per minute (a flood guard; real customers place a few). */
  ORDER_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(120),
});

/** Environment variables as the process sees them: every value a string. */
export type Env = Partial<Record<keyof z.input<typeof envSchema>, string>>;

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  stripeSecretKey: string | undefined;
  stripePublishableKey: string | undefined;
  customDomain: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** Demo data is seeded by default only on the embedded database, never silently into a real one. */
  seedDemo: boolean;
  logLevel: string;
  webDistDir: string;
  trustProxy: boolean;
  phoneLookupRateLimit: number;
  orderRateLimit: number;
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  // Empty strings mean "unset", as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if ((e.STRIPE_SECRET_KEY === undefined) !== (e.STRIPE_PUBLISHABLE_KEY === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must be set together',
    );
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripePublishableKey: e.STRIPE_PUBLISHABLE_KEY,
    customDomain: e.CUSTOM_DOMAIN?.toLowerCase(),
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO ?? e.DATABASE_URL === undefined,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR,
    trustProxy: e.TRUST_PROXY,
    phoneLookupRateLimit: e.PHONE_LOOKUP_RATE_LIMIT,
    orderRateLimit: e.ORDER_RATE_LIMIT,
  };
}
