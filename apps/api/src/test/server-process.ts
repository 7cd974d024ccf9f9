/**
 * The real server as a child process for crash and several-node tests: a free port, spawn from source, wait
 * for it to answer, kill. Nothing here waits a fixed time: a start is awaited until the server answers its
 * health check or exits, with a deadline meant only to end a hung run (a loaded CI machine, a migration, a
 * rebuilt native module can make a start slow), and a failure names what the server printed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Long enough for a start on a machine shared with other jobs; only a hung start reaches it. */
export const SERVER_START_DEADLINE_MS = 180_000;
/** The timeout of a test or hook that starts servers: a backstop for a hung run, never reached by a slow one. */
export const SPAWNING_TEST_TIMEOUT_MS = 900_000;

const OUTPUT_KEPT = 8_192;

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A spawned server and the tail of what it printed (stdout and stderr, the last 8 KB). */
export type ServerProcess = { child: ChildProcess; output: () => string };

/** `node ARGS` in the repository with ENV, keeping the tail of what it prints (stdout and stderr) for errors. */
export function spawnServer(args: string[], env: Record<string, string | undefined>): ServerProcess {
  const child = spawn(process.execPath, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-OUTPUT_KEPT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output: () => tail };
}

/** `node --conditions=source --import tsx apps/api/src/server.ts` on the database, NODE_ENV test, warnings logged. */
export function startServer(
  databasePath: string,
  port: number,
  env: Record<string, string> = {},
): ServerProcess {
  return spawnServer(['--conditions=source', '--import', 'tsx', 'apps/api/src/server.ts'], {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    DATABASE_PATH: databasePath,
    JWT_SECRET: 'ELDmTZBuNOK8YQ+nG/rMihibwx1zXFGigBZPteAcfGbw',
    CHECKOUT_RATE_LIMIT: '100000',
    LOG_LEVEL: 'warn',
    ...env,
  });
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/**
 * Resolves once the server answers `GET /api/health` with 200; rejects at once if it exits first, or at the
 * deadline if it hangs, with its exit status and what it printed.
 */
export async function waitUntilUp(
  base: string,
  server: ServerProcess,
  deadlineMs = SERVER_START_DEADLINE_MS,
): Promise<void> {
  const started = Date.now();
  const fail = (why: string) => {
    const printed = server.output().trim();
    return new Error(
      `server at ${base} ${why} after ${((Date.now() - started) / 1000).toFixed(1)} s; it printed:\n` +
        (printed || '(nothing)'),
    );
  };
  while (Date.now() - started < deadlineMs) {
    if (exited(server.child))
      throw fail(
        `exited (code ${server.child.exitCode}, signal ${server.child.signalCode}) before answering`,
      );
    try {
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(10_000) });
      if (res.ok) return;
    } catch {
      // Not listening yet, or too busy to answer within the request's own timeout: ask again.
    }
    await sleep(100);
  }
  throw fail(`did not answer its health check within ${deadlineMs / 1000} s`);
}

/** Polls `read` until `done` holds of its answer, and fails naming `what` if that never happens. */
export async function waitFor<T>(
  what: string,
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  deadlineMs = SERVER_START_DEADLINE_MS,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > deadlineMs)
      throw new Error(
        `gave up waiting for ${what} after ${deadlineMs / 1000} s (last: ${JSON.stringify(value)})`,
      );
    await sleep(20);
  }
}

/** Sends the signal and resolves once the process has exited. */
export async function killAndWait(server: ServerProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  const { child } = server;
  if (exited(child)) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await gone;
}
