import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dir = mkdtempSync(path.join(tmpdir(), 'shop-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const opts = { dataDir: dir };

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
    expect(
      loadConfig(
        { NODE_ENV: 'production', JWT_SECRET: 's'.repeat(40), PUBLIC_URL: 'https://shop.example.com' },
        opts,
      ).bcryptCost,
    ).toBe(12);
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

  it('creates a development JWT secret once and keeps it', () => {
    const first = loadConfig({}, opts).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(existsSync(path.join(dir, 'jwt-secret'))).toBe(true);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({}, opts).jwtSecret).toBe(first);
  });

  it('requires PUBLIC_URL in production, in one line', () => {
    const env = { NODE_ENV: 'production', JWT_SECRET: 's'.repeat(40) };
    expect(() => loadConfig(env, opts)).toThrow(
      /^Invalid configuration: PUBLIC_URL: required when NODE_ENV=production/,
    );
    expect(loadConfig({ ...env, PUBLIC_URL: 'https://shop.example.com/' }, opts).publicUrl).toBe(
      'https://shop.example.com',
    );
  });

  it('requires JWT_SECRET in production, in one line', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' }, opts)).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' }, opts)).toThrow(/^Invalid configuration: JWT_SECRET/);
    expect(
      loadConfig(
        { NODE_ENV: 'production', JWT_SECRET: 's'.repeat(40), PUBLIC_URL: 'https://shop.example.com' },
        opts,
      ).jwtSecret,
    ).toBe('s'.repeat(40));
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
