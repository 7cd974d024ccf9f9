import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, JWT_SECRET_SETTING, loadConfig, resolveJwtSecret } from './config.js';
import { openStore, type Store } from './db/database.js';
import { migrateStore } from './db/migrate-store.js';
import { storedSetting } from './db/settings.js';

const dir = mkdtempSync(path.join(tmpdir(), 'shop-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const opts = { dataDir: dir };
/** A secret as `openssl rand -base64 33` makes one. */
const STRONG = 'Iy4x+A4LDvLK1qP3HWrTO9ATiZAe9pNOJvwCynMza3bK';
/** A production environment that starts: its secret, its origin, its mail server and its payment provider. */
const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: STRONG,
  PUBLIC_URL: 'https://shop.example.com',
  SMTP_URL: 'smtp://mail.example.com:587',
  PAYMENT_PROVIDER: 'test',
};

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const c = loadConfig({}, opts);
    expect(c).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      databasePath: './data/shop.db',
      corsOrigins: [],
      logLevel: 'info',
    });
  });

  it('hashes passwords at cost 12 except under NODE_ENV=test, and reads the auth rate limits', () => {
    expect(loadConfig({}, opts)).toMatchObject({ bcryptCost: 12, signInRateLimit: 10, registerRateLimit: 5 });
    expect(loadConfig(PRODUCTION, opts).bcryptCost).toBe(12);
    expect(loadConfig({ NODE_ENV: 'test' }, opts).bcryptCost).toBe(4);
    expect(loadConfig({ SIGN_IN_RATE_LIMIT: '3', REGISTER_RATE_LIMIT: '2' }, opts)).toMatchObject({
      signInRateLimit: 3,
      registerRateLimit: 2,
    });
    expect(() => loadConfig({ SIGN_IN_RATE_LIMIT: '0' }, opts)).toThrow(/SIGN_IN_RATE_LIMIT/);
  });

  it('allows 30 failed sign-ins per IP whatever the email unless told, and a bounded bcrypt pool', () => {
    const config = loadConfig({}, opts);
    expect(config.signInIpRateLimit).toBe(30);
    expect(loadConfig({ SIGN_IN_IP_RATE_LIMIT: '100' }, opts).signInIpRateLimit).toBe(100);
    expect(() => loadConfig({ SIGN_IN_IP_RATE_LIMIT: '0' }, opts)).toThrow(/SIGN_IN_IP_RATE_LIMIT/);
    expect(() => loadConfig({ SIGN_IN_IP_RATE_LIMIT: 'lots' }, opts)).toThrow(/SIGN_IN_IP_RATE_LIMIT/);
    expect(config.passwordHashThreads).toBeGreaterThanOrEqual(1);
    expect(config.passwordHashQueue).toBeGreaterThanOrEqual(config.passwordHashThreads);
  });

  it('allows 100 new carts per IP an hour and keeps anonymous carts 30 days unless told, within bounds', () => {
    expect(loadConfig({}, opts)).toMatchObject({ cartCreateRateLimit: 100, anonymousCartDays: 30 });
    expect(loadConfig({ CART_CREATE_RATE_LIMIT: '5', ANONYMOUS_CART_DAYS: '7' }, opts)).toMatchObject({
      cartCreateRateLimit: 5,
      anonymousCartDays: 7,
    });
    expect(() => loadConfig({ CART_CREATE_RATE_LIMIT: '0' }, opts)).toThrow(/CART_CREATE_RATE_LIMIT/);
    expect(() => loadConfig({ ANONYMOUS_CART_DAYS: '0' }, opts)).toThrow(/ANONYMOUS_CART_DAYS/);
    expect(() => loadConfig({ ANONYMOUS_CART_DAYS: '1.5' }, opts)).toThrow(/ANONYMOUS_CART_DAYS/);
  });

  it('keeps anonymous events 180 days and 500 per visitor a day unless told, within bounds', () => {
    expect(loadConfig({}, opts).anonymousEvents).toEqual({ retentionDays: 180, perVisitorPerDay: 500 });
    expect(
      loadConfig({ EVENT_RETENTION_DAYS: '30', EVENTS_PER_VISITOR_PER_DAY: '50' }, opts).anonymousEvents,
    ).toEqual({ retentionDays: 30, perVisitorPerDay: 50 });
    expect(() => loadConfig({ EVENT_RETENTION_DAYS: '0' }, opts)).toThrow(/EVENT_RETENTION_DAYS/);
    expect(() => loadConfig({ EVENT_RETENTION_DAYS: '1.5' }, opts)).toThrow(/EVENT_RETENTION_DAYS/);
    expect(() => loadConfig({ EVENTS_PER_VISITOR_PER_DAY: 'many' }, opts)).toThrow(
      /EVENTS_PER_VISITOR_PER_DAY/,
    );
  });

  it('takes 10,000 anonymous events per client IP a day unless told, a whole number of at least 1', () => {
    expect(loadConfig({}, opts).eventsPerIpPerDay).toBe(10_000);
    expect(loadConfig({ EVENTS_PER_IP_PER_DAY: '2000' }, opts).eventsPerIpPerDay).toBe(2000);
    for (const bad of ['0', '-5', '1.5', 'lots'])
      expect(() => loadConfig({ EVENTS_PER_IP_PER_DAY: bad }, opts)).toThrow(/EVENTS_PER_IP_PER_DAY/);
  });

  it('reads PUBLIC_URL as an origin (unset: localhost on PORT), and the brand the web build reads', () => {
    expect(loadConfig({}, opts)).toMatchObject({
      publicUrl: 'http://localhost:3000',
      site: { name: 'Skar Audio' },
    });
    expect(loadConfig({ PORT: '8080' }, opts).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.com/' }, opts).publicUrl).toBe(
      'https://shop.example.com',
    );
    expect(() => loadConfig({ PUBLIC_URL: 'shop.example.com' }, opts)).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://shop.example.com' }, opts)).toThrow(/PUBLIC_URL/);
    expect(
      loadConfig({ VITE_SITE_NAME: 'Bass Co', VITE_SUPPORT_EMAIL: 'help@bass.example' }, opts).site,
    ).toMatchObject({ name: 'Bass Co', supportEmail: 'help@bass.example', supportPhone: null });
  });

  it.each([
    [undefined, false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['loopback', ['loopback']],
    ['loopback, 10.0.0.0/8, fd00::/8, 192.0.2.7', ['loopback', '10.0.0.0/8', 'fd00::/8', '192.0.2.7']],
    ['LinkLocal,uniquelocal', ['linklocal', 'uniquelocal']],
  ])('reads TRUST_PROXY %j as %j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }, opts).trustProxy).toEqual(expected);
  });

  it.each([
    'true',
    'all',
    '10',
    '-1',
    '1.5',
    '10.0.0.0/33',
    'fd00::/129',
    '10.0.0.1/8/8',
    'loopback,',
    'my-proxy',
  ])('refuses TRUST_PROXY=%j, saying what it accepts', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value }, opts)).toThrow(
      /^Invalid configuration: TRUST_PROXY: must be a hop count \(0-9\) or a comma list of loopback, linklocal/,
    );
  });

  it('leaves the development JWT secret to the store: null, no file written', () => {
    const config = loadConfig({}, opts);
    expect(config.jwtSecret).toBeNull();
    expect(config.jwtSecretPath).toBe(path.join(dir, 'jwt-secret'));
    expect(existsSync(path.join(dir, 'jwt-secret'))).toBe(false);
    expect(loadConfig({ JWT_SECRET: STRONG }, opts).jwtSecret).toBe(STRONG);
  });

  it('requires PUBLIC_URL in production, in one line', () => {
    const env = { ...PRODUCTION, PUBLIC_URL: undefined };
    expect(() => loadConfig(env, opts)).toThrow(
      /^Invalid configuration: PUBLIC_URL: required when NODE_ENV=production/,
    );
    expect(loadConfig({ ...env, PUBLIC_URL: 'https://shop.example.com/' }, opts).publicUrl).toBe(
      'https://shop.example.com',
    );
  });

  it('requires PAYMENT_PROVIDER in production, in one line, and refuses a provider it does not know (decision 070)', () => {
    const env = { ...PRODUCTION, PAYMENT_PROVIDER: undefined };
    expect(() => loadConfig(env, opts)).toThrow(ConfigError);
    expect(() => loadConfig(env, opts)).toThrow(
      /^Invalid configuration: PAYMENT_PROVIDER: required when NODE_ENV=production \(test, stripe; test takes no money\)$/,
    );
    expect(loadConfig(PRODUCTION, opts).paymentProvider).toBe('test');
    for (const name of ['TEST', 'paypal'])
      expect(() => loadConfig({ ...PRODUCTION, PAYMENT_PROVIDER: name }, opts)).toThrow(
        /^Invalid configuration: PAYMENT_PROVIDER: must be test or stripe \(the test provider takes no money\)$/,
      );
    // Development and tests: the test provider, unless told.
    expect(loadConfig({}, opts).paymentProvider).toBe('test');
    expect(loadConfig({ NODE_ENV: 'test' }, opts).paymentProvider).toBe('test');
  });

  it('takes PAYMENT_PROVIDER=stripe only with its three keys, refusing in one line (decision 074)', () => {
    const keys = {
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
    };
    const config = loadConfig({ ...PRODUCTION, PAYMENT_PROVIDER: 'stripe', ...keys }, opts);
    expect(config.paymentProvider).toBe('stripe');
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_123',
      publishableKey: 'pk_test_123',
      webhookSecret: 'whsec_123',
    });
    expect(() =>
      loadConfig(
        { ...PRODUCTION, PAYMENT_PROVIDER: 'stripe', ...keys, STRIPE_WEBHOOK_SECRET: undefined },
        opts,
      ),
    ).toThrow(
      /^Invalid configuration: PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET \(missing: STRIPE_WEBHOOK_SECRET\)$/,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' }, opts)).toThrow(
      /^Invalid configuration: PAYMENT_PROVIDER=stripe needs/,
    );
    expect(loadConfig(PRODUCTION, opts).stripe).toBeNull();
  });

  it('reads SHOP_ORDER_EMAIL, the address told of each new order (unset: nobody), and refuses one that is not an address', () => {
    expect(loadConfig({}, opts).shopOrderEmail).toBeNull();
    expect(
      loadConfig({ ...PRODUCTION, SHOP_ORDER_EMAIL: 'orders@shop.example.com' }, opts).shopOrderEmail,
    ).toBe('orders@shop.example.com');
    expect(() => loadConfig({ SHOP_ORDER_EMAIL: 'orders' }, opts)).toThrow(
      /^Invalid configuration: SHOP_ORDER_EMAIL: must be an email address$/,
    );
  });

  it('requires JWT_SECRET in production, in one line', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' }, opts)).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' }, opts)).toThrow(/^Invalid configuration: JWT_SECRET/);
    expect(loadConfig(PRODUCTION, opts).jwtSecret).toBe(STRONG);
  });

  it('refuses production without SMTP_URL in one line, unless MAIL_TRANSPORT=files says so on purpose', () => {
    const { SMTP_URL: smtpUrl, ...withoutSmtp } = PRODUCTION;
    expect(() => loadConfig(withoutSmtp, opts)).toThrow(ConfigError);
    expect(() => loadConfig(withoutSmtp, opts)).toThrow(
      /^Invalid configuration: SMTP_URL: required when NODE_ENV=production \(.*\), or MAIL_TRANSPORT=files [^\n]*$/,
    );
    expect(loadConfig(PRODUCTION, opts).mail.smtpUrl).toBe(smtpUrl);
    expect(loadConfig({ ...PRODUCTION, MAIL_TRANSPORT: 'smtp' }, opts).mail.smtpUrl).toBe(smtpUrl);
    expect(loadConfig({ ...withoutSmtp, MAIL_TRANSPORT: 'files' }, opts).mail).toMatchObject({
      smtpUrl: null,
      outboxDir: path.join(dir, 'outbox'),
    });
    // Each says what it means, or the shop does not start.
    expect(() => loadConfig({ ...PRODUCTION, MAIL_TRANSPORT: 'files' }, opts)).toThrow(
      /^Invalid configuration: MAIL_TRANSPORT: files, but SMTP_URL is set/,
    );
    expect(() => loadConfig({ MAIL_TRANSPORT: 'smtp' }, opts)).toThrow(
      /^Invalid configuration: SMTP_URL: required when MAIL_TRANSPORT=smtp/,
    );
    expect(() => loadConfig({ MAIL_TRANSPORT: 'pigeon' }, opts)).toThrow(/MAIL_TRANSPORT/);
    // Development and tests keep the files unless told.
    expect(loadConfig({}, opts).mail.smtpUrl).toBeNull();
  });

  it.each([
    ['56 times a', 'a'.repeat(56), 'uses fewer than 10 different characters'],
    ['a word repeated', 'test-secret-test-secret-test-secret!', 'uses fewer than 10 different characters'],
    ['a phrase repeated', 'e2e-secret-e2e-secret-e2e-secret-0123456789', 'repeats a pattern'],
    ['a run', 'abcdefghijklmnopqrstuvwxyz0123456789', 'runs in sequence (like abcd or 1234)'],
    ['short', 'Iy4x+A4LDvLK1qP3HWrTO9A', 'must be at least 32 characters'],
  ])('refuses a low-entropy JWT_SECRET (%s) at start, saying how to make one', (_name, secret, reason) => {
    const load = () => loadConfig({ JWT_SECRET: secret }, opts);
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(
      `Invalid configuration: JWT_SECRET: ${reason}; make one with: openssl rand -base64 48`,
    );
  });

  it('parses PORT, :memory:, CORS_ORIGINS and LOG_LEVEL', () => {
    const c = loadConfig(
      {
        PORT: '8080',
        DATABASE_PATH: ':memory:',
        CORS_ORIGINS: 'http://a.test, https://b.test',
        LOG_LEVEL: 'debug',
      },
      opts,
    );
    expect(c).toMatchObject({
      port: 8080,
      databasePath: ':memory:',
      corsOrigins: ['http://a.test', 'https://b.test'],
      logLevel: 'debug',
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ CORS_ORIGINS: 'not a url' }, 'CORS_ORIGINS'],
  ])('stops on a bad value with one clear line (%o)', (env, name) => {
    try {
      loadConfig(env, opts);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const message = (err as Error).message;
      expect(message).toContain(name);
      expect(message).not.toContain('\n');
    }
  });
});

describe('resolveJwtSecret', () => {
  let data: string;
  let store: Store;
  beforeEach(async () => {
    data = mkdtempSync(path.join(dir, 'node-'));
    store = openStore({ databasePath: path.join(data, 'shop.db'), databaseUrl: null, databasePoolSize: 1 });
    await migrateStore(store.db);
  });
  afterEach(() => store.close());

  const stored = async () =>
    (
      await store.db.selectFrom('settings').select('value').where('key', '=', JWT_SECRET_SETTING).execute()
    ).map((row) => row.value);

  it('takes JWT_SECRET when set and stores nothing', async () => {
    const loaded = loadConfig({ JWT_SECRET: STRONG }, { dataDir: data });
    expect((await resolveJwtSecret(loaded, store.db)).jwtSecret).toBe(STRONG);
    expect(await stored()).toEqual([]);
  });

  it('creates the development secret once in the store, the same for every node, and writes no file', async () => {
    const loaded = loadConfig({}, { dataDir: data });
    const first = (await resolveJwtSecret(loaded, store.db)).jwtSecret;
    expect(first).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(await stored()).toEqual([first]);
    expect(existsSync(path.join(data, 'jwt-secret'))).toBe(false);
    // Another node (another data folder) on the same store.
    const other = loadConfig({}, { dataDir: path.join(data, 'other') });
    expect((await resolveJwtSecret(other, store.db)).jwtSecret).toBe(first);
    const [x, y] = await Promise.all([resolveJwtSecret(loaded, store.db), resolveJwtSecret(other, store.db)]);
    expect([x.jwtSecret, y.jwtSecret]).toEqual([first, first]);
  });

  it('imports the data/jwt-secret of an older install once, so its sessions survive', async () => {
    const old = 'o'.repeat(20) + 'ld-secret-of-an-older-install';
    writeFileSync(path.join(data, 'jwt-secret'), `${old}\n`, { mode: 0o600 });
    const loaded = loadConfig({}, { dataDir: data });
    expect((await resolveJwtSecret(loaded, store.db)).jwtSecret).toBe(old);
    expect(await stored()).toEqual([old]);
    // Stored now: the file is no longer read.
    writeFileSync(path.join(data, 'jwt-secret'), `${'n'.repeat(48)}\n`);
    expect((await resolveJwtSecret(loaded, store.db)).jwtSecret).toBe(old);
    rmSync(path.join(data, 'jwt-secret'));
    expect((await resolveJwtSecret(loaded, store.db)).jwtSecret).toBe(old);
  });

  it('keeps the secret the store has over a file, and replaces a file secret too short to use', async () => {
    await storedSetting(store.db, JWT_SECRET_SETTING, () => 'x'.repeat(64));
    writeFileSync(path.join(data, 'jwt-secret'), 'f'.repeat(48));
    expect((await resolveJwtSecret(loadConfig({}, { dataDir: data }), store.db)).jwtSecret).toBe(
      'x'.repeat(64),
    );

    const short = path.join(data, 'short');
    mkdirSync(short);
    writeFileSync(path.join(short, 'jwt-secret'), 'too-short');
    const fresh = openStore({
      databasePath: path.join(short, 'shop.db'),
      databaseUrl: null,
      databasePoolSize: 1,
    });
    try {
      await migrateStore(fresh.db);
      const secret = (await resolveJwtSecret(loadConfig({}, { dataDir: short }), fresh.db)).jwtSecret;
      expect(secret).toMatch(/^[A-Za-z0-9_-]{64}$/);
    } finally {
      await fresh.close();
    }
  });
});
