import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import {
  freePort,
  killAndWait,
  spawnServer,
  waitFor,
  waitUntilUp,
  type ServerProcess,
} from './server-process.js';

/** A stand-in for the shop: node -e SCRIPT, with PORT in its environment. */
const fake = (script: string, port: number): ServerProcess =>
  spawnServer(['-e', script], { ...process.env, PORT: String(port) });

describe('waiting for a spawned server', () => {
  const spawned: ServerProcess[] = [];
  afterEach(async () => {
    for (const server of spawned.splice(0)) await killAndWait(server);
  });

  it('fails at once when the server exits before answering, and says what it printed', async () => {
    const port = await freePort();
    const server = fake(
      `console.log('migrations applied'); console.error('Assertion failed: (env)'); process.exit(3)`,
      port,
    );
    spawned.push(server);
    const started = Date.now();
    const error = await waitUntilUp(`http://127.0.0.1:${port}`, server).catch((e: unknown) => e as Error);
    expect(error).toBeInstanceOf(Error);
    expect(String(error)).toMatch(/exited \(code 3, signal null\) before answering/);
    expect(String(error)).toContain('migrations applied');
    expect(String(error)).toContain('Assertion failed: (env)');
    // It did not sit out a deadline: the exit ended the wait (the deadline is minutes).
    expect(Date.now() - started).toBeLessThan(60_000);
  });

  it('waits as long as a slow start takes, and returns once the health check answers', async () => {
    const port = await freePort();
    // Listens only once the test lets it (a file of its own would do as well): here, after 30 polls.
    let polls = 0;
    const gate: Server = createServer((_req, res) => res.end(String(++polls >= 30)));
    const gatePort = await freePort();
    await new Promise<void>((resolve) => gate.listen(gatePort, '127.0.0.1', resolve));
    try {
      const server = fake(
        `const http = require('node:http');
         const tick = async () => {
           const ok = await (await fetch('http://127.0.0.1:${gatePort}/')).text();
           if (ok !== 'true') return setTimeout(tick, 10);
           http.createServer((req, res) => { res.statusCode = req.url === '/api/health' ? 200 : 404; res.end(); })
             .listen(process.env.PORT, '127.0.0.1');
         };
         tick();`,
        port,
      );
      spawned.push(server);
      await waitUntilUp(`http://127.0.0.1:${port}`, server);
      expect(polls).toBeGreaterThanOrEqual(30);
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    } finally {
      await new Promise((resolve) => gate.close(resolve));
    }
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
