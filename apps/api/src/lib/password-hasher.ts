/**
 * bcrypt off the event loop. One hash or compare at cost 12 is ~250-400 ms of CPU; on the main thread a
 * few parallel sign-ins stalled every other request. Here a few worker threads (about one per core) do
 * the work, and past `maxQueue` waiting jobs a new one is refused at once with 503 BUSY (the API's error
 * shape) instead of piling up behind the others.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { AppError } from './app-error.js';

export type PasswordHasher = {
  hash(password: string, cost: number): Promise<string>;
  compare(password: string, hash: string): Promise<boolean>;
  /**
   * Ends every thread: the jobs running or waiting fail with 503 SHUTTING_DOWN, as do later ones. Resolves
   * once the threads have exited.
   */
  close(): Promise<void>;
};

export type PasswordHasherOptions = {
  /** Jobs running at once (one worker thread each). */
  threads: number;
  /** Jobs allowed to wait for a thread; one more is refused. */
  maxQueue: number;
  /** A thread idle this long ends (a new one starts at the next job). */
  idleMs?: number;
};

type Job = { op: 'hash'; password: string; cost: number } | { op: 'compare'; password: string; hash: string };
type Answer = { ok: true; result: string | boolean } | { ok: false; message: string };
type Task = { job: Job; resolve: (result: string | boolean) => void; reject: (err: Error) => void };
type Slot = { worker: Worker; task: Task | null; idleTimer: NodeJS.Timeout | null };

/*
 * The worker is a script run with `eval` rather than a file of its own: the same code then runs under
 * vitest (TypeScript sources) and from dist/ (compiled JS), with no build step to copy a worker file.
 * bcryptjs is passed in by absolute path, resolved from this module.
 */
const WORKER_SCRIPT = `
const { parentPort, workerData } = require('node:worker_threads');
const bcrypt = require(workerData.bcryptPath);
parentPort.on('message', (job) => {
  try {
    const result =
      job.op === 'hash' ? bcrypt.hashSync(job.password, job.cost) : bcrypt.compareSync(job.password, job.hash);
    parentPort.postMessage({ ok: true, result });
  } catch (err) {
    parentPort.postMessage({ ok: false, message: String((err && err.message) || err) });
  }
});
`;
const bcryptPath = createRequire(import.meta.url).resolve('bcryptjs');

export const serverBusy = () => new AppError('BUSY', 'The server is busy; please try again in a moment');

/** The hasher of the config: a thread per core, by default. */
export const passwordHasherOf = (config: { passwordHashThreads: number; passwordHashQueue: number }) =>
  createPasswordHasher({ threads: config.passwordHashThreads, maxQueue: config.passwordHashQueue });

export const hasherClosed = () =>
  new AppError('SHUTTING_DOWN', 'The server is shutting down; please try again in a moment');

export function createPasswordHasher(options: PasswordHasherOptions): PasswordHasher {
  const threads = Math.max(1, options.threads);
  const idleMs = options.idleMs ?? 5 * 60_000;
  const slots = new Set<Slot>();
  const idle: Slot[] = [];
  const queue: Task[] = [];
  let closed = false;

  const retire = (slot: Slot) => {
    slots.delete(slot);
    const at = idle.indexOf(slot);
    if (at >= 0) idle.splice(at, 1);
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
  };

  const spawn = (): Slot => {
    const worker = new Worker(WORKER_SCRIPT, { eval: true, workerData: { bcryptPath } });
    const slot: Slot = { worker, task: null, idleTimer: null };
    slots.add(slot);
    worker.on('message', (answer: Answer) => {
      const task = slot.task;
      slot.task = null;
      if (answer.ok) task?.resolve(answer.result);
      else task?.reject(new Error(answer.message));
      release(slot);
    });
    // A crashed thread fails its job, never the process; the next job gets a new thread.
    const fail = (err: Error) => {
      retire(slot);
      slot.task?.reject(err);
      slot.task = null;
      pump();
    };
    worker.on('error', fail);
    worker.on('exit', () => fail(new Error('password worker exited')));
    return slot;
  };

  const run = (slot: Slot, task: Task) => {
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.idleTimer = null;
    slot.task = task;
    // Referenced only while working: an idle pool never keeps the process alive.
    slot.worker.ref();
    slot.worker.postMessage(task.job);
  };

  const release = (slot: Slot) => {
    const next = queue.shift();
    if (next) return run(slot, next);
    slot.worker.unref();
    idle.push(slot);
    slot.idleTimer = setTimeout(() => {
      retire(slot);
      void slot.worker.terminate();
    }, idleMs);
    slot.idleTimer.unref();
  };

  const pump = () => {
    while (queue.length > 0 && (idle.length > 0 || slots.size < threads)) {
      run(idle.pop() ?? spawn(), queue.shift()!);
    }
  };

  const submit = (job: Job): Promise<string | boolean> => {
    if (closed) return Promise.reject(hasherClosed());
    const saturated = idle.length === 0 && slots.size >= threads;
    if (saturated && queue.length >= options.maxQueue) return Promise.reject(serverBusy());
    return new Promise((resolve, reject) => {
      queue.push({ job, resolve, reject });
      pump();
    });
  };

  return {
    hash: async (password, cost) => (await submit({ op: 'hash', password, cost })) as string,
    compare: async (password, hash) => (await submit({ op: 'compare', password, hash })) as boolean,
    close: async () => {
      closed = true;
      for (const task of queue.splice(0)) task.reject(hasherClosed());
      const ending = [...slots];
      for (const slot of ending) {
        retire(slot);
        slot.task?.reject(hasherClosed());
        slot.task = null;
      }
      await Promise.all(ending.map((slot) => slot.worker.terminate()));
    },
  };
}
