import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { killAndWait, spawnServer, waitFor, waitUntilServing, type ServerProcess } from './server-process.js';

/** A stand-in for the shop: node -e SCRIPT, told PORT=0 as startServer tells the shop. */
const fake = (script: string): ServerProcess => spawnServer(['-e', script], { ...process.env, PORT: '0' });

/** What the stand-in runs to listen as server.ts does: on PORT, then saying the port it got to its parent. */
const LISTEN = `http.createServer((req, res) => { res.statusCode = req.url === '/api/health' ? 200 : 404; res.end(); })
  .listen(Number(process.env.PORT), '127.0.0.1', function () {
    process.send({ type: 'shop:listening', port: this.address().port });
  });`;

describe('waiting for a spawned server', () => {
  const spawned: ServerProcess[] = [];
  afterEach(async () => {
    for (const server of spawned.splice(0)) await killAndWait(server);
  });

  it('fails at once when the server exits before answering, and says what it printed', async () => {
    const server = fake(
      `console.log('migrations applied'); console.error('Assertion failed: (env)'); process.exit(3)`,
    );
    spawned.push(server);
    const started = Date.now();
    const error = await waitUntilServing(server).catch((e: unknown) => e as Error);
    expect(error).toBeInstanceOf(Error);
    expect(String(error)).toMatch(/exited \(code 3, signal null\) before answering/);
    expect(String(error)).toContain('migrations applied');
    expect(String(error)).toContain('Assertion failed: (env)');
    // It did not sit out a deadline: the exit ended the wait (the deadline is minutes).
    expect(Date.now() - started).toBeLessThan(60_000);
  });

  it('waits as long as a slow start takes, and returns its base once it listens and answers', async () => {
    // Listens only once the test lets it (a file of its own would do as well): here, after 30 polls.
    let polls = 0;
    const gate: Server = createServer((_req, res) => res.end(String(++polls >= 30)));
    await new Promise<void>((resolve) => gate.listen(0, '127.0.0.1', resolve));
    const gatePort = (gate.address() as AddressInfo).port;
    try {
      const server = fake(
        `const http = require('node:http');
         const tick = async () => {
           const ok = await (await fetch('http://127.0.0.1:${gatePort}/')).text();
           if (ok !== 'true') return setTimeout(tick, 10);
           ${LISTEN}
         };
         tick();`,
      );
      spawned.push(server);
      const base = await waitUntilServing(server);
      expect(polls).toBeGreaterThanOrEqual(30);
      expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(base).not.toBe('http://127.0.0.1:0');
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
    } finally {
      await new Promise((resolve) => gate.close(resolve));
    }
  });

  it('gives two servers started side by side a port each', async () => {
    const servers = [
      fake(`const http = require('node:http'); ${LISTEN}`),
      fake(`const http = require('node:http'); ${LISTEN}`),
    ];
    spawned.push(...servers);
    const [a, b] = await Promise.all(servers.map((server) => waitUntilServing(server)));
    expect(a).not.toBe(b);
  });

  it('names the condition that never came', async () => {
    await expect(
      waitFor(
        'the answer',
        () => 41,
        (n) => n === 42,
        50,
      ),
    ).rejects.toThrow(/gave up waiting for the answer after 0.05 s \(last: 41\)/);
  });
});
