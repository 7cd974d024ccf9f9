/**
 * The request log: a line per request once its answer is done, at the level of its status, only when the
 * logger keeps that level; req.log bound to the request; ignored paths get no line.
 */
import { once } from 'node:events';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestLog } from './request-log.js';

type Line = Record<string, unknown> & { level: number; msg: string };

let server: Server | null = null;
afterEach(async () => {
  server?.close();
  server = null;
});

/** An app with the request log at `level`, its lines, and a few routes. */
async function loggedApp(level: string) {
  const lines: Line[] = [];
  const logger = pino({ level, base: undefined }, { write: (l: string) => void lines.push(JSON.parse(l)) });
  const app = express();
  app.use(requestLog(app, logger, { ignore: (req) => req.url === '/health' }));
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  let markStarted = () => {};
  const started = new Promise<void>((r) => (markStarted = r));
  app.get('/ok', (_req, res) => void res.json({ ok: true }));
  app.get('/health', (_req, res) => void res.json({ ok: true }));
  app.get('/missing', (_req, res) => void res.status(404).json({ error: 'none' }));
  app.get('/broken', (_req, res) => void res.status(500).json({ error: 'broken' }));
  app.get('/says', (req, res) => {
    req.log.warn({ extra: 1 }, 'handler says');
    res.json({ ok: true });
  });
  app.get('/slow', async (_req, res) => {
    markStarted();
    await held;
    if (!res.writableEnded) res.json({ late: true });
  });
  server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;
  const get = async (path: string) => (await fetch(`http://127.0.0.1:${port}${path}`)).status;
  return { lines, get, port, release, started };
}

describe('the request log', () => {
  it('writes one info line per answered request, with the request, status and time taken', async () => {
    const { lines, get } = await loggedApp('info');
    expect(await get('/ok')).toBe(200);
    expect(await get('/ok')).toBe(200);
    await vi.waitFor(() => expect(lines).toHaveLength(2));
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/ok' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    const ids = lines.map((l) => (l.req as { id: number }).id);
    expect(ids[1]).toBeGreaterThan(ids[0]!);
  });

  it('logs a 4xx at warn and a 5xx at error with an err, and nothing for an ignored path', async () => {
    const { lines, get } = await loggedApp('info');
    expect(await get('/health')).toBe(200);
    expect(await get('/missing')).toBe(404);
    expect(await get('/broken')).toBe(500);
    await vi.waitFor(() => expect(lines).toHaveLength(2));
    expect(lines[0]).toMatchObject({ level: 40, msg: 'request completed', res: { statusCode: 404 } });
    expect(lines[1]).toMatchObject({
      level: 50,
      msg: 'request errored',
      req: { url: '/broken' },
      res: { statusCode: 500 },
      err: { message: 'failed with status code 500' },
    });
  });

  it('writes no line the logger would drop (warn keeps refusals, not successes)', async () => {
    const { lines, get } = await loggedApp('warn');
    expect(await get('/ok')).toBe(200);
    expect(await get('/missing')).toBe(404);
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    expect(lines[0]).toMatchObject({ level: 40, req: { url: '/missing' } });
  });

  it('gives handlers req.log, bound to the request', async () => {
    const { lines, get } = await loggedApp('warn');
    expect(await get('/says')).toBe(200);
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    expect(lines[0]).toMatchObject({
      level: 40,
      msg: 'handler says',
      extra: 1,
      req: { id: expect.any(Number), method: 'GET', url: '/says' },
    });
  });

  it('logs a request whose client left before the answer, with no status', async () => {
    const { lines, port, release, started } = await loggedApp('info');
    const req = httpRequest({ host: '127.0.0.1', port, path: '/slow' });
    req.on('error', () => undefined);
    req.end();
    await started;
    req.destroy();
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    expect(lines[0]).toMatchObject({
      msg: 'request completed',
      req: { url: '/slow' },
      res: { statusCode: null },
    });
    release();
  });
});
