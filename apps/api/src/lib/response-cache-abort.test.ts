/**
 * A cache-changing write empties the cache when its answer is written, after its commit: not when the
 * client leaves while the handler still waits (on the payment provider, for an order).
 */
import { once } from 'node:events';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { clearCacheOnWrites, createResponseCache } from './response-cache.js';

/** A promise with its resolve (Promise.withResolvers is Node 22). */
function signal() {
  let resolve = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** An app with one cache-changing write that answers `status` once the test lets it go on. */
function slowWriteApp(status: number) {
  const cache = createResponseCache({ maxEntries: 10, ttlMs: 60_000 });
  cache.set('retail|/api/product/x', Buffer.from('{"lv_wh":0}'));
  const gate = signal();
  const started = signal();
  const clientGone = signal();
  const answered = signal();
  const app = express();
  app.use(clearCacheOnWrites(cache, ['POST /slow']));
  app.post('/slow', async (_req, res) => {
    res.on('close', () => clientGone.resolve());
    started.resolve();
    await gate.promise;
    res.status(status).json({ status });
    answered.resolve();
  });
  return {
    app,
    cache,
    release: gate.resolve,
    started: started.promise,
    clientGone: clientGone.promise,
    answered: answered.promise,
  };
}

describe('clearCacheOnWrites with a client that leaves before the answer', () => {
  let server: Server | undefined;
  afterEach(() => {
    server?.close();
    server = undefined;
  });

  /** Starts the write, waits for the handler to be waiting, and aborts the client. */
  async function abortWhileWaiting(t: ReturnType<typeof slowWriteApp>) {
    server = t.app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const client = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/slow' });
    client.on('error', () => {});
    client.end();
    await t.started;
    client.destroy();
    await t.clientGone;
  }

  it('empties the cache only once the handler has written its 2xx answer', async () => {
    const t = slowWriteApp(200);
    await abortWhileWaiting(t);
    expect(t.cache.size).toBe(1);
    t.release();
    await t.answered;
    expect(t.cache.size).toBe(0);
  });

  it('keeps the cache when the answer is a 4xx', async () => {
    const t = slowWriteApp(409);
    await abortWhileWaiting(t);
    t.release();
    await t.answered;
    expect(t.cache.size).toBe(1);
  });
});
