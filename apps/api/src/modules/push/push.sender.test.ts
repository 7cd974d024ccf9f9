import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, type TestApp } from '../../test/make-app.js';
import { browserKeys } from '../../test/push-factories.js';
import { isPublicAddress, pinnedLookup, type ResolveHost } from './push.destination.js';
import { createPushRepo, type PushRepo } from './push.repo.js';
import { sendToAll, type PushTransport } from './push.sender.js';

const now = () => new Date('2026-03-01T15:00:00.000Z');
const PUBLIC = { address: '142.250.74.106', family: 4 } as const;
const fcm = (name: string) => `https://fcm.googleapis.com/fcm/send/${name}`;

let app: TestApp;
let repo: PushRepo;
beforeAll(async () => {
  app = await makeApp({ seed: false });
  repo = createPushRepo(app.db);
});
afterAll(() => app.close());

const reset = async (endpoints: string[]) => {
  await app.db.deleteFrom('push_subscriptions').execute();
  await app.db.deleteFrom('push_sends').execute();
  for (const endpoint of endpoints)
    await repo.upsert({ endpoint, ...browserKeys(), userId: null }, now().toISOString());
};

/** Every host resolves to the public address unless named here. */
const resolver =
  (special: Record<string, Array<{ address: string; family: 4 | 6 }> | Error> = {}): ResolveHost =>
  (host) => {
    const answer = special[host];
    if (answer instanceof Error) return Promise.reject(answer);
    return Promise.resolve(answer ?? [PUBLIC]);
  };

describe('sendToAll', () => {
  it('sends the payload to every subscription, removes 404/410 answers and counts failures', async () => {
    await reset(['ok-1', 'gone-410', 'missing-404', 'boom-500', 'ok-2', 'network'].map(fcm));
    const seen: Array<{ endpoint: string; payload: unknown; address: string }> = [];
    const transport: PushTransport = (sub, payload, address) => {
      seen.push({ endpoint: sub.endpoint, payload: JSON.parse(payload), address: address.address });
      const name = sub.endpoint.split('/').pop() ?? '';
      if (name.startsWith('gone'))
        return Promise.reject(Object.assign(new Error('gone'), { statusCode: 410 }));
      if (name.startsWith('missing'))
        return Promise.reject(Object.assign(new Error('nf'), { statusCode: 404 }));
      if (name.startsWith('boom'))
        return Promise.reject(Object.assign(new Error('server'), { statusCode: 500 }));
      if (name === 'network') return Promise.reject(new Error('ECONNRESET'));
      return Promise.resolve({ statusCode: 201 });
    };
    const errors: string[] = [];
    const payload = { title: 'Black Friday', body: 'Deals are live', url: '/collections/car-subwoofers' };
    const result = await sendToAll({
      repo,
      transport,
      resolve: resolver(),
      payload,
      now,
      onError: (s) => errors.push(s.endpoint),
    });
    expect(result).toEqual({ total: 6, delivered: 2, removed: 2, failed: 2, skipped: 0 });
    expect(seen).toHaveLength(6);
    expect(seen.every((s) => JSON.stringify(s.payload) === JSON.stringify(payload))).toBe(true);
    expect(seen.every((s) => s.address === PUBLIC.address)).toBe(true);
    const left = await repo.all();
    expect(left.map((r) => r.endpoint.split('/').pop()).sort()).toEqual([
      'boom-500',
      'network',
      'ok-1',
      'ok-2',
    ]);
    expect(left.find((r) => r.endpoint.endsWith('ok-1'))).toMatchObject({
      last_success_at: now().toISOString(),
      failures: 0,
    });
    expect(left.find((r) => r.endpoint.endsWith('boom-500'))?.failures).toBe(1);
    expect(errors.sort()).toEqual([fcm('boom-500'), fcm('network')]);
    expect(
      await app.db
        .selectFrom('push_sends')
        .select(['title', 'total', 'delivered', 'removed', 'failed', 'skipped'])
        .orderBy('id')
        .execute(),
    ).toEqual([{ title: 'Black Friday', total: 6, delivered: 2, removed: 2, failed: 2, skipped: 0 }]);
  });

  it('skips and reports subscriptions whose host is no push service or resolves to a private address', async () => {
    const hosts: Record<string, Array<{ address: string; family: 4 | 6 }>> = {
      'loopback.push.apple.com': [{ address: '127.0.0.1', family: 4 }],
      'private.push.apple.com': [{ address: '10.1.2.3', family: 4 }],
      'mixed.push.apple.com': [PUBLIC, { address: '192.168.1.20', family: 4 }],
      'metadata.push.apple.com': [{ address: '169.254.169.254', family: 4 }],
      'cgnat.push.apple.com': [{ address: '100.64.0.1', family: 4 }],
      'zero.push.apple.com': [{ address: '0.0.0.0', family: 4 }],
      'v6-loopback.push.apple.com': [{ address: '::1', family: 6 }],
      'v6-ula.push.apple.com': [{ address: 'fd12:3456::1', family: 6 }],
      'v6-mapped.push.apple.com': [{ address: '::ffff:172.16.0.9', family: 6 }],
      'nowhere.push.apple.com': [],
    };
    await reset([
      fcm('ok'),
      'https://push.example.com/stored-before-the-allow-list',
      ...Object.keys(hosts).map((h) => `https://${h}/x`),
    ]);
    const sent: string[] = [];
    const transport: PushTransport = (sub) => {
      sent.push(sub.endpoint);
      return Promise.resolve({ statusCode: 201 });
    };
    const skipped: Array<{ endpoint: string; reason: string }> = [];
    const result = await sendToAll({
      repo,
      transport,
      resolve: resolver(hosts),
      payload: { title: 'a', body: 'b', url: '/' },
      now,
      onSkip: (s, reason) => skipped.push({ endpoint: s.endpoint, reason }),
    });
    expect(sent).toEqual([fcm('ok')]);
    expect(result).toEqual({ total: 12, delivered: 1, removed: 0, failed: 0, skipped: 11 });
    expect(skipped.map((s) => new URL(s.endpoint).hostname).sort()).toEqual(
      ['push.example.com', ...Object.keys(hosts)].sort(),
    );
    expect(skipped.find((s) => s.endpoint.includes('example.com'))?.reason).toBe('not a known push service');
    expect(skipped.find((s) => s.endpoint.includes('//loopback.'))?.reason).toBe(
      'resolves to 127.0.0.1, a private or local address',
    );
    expect(skipped.find((s) => s.endpoint.includes('//nowhere.'))?.reason).toBe('resolves to no address');
    // Skipped subscriptions are kept (a resolver can be wrong for a while) and not counted as failures.
    expect(await repo.all()).toHaveLength(12);
    expect((await repo.all()).every((r) => r.failures === 0)).toBe(true);
  });

  it('counts a host that does not resolve as a failure', async () => {
    await reset([fcm('ok'), 'https://gone.push.apple.com/x']);
    const errors: string[] = [];
    const result = await sendToAll({
      repo,
      transport: () => Promise.resolve({ statusCode: 201 }),
      resolve: resolver({
        'gone.push.apple.com': Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' }),
      }),
      payload: { title: 'a', body: 'b', url: '/' },
      now,
      onError: (s) => errors.push(s.endpoint),
    });
    expect(result).toEqual({ total: 2, delivered: 1, removed: 0, failed: 1, skipped: 0 });
    expect(errors).toEqual(['https://gone.push.apple.com/x']);
  });

  it('logs a send to nobody as zeros', async () => {
    await reset([]);
    const transport: PushTransport = () => Promise.reject(new Error('never called'));
    const result = await sendToAll({
      repo,
      transport,
      resolve: resolver(),
      payload: { title: 'a', body: 'b', url: '/' },
      now,
    });
    expect(result).toEqual({ total: 0, delivered: 0, removed: 0, failed: 0, skipped: 0 });
  });
});

describe('isPublicAddress', () => {
  it.each([
    ['142.250.74.106', true],
    ['17.253.144.10', true],
    ['2a00:1450:4001:82b::200a', true],
    ['::ffff:142.250.74.106', true],
    ['64:ff9b::8efa:4a6a', true],
    ['127.0.0.1', false],
    ['127.255.255.254', false],
    ['10.0.0.1', false],
    ['172.16.0.1', false],
    ['172.31.255.255', false],
    ['192.168.0.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['100.127.255.255', false],
    ['0.0.0.0', false],
    ['0.1.2.3', false],
    ['192.0.0.170', false],
    ['198.18.0.1', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['::', false],
    ['::1', false],
    ['::127.0.0.1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['::ffff:10.0.0.1', false],
    ['64:ff9b::a00:1', false],
    ['64:ff9b::7f00:1', false],
    ['::ffff:0:127.0.0.1', false],
    ['::ffff:0:8efa:4a6a', false],
    ['192.88.99.1', false],
    ['fc00::1', false],
    ['fd00::1', false],
    ['fe80::1', false],
    ['ff02::1', false],
    ['2001:db8::1', false],
    ['2002:7f00:1::1', false],
    ['not an address', false],
    ['', false],
  ])('%s -> %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('pinnedLookup', () => {
  it('answers the vetted address whichever form the socket asks for', () => {
    const lookup = pinnedLookup({ address: '142.250.74.106', family: 4 });
    const single: unknown[] = [];
    lookup('fcm.googleapis.com', {}, (...args: unknown[]) => single.push(...args));
    expect(single).toEqual([null, '142.250.74.106', 4]);
    const all: unknown[] = [];
    lookup('fcm.googleapis.com', { all: true }, (...args: unknown[]) => all.push(...args));
    expect(all).toEqual([null, [{ address: '142.250.74.106', family: 4 }]]);
  });
});
