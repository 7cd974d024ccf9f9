import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { isIP } from 'node:net';
import path from 'node:path';
import { DEFAULT_SITE, PAYMENT_PROVIDERS, type PaymentProviderName, type SiteInfo } from '@shop/domain';
import { z } from 'zod';
import { mailProblemOf, MailEnvSchema } from './config-mail.js';
import type { Db } from './db/database.js';
import { storedSetting } from './db/settings.js';
import { MAKE_SECRET_HELP, weakSecretReason } from './lib/secret-strength.js';

/** bcrypt cost 12 (ARCHITECTURE.md, Security); tests hash at 4 (bcrypt's minimum) so that they stay fast. */
export const BCRYPT_COST = 12;
export const TEST_BCRYPT_COST = 4;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Express's 'trust proxy' in the forms that cannot trust a client's own X-Forwarded-For: never `true`. */
export type TrustProxy = false | number | string[];

const TRUST_PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const TRUST_PROXY_HELP =
  'must be a hop count (0-9) or a comma list of loopback, linklocal, uniquelocal, IP addresses and CIDR ranges';

/** One entry of a trusted-proxy list: a name Express knows, an address, or an address/prefix length. */
const isTrustedProxyEntry = (entry: string): boolean => {
  if (TRUST_PROXY_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
};

/** TRUST_PROXY: how the client address is read behind a proxy (ARCHITECTURE.md, Security); unset or 0: not at all. */
const TrustProxySchema = z
  .string()
  .trim()
  .transform((value, ctx): TrustProxy => {
    if (/^\d$/.test(value)) return Number(value) === 0 ? false : Number(value);
    const entries = value.split(',').map((entry) => entry.trim().toLowerCase());
    if (entries.every(isTrustedProxyEntry)) return entries;
    ctx.addIssue({ code: 'custom', message: TRUST_PROXY_HELP });
    return z.NEVER;
  });

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  DATABASE_PATH: z.string().trim().min(1).default('./data/shop.db'),
  // Set: the shop runs on this PostgreSQL database instead of the SQLite file (docs/decisions/040).
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  // Connections in each of a node's two PostgreSQL pools (catalogue reads; everything else).
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  // Refused when it does not look random, with how to make one (decision 060).
  JWT_SECRET: z
    .string()
    .superRefine((secret, ctx) => {
      const reason = weakSecretReason(secret);
      if (reason) ctx.addIssue({ code: 'custom', message: `${reason}; ${MAKE_SECRET_HELP}` });
    })
    .optional(),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/, message: 'must be a comma list of http(s) origins' }))),
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  /** Marketing sign-up, consent-check and push-subscription calls allowed per client IP per 15 minutes. */
  MARKETING_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(30),
  /** Checkout attempts allowed per 15 minutes per client IP, and per account or cart (card-testing guard). */
  CHECKOUT_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** Sign-in attempts allowed per client IP and email per 15 minutes. */
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(10),
  /** Failed sign-ins allowed per client IP, whatever the email, per 15 minutes (email spraying). */
  SIGN_IN_IP_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(30),
  /** Registrations allowed per client IP per hour. */
  REGISTER_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(5),
  /** Back-office calls per API key per minute. */
  ADMIN_KEY_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(600),
  /** Password-reset requests, resets and email verifications per client IP per 15 minutes. */
  RECOVERY_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(10),
  /** Reviews written per client IP per hour (photo uploads: four times as many). */
  REVIEW_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(10),
  /** Order lookups (order number and email) per client IP, and failed ones per order number, per 15 minutes. */
  ORDER_LOOKUP_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(10),
  /** New carts per client IP per hour (decision 061). */
  CART_CREATE_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(100),
  /** Days an anonymous cart is kept after its last write (decision 061). */
  ANONYMOUS_CART_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  TRUST_PROXY: TrustProxySchema.optional(),
  /** The built web app the server serves (index.html and assets); apps/web/dist unless given. */
  WEB_DIST_DIR: z.string().trim().min(1).optional(),
  /** Days analytics events, their visitors and checkout events are kept. */
  EVENT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  /** Analytics events (and, apart, checkout events) one visitor may add in any 24 hours. */
  EVENTS_PER_VISITOR_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(500),
  /** Analytics events (and, apart, checkout events) one client IP may send in 24 hours, cookies or not. */
  EVENTS_PER_IP_PER_DAY: z.coerce.number().int().min(1).max(100_000_000).default(10_000),
  /** Catalogue answers kept serialized in memory (0 turns the cache off). */
  RESPONSE_CACHE_ENTRIES: z.coerce.number().int().min(0).max(1_000_000).default(2000),
  /** How long a kept answer may be served, in milliseconds (writes through the app empty it at once). */
  RESPONSE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
  /** Search match counts, pages of ids and prefix words kept per query (each memo; 0 keeps none: decision 071). */
  SEARCH_CACHE_ENTRIES: z.coerce.number().int().min(0).max(1_000_000).default(500),
  /** Products whose images, properties and bundle items the cart keeps a copy of (0 keeps none: decision 071). */
  PRODUCT_EXTRAS_ENTRIES: z.coerce.number().int().min(0).max(1_000_000).default(20_000),
  /** The canonical origin of the shop's links (sitemap, robots, canonical, og:url); unset: localhost on PORT. */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
    .transform((url) => new URL(url).origin)
    .optional(),
  ...MailEnvSchema.shape,
  /** Who takes card payments (decisions 070, 074): `test` or `stripe`; unset outside production: test. */
  PAYMENT_PROVIDER: z
    .string()
    .trim()
    .refine((name) => (PAYMENT_PROVIDERS as readonly string[]).includes(name), {
      message: `must be ${PAYMENT_PROVIDERS.join(' or ')} (the test provider takes no money)`,
    })
    .transform((name) => name as PaymentProviderName)
    .optional(),
  /** Stripe's keys (decision 074): all three are required with PAYMENT_PROVIDER=stripe. */
  STRIPE_SECRET_KEY: z.string().trim().min(1).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().trim().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
  /** Brand and support contact: the same settings the web build reads, for the heads the server writes. */
  VITE_SITE_NAME: z.string().trim().min(1).max(100).optional(),
  VITE_SUPPORT_EMAIL: z.email().optional(),
  VITE_SUPPORT_PHONE: z.string().trim().min(1).max(40).optional(),
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  databasePath: string;
  /** PostgreSQL's URL when the shop runs there; null: SQLite at databasePath. */
  databaseUrl: string | null;
  /** Connections a node keeps open to PostgreSQL. */
  databasePoolSize: number;
  /** JWT_SECRET, else (development, test) the store's 'jwt-secret' setting shared by every node: resolveJwtSecret. */
  jwtSecret: string;
  /** data/jwt-secret of an install from before the store kept the secret: imported once by resolveJwtSecret. */
  jwtSecretPath: string;
  corsOrigins: string[];
  logLevel: (typeof LOG_LEVELS)[number];
  /** Marketing and push-subscription calls per client IP per 15 minutes. */
  marketingRateLimit: number;
  /** vapid.json next to the database, where an install kept the VAPID keys before the store did: imported once. */
  vapidPath: string;
  /** Checkout attempts allowed per 15 minutes per client IP, and per account (or cart when signed out). */
  checkoutRateLimit: number;
  /** Sign-in attempts allowed per client IP and email per 15 minutes. */
  signInRateLimit: number;
  /** Failed sign-ins allowed per client IP, whatever the email, per 15 minutes. */
  signInIpRateLimit: number;
  /** Registrations allowed per client IP per hour. */
  registerRateLimit: number;
  /** Password-reset requests, resets and email verifications per IP per 15 minutes. */
  recoveryRateLimit: number;
  /** Back-office calls per API key per minute. */
  adminKeyRateLimit: number;
  /** Reviews written per client IP per hour (photo uploads: four times as many). */
  reviewRateLimit: number;
  /** Order lookups (order number and email) per client IP, and failed ones per order number, per 15 minutes. */
  orderLookupRateLimit: number;
  /** New carts per client IP per hour (decision 061). */
  cartCreateRateLimit: number;
  /** Days an anonymous cart is kept after its last write; older ones are swept (decision 061). */
  anonymousCartDays: number;
  /** bcrypt cost for new password hashes: 12; only NODE_ENV=test uses a lower one, to keep tests fast. */
  bcryptCost: number;
  /** bcrypt jobs run at once on worker threads (lib/password-hasher.ts): one per core. */
  passwordHashThreads: number;
  /** bcrypt jobs that may wait for a thread; past it a sign-in or registration answers 503 BUSY. */
  passwordHashQueue: number;
  /** Where the built SPA lives (index.html and assets/). */
  webDistDir: string;
  /** Express's 'trust proxy': which proxies' X-Forwarded-For gives the client address (rate limits); false: none. */
  trustProxy: TrustProxy;
  /** Bounds of the anonymous append-only tables (lib/append-guard.ts): retention and a per-visitor cap. */
  anonymousEvents: { retentionDays: number; perVisitorPerDay: number };
  /** Anonymous event writes per client IP a day (a script drops sa_visitor to escape the per-visitor cap). */
  eventsPerIpPerDay: number;
  /** Catalogue answers kept serialized in memory (lib/response-cache.ts); 0 turns the cache off. */
  responseCacheEntries: number;
  /** How long a kept answer may be served, in milliseconds. */
  responseCacheTtlMs: number;
  /** Entries of each of the search's memos (search.service.ts, search.terms.ts); 0: none kept. */
  searchCacheEntries: number;
  /** Entries of the cart's copy of product extras (catalog.extras.ts); 0: none kept. */
  productExtrasEntries: number;
  /** PUBLIC_URL's origin (default http://localhost:PORT): every absolute link; never the Host header. */
  publicUrl: string;
  /** Where each new paid order is mailed (SHOP_ORDER_EMAIL); null: nobody. */
  shopOrderEmail: string | null;
  /** Who takes card payments (PAYMENT_PROVIDER; test outside production when unset). */
  paymentProvider: PaymentProviderName;
  /** Stripe's keys when PAYMENT_PROVIDER=stripe, else null. */
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string } | null;
  /** Mail: SMTP_URL (null: the outbox folder's .eml files; in production only by MAIL_TRANSPORT=files), the From, the folder. */
  mail: { smtpUrl: string | null; from: string; outboxDir: string };
  /** The shop's brand and support contact (page heads). */
  site: SiteInfo;
};

/** The configuration as the environment gives it: the JWT secret is null until resolveJwtSecret reads the store. */
export type LoadedConfig = Omit<Config, 'jwtSecret'> & { jwtSecret: string | null };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type LoadOptions = {
  /** Folder where an older install kept the development JWT secret (default ./data). */
  dataDir?: string;
  webDistDir?: string;
};

export const JWT_SECRET_SETTING = 'jwt-secret';

/** The secret an older install kept in its data folder (null when there is none, or it is too short). */
const secretOfFile = (file: string): string | null => {
  let stored: string;
  try {
    stored = readFileSync(file, 'utf8').trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  return stored.length >= 32 ? stored : null;
};

/**
 * The configuration with its JWT secret: JWT_SECRET when set; otherwise the store's 'jwt-secret' setting,
 * made once for every node (48 random bytes, base64url). The first start of an install that kept the secret
 * in data/jwt-secret stores that one, so that its sessions survive; the file is not read after.
 */
export async function resolveJwtSecret(config: LoadedConfig, db: Db): Promise<Config> {
  const jwtSecret =
    config.jwtSecret ??
    (await storedSetting(
      db,
      JWT_SECRET_SETTING,
      () => secretOfFile(config.jwtSecretPath) ?? randomBytes(48).toString('base64url'),
    ));
  return { ...config, jwtSecret };
}

/** `name` in the data folder: the given one, else the SQLite file's folder, else ./data. */
const dataPathFor = (name: string, databasePath: string, dataDir: string | undefined): string => {
  if (dataDir) return path.join(dataDir, name);
  const inMemory = databasePath === ':memory:' || databasePath.startsWith('file:');
  return inMemory ? path.resolve('data', name) : path.join(path.dirname(path.resolve(databasePath)), name);
};

/** Parse the environment; throws a ConfigError whose message is one line naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, options: LoadOptions = {}): LoadedConfig {
  // Empty strings mean "not set", as in a .env file with `PORT=`.
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new ConfigError(
      `Invalid configuration: JWT_SECRET: required when NODE_ENV=production; ${MAKE_SECRET_HELP}`,
    );
  }
  // Production's links (canonical, sitemap, sign-in URLs) must not quietly point at localhost.
  if (e.NODE_ENV === 'production' && !e.PUBLIC_URL) {
    throw new ConfigError(
      "Invalid configuration: PUBLIC_URL: required when NODE_ENV=production (the shop's origin, e.g. https://shop.example.com)",
    );
  }
  // Production says who takes the money: the test provider is never taken by omission (decision 070).
  if (e.NODE_ENV === 'production' && !e.PAYMENT_PROVIDER) {
    throw new ConfigError(
      `Invalid configuration: PAYMENT_PROVIDER: required when NODE_ENV=production (${PAYMENT_PROVIDERS.join(', ')}; test takes no money)`,
    );
  }
  // Stripe takes its three keys or the shop does not start (decision 074).
  const stripeKeys = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;
  const missingStripe = stripeKeys.filter((key) => !e[key]);
  if (e.PAYMENT_PROVIDER === 'stripe' && missingStripe.length > 0) {
    throw new ConfigError(
      `Invalid configuration: PAYMENT_PROVIDER=stripe needs ${stripeKeys.join(', ')} (missing: ${missingStripe.join(', ')})`,
    );
  }
  const mailProblem = mailProblemOf(e);
  if (mailProblem) throw new ConfigError(`Invalid configuration: ${mailProblem}`);
  const site: SiteInfo = {
    ...DEFAULT_SITE,
    name: e.VITE_SITE_NAME ?? DEFAULT_SITE.name,
    supportEmail: e.VITE_SUPPORT_EMAIL ?? DEFAULT_SITE.supportEmail,
    supportPhone: e.VITE_SUPPORT_PHONE ?? DEFAULT_SITE.supportPhone,
  };
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    databasePath: e.DATABASE_PATH,
    databaseUrl: e.DATABASE_URL ?? null,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    jwtSecret: e.JWT_SECRET ?? null,
    jwtSecretPath: path.join(options.dataDir ?? path.resolve('data'), 'jwt-secret'),
    corsOrigins: e.CORS_ORIGINS,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    marketingRateLimit: e.MARKETING_RATE_LIMIT,
    vapidPath: dataPathFor('vapid.json', e.DATABASE_PATH, options.dataDir),
    checkoutRateLimit: e.CHECKOUT_RATE_LIMIT,
    signInRateLimit: e.SIGN_IN_RATE_LIMIT,
    signInIpRateLimit: e.SIGN_IN_IP_RATE_LIMIT,
    registerRateLimit: e.REGISTER_RATE_LIMIT,
    recoveryRateLimit: e.RECOVERY_RATE_LIMIT,
    adminKeyRateLimit: e.ADMIN_KEY_RATE_LIMIT,
    reviewRateLimit: e.REVIEW_RATE_LIMIT,
    orderLookupRateLimit: e.ORDER_LOOKUP_RATE_LIMIT,
    cartCreateRateLimit: e.CART_CREATE_RATE_LIMIT,
    anonymousCartDays: e.ANONYMOUS_CART_DAYS,
    bcryptCost: e.NODE_ENV === 'test' ? TEST_BCRYPT_COST : BCRYPT_COST,
    passwordHashThreads: availableParallelism(),
    // About 8 hashes per thread: at cost 12 the last in the queue waits a few seconds at most.
    passwordHashQueue: 8 * availableParallelism(),
    webDistDir: options.webDistDir ?? path.resolve(e.WEB_DIST_DIR ?? 'apps/web/dist'),
    trustProxy: e.TRUST_PROXY ?? false,
    anonymousEvents: {
      retentionDays: e.EVENT_RETENTION_DAYS,
      perVisitorPerDay: e.EVENTS_PER_VISITOR_PER_DAY,
    },
    eventsPerIpPerDay: e.EVENTS_PER_IP_PER_DAY,
    responseCacheEntries: e.RESPONSE_CACHE_ENTRIES,
    responseCacheTtlMs: e.RESPONSE_CACHE_TTL_MS,
    searchCacheEntries: e.SEARCH_CACHE_ENTRIES,
    productExtrasEntries: e.PRODUCT_EXTRAS_ENTRIES,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    site,
    paymentProvider: e.PAYMENT_PROVIDER ?? 'test',
    stripe:
      e.PAYMENT_PROVIDER === 'stripe' &&
      e.STRIPE_SECRET_KEY &&
      e.STRIPE_PUBLISHABLE_KEY &&
      e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          }
        : null,
    shopOrderEmail: e.SHOP_ORDER_EMAIL ?? null,
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM ?? `${site.name} <${site.supportEmail}>`,
      outboxDir: dataPathFor('outbox', e.DATABASE_PATH, options.dataDir),
    },
  };
}
