/**
 * The real server as a child process for crash and several-node tests: spawned from source on a port the system
 * hands it (PORT=0), waited for until it says which (server.ts sends it over the IPC channel) and answers, then
 * killed. Nothing here waits a fixed time: a start is awaited until the server answers its health check or
 * exits, with a deadline meant only to end a hung run (a loaded CI machine, a migration, a rebuilt native
 * module can make a start slow), and a failure names what the server printed. Port 0 is what lets two vitest
 * workers start servers side by side (decision 076): a port probed free and handed over can be taken between.
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

/**
 * A port free a moment ago, for a run that starts its servers one at a time (the e2e suite, serial): between
 * this close and the server's listen another process may take it, so the unit suite's servers take port 0.
 */
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

/** What server.ts sends its parent once it listens: the port it got. */
const LISTENING_MESSAGE = 'shop:listening';

/** How a spawned process ended before saying it listens. */
class EndedBeforeListening extends Error {}

/**
 * A spawned server, the tail of what it printed (stdout and stderr, the last 8 KB), and the port it says it
 * listens on (`listening`: rejects once the process has ended without saying, its output complete by then).
 */
export type ServerProcess = { child: ChildProcess; output: () => string; listening: Promise<number> };

/** `node ARGS` in the repository with ENV and an IPC channel, keeping the tail of what it prints for errors. */
export function spawnServer(args: string[], env: Record<string, string | undefined>): ServerProcess {
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-OUTPUT_KEPT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const listening = new Promise<number>((resolve, reject) => {
    child.on('message', (message: { type?: unknown; port?: unknown }) => {
      if (message?.type === LISTENING_MESSAGE && typeof message.port === 'number') resolve(message.port);
    });
    // 'close': the process has ended and its output has all been read.
    child.once('close', (code, signal) =>
      reject(new EndedBeforeListening(`exited (code ${code}, signal ${signal}) before answering`)),
    );
  });
  // A process that never listens (a command-line tool) is not an unhandled rejection; a waiter still gets it.
  listening.catch(() => {});
  return { child, output: () => tail, listening };
}

/**
 * `node --conditions=source --import tsx apps/api/src/server.ts` on the database, on a port of its own (PORT=0:
 * `waitUntilServing` learns which), NODE_ENV test, warnings logged.
 */
export function startServer(databasePath: string, env: Record<string, string> = {}): ServerProcess {
  return spawnServer(['--conditions=source', '--import', 'tsx', 'apps/api/src/server.ts'], {
    ...process.env,
    NODE_ENV: 'test',
    PORT: '0',
    DATABASE_PATH: databasePath,
    JWT_SECRET: 'ELDmTZBuNOK8YQ+nG/rMihibwx1zXFGigBZPteAcfGbw',
    CHECKOUT_RATE_LIMIT: '100000',
    LOG_LEVEL: 'warn',
    ...env,
  });
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** The error of a start that failed: what happened, after how long, and what the server printed. */
const startFailure = (server: ServerProcess, where: string, why: string, started: number) => {
  const printed = server.output().trim();
  return new Error(
    `server ${where} ${why} after ${((Date.now() - started) / 1000).toFixed(1)} s; it printed:\n` +
      (printed || '(nothing)'),
  );
};

/**
 * Resolves with the server's base URL once it has said which port it listens on and answers its health check
 * there; rejects at once if it exits first, or at the deadline if it hangs, with what it printed.
 */
export async function waitUntilServing(
  server: ServerProcess,
  deadlineMs = SERVER_START_DEADLINE_MS,
): Promise<string> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new EndedBeforeListening(`did not say its port within ${deadlineMs / 1000} s`)),
      deadlineMs,
    );
  });
  let port: number;
  try {
    port = await Promise.race([server.listening, hung]);
  } catch (err) {
    if (err instanceof EndedBeforeListening) throw startFailure(server, 'on port 0', err.message, started);
    throw err;
  } finally {
    clearTimeout(timer);
  }
  const base = `http://127.0.0.1:${port}`;
  await waitUntilUp(base, server, Math.max(deadlineMs - (Date.now() - started), 0));
  return base;
}

/**
 * Resolves once the server at BASE answers `GET /api/health` with 200; rejects at once if it exits first, or at
 * the deadline if it hangs, with its exit status and what it printed.
 */
export async function waitUntilUp(
  base: string,
  server: ServerProcess,
  deadlineMs = SERVER_START_DEADLINE_MS,
): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < deadlineMs) {
    if (exited(server.child))
      throw startFailure(
        server,
        `at ${base}`,
        `exited (code ${server.child.exitCode}, signal ${server.child.signalCode}) before answering`,
        started,
      );
    try {
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(10_000) });
      if (res.ok) return;
    } catch {
      // Not listening yet, or too busy to answer within the request's own timeout: ask again.
    }
    await sleep(100);
  }
  throw startFailure(
    server,
    `at ${base}`,
    `did not answer its health check within ${deadlineMs / 1000} s`,
    started,
  );
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
