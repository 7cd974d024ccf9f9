import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from './chromium.js';

const root = path.resolve(import.meta.dirname, '..');
let server: ChildProcess | undefined;
let dir: string | undefined;

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The shop server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The shop server did not answer ${url}/api/health within 60 s`);
}

export default async function setup(project: TestProject): Promise<() => void> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Browser tests need ${CHROMIUM_PATH}: run "apt-get install -y chromium" first.`);
  }
  // A shop already running (E2E_BASE_URL=http://localhost:3000): the journeys run against it, for a quick look.
  const external = process.env.E2E_BASE_URL;
  if (external) {
    project.provide('baseUrl', external.replace(/\/$/, ''));
    project.provide('databasePath', '');
    return () => {};
  }
  const entry = path.join(root, 'apps/api/dist/server.js');
  if (!existsSync(entry)) throw new Error('Build the shop first: npm run build');
  dir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
  const port = 3900 + Math.floor(Math.random() * 90);
  const baseUrl = `http://localhost:${port}`;
  server = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_PATH: path.join(dir, 'shop.db'),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseUrl, server);
  project.provide('baseUrl', baseUrl);
  project.provide('databasePath', path.join(dir, 'shop.db'));
  return () => {
    server?.kill('SIGTERM');
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The e2e server's SQLite file ('' against an external shop), for the administrator's command line. */
    databasePath: string;
  }
}
