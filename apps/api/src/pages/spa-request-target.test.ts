/**
 * A request line in absolute form (`GET http://host/path HTTP/1.1`, as sent to proxies) reaches the SPA
 * handler with that target as its URL; one that is no valid URL still gets a page, never a 500.
 */
import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp } from '../test/make-app.js';
import { FIXTURE_TITLE, makeWebDist } from '../test/spa-fixture.js';

const dist = makeWebDist();
const t = await makeApp({ webDistDir: dist });
let server: Server;
beforeAll(async () => {
  server = createServer(t.handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The raw answer to a request line sent as written (supertest would send an origin-form path). */
function rawGet(target: string): Promise<string> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    // Written without half-closing the socket (as a browser or curl does): the server ends it after the answer
    // (Connection: close). An early end would let Node's server close it before an answer that waits on the
    // store (PostgreSQL's reads take a round trip) is written.
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    });
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3}) /.exec(answer)?.[1]);

describe('SPA pages for an absolute-form request target', () => {
  it.each(['http://x:99999/a', 'http://x:99999/products/a?b=1', 'http://[::1/collections/a'])(
    '%s gets an HTML page, never a 500',
    async (target) => {
      const answer = await rawGet(target);
      expect([200, 404], answer.slice(0, 900)).toContain(statusOf(answer));
      expect(answer).toMatch(/content-type: text\/html/i);
    },
  );

  it("falls back to index.html's own head and no first reads when the target is no URL", async () => {
    const answer = await rawGet('http://x:99999/products/a?b=1');
    expect(statusOf(answer)).toBe(200);
    expect(answer).toContain(`<title>${FIXTURE_TITLE}</title>`);
    expect(answer).toContain('<div id="root"></div>');
    expect(answer).not.toContain('rel="preload" as="fetch"');
    expect(answer).not.toContain('<script type="application/json"');
  });

  it('serves a valid absolute-form target as its path', async () => {
    expect(statusOf(await rawGet('http://x:8080/pages/no-such-page'))).toBe(404);
    expect(await rawGet('http://x:8080/account')).toContain('<script type="application/json"');
  });
});
