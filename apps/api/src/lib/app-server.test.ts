/**
 * A server made with appServerOptions hands on requests and responses that already have the app's prototypes
 * (so Express's setPrototypeOf changes nothing), that are still node's objects, and that Express serves as it
 * serves those of a plain server: routing, parameters, queries, bodies, cookies, streams and errors.
 */
import { createServer, IncomingMessage, ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type ErrorRequestHandler, type Express } from 'express';
import { afterAll, describe, expect, it } from 'vitest';
import { appServerOptions } from './app-server.js';

function testApp(): Express {
  const app = express();
  app.use(express.json());
  app.get('/items/:id', (req, res) => {
    res.cookie('seen', req.params.id, { httpOnly: true });
    res.json({ id: req.params.id, q: req.query.q ?? null, host: req.hostname, accepts: req.accepts('json') });
  });
  app.post('/items', (req, res) => {
    res.status(201).json({ got: req.body as unknown });
  });
  app.get('/fail', () => {
    throw new Error('boom');
  });
  app.use(((err: Error & { status?: number }, _req, res, _next) => {
    res.status(err.status ?? 500).json({ error: err.message });
  }) as ErrorRequestHandler);
  return app;
}

type Seen = { requestProto: boolean; responseProto: boolean; nodeObjects: boolean };

/** A server for a new test app, made with appServerOptions of that app or plain; it notes what node hands on. */
async function serve(withOptions: boolean) {
  const app = testApp();
  const seen: Seen[] = [];
  const server: Server = createServer(withOptions ? appServerOptions(app) : {}, (req, res) => {
    seen.push({
      requestProto: Object.getPrototypeOf(req) === app.request,
      responseProto: Object.getPrototypeOf(res) === app.response,
      nodeObjects: req instanceof IncomingMessage && res instanceof ServerResponse,
    });
    app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, seen, close: () => new Promise((r) => server.close(r)) };
}

/** What a client sees of an answer: status, the headers that are not per-moment, and the body. */
async function answer(base: string, path: string, init?: RequestInit) {
  const res = await fetch(base + path, init);
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (name !== 'date') headers[name] = value;
  });
  return { status: res.status, headers, body: await res.text() };
}

const JSON_POST = { method: 'POST', headers: { 'content-type': 'application/json' } };

describe('appServerOptions', async () => {
  const [born, plain] = await Promise.all([serve(true), serve(false)]);
  afterAll(async () => {
    await Promise.all([born.close(), plain.close()]);
  });

  it("makes node's request and response with the app's prototypes", async () => {
    await Promise.all([answer(born.base, '/items/1'), answer(plain.base, '/items/1')]);
    expect(born.seen.at(-1)).toEqual({ requestProto: true, responseProto: true, nodeObjects: true });
    expect(plain.seen.at(-1)).toEqual({ requestProto: false, responseProto: false, nodeObjects: true });
  });

  it.each<[string, string, RequestInit | undefined]>([
    ['a route with a parameter, a query and a cookie', '/items/a%20b?q=x', undefined],
    ['a JSON body', '/items', { ...JSON_POST, body: '{"n":[1,2]}' }],
    ['a malformed JSON body (400)', '/items', { ...JSON_POST, body: '{' }],
    ['an error thrown by a route (500)', '/fail', undefined],
    ['no route (404)', '/nowhere', undefined],
    ['a HEAD', '/items/2', { method: 'HEAD' }],
  ])('answers %s as a plain server does', async (_name, path, init) => {
    const [viaOptions, viaPlain] = await Promise.all([
      answer(born.base, path, init),
      answer(plain.base, path, init),
    ]);
    expect(viaOptions.status).toBeGreaterThan(0);
    expect(viaOptions).toEqual(viaPlain);
  });
});
