/** close() ends the hasher's threads, which otherwise outlive their app (idle ones for minutes). */
import type * as WorkerThreads from 'node:worker_threads';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, signedInAgent } from '../test/auth-helpers.js';
import { makeApp } from '../test/make-app.js';
import { createPasswordHasher } from './password-hasher.js';

const spawned = vi.hoisted(() => [] as WorkerThreads.Worker[]);

// Every thread the hasher starts, so that the test can see whether it still runs.
vi.mock('node:worker_threads', async (importOriginal) => {
  const original = await importOriginal<typeof WorkerThreads>();
  class TrackedWorker extends original.Worker {
    constructor(...args: ConstructorParameters<typeof original.Worker>) {
      super(...args);
      spawned.push(this);
    }
  }
  return { ...original, Worker: TrackedWorker };
});

/** A thread that has exited has threadId -1. */
const running = () => spawned.filter((worker) => worker.threadId !== -1);

describe('PasswordHasher.close', () => {
  it('ends every thread, idle or working, and fails running, waiting and later jobs with 503', async () => {
    const hasher = createPasswordHasher({ threads: 2, maxQueue: 4 });
    await hasher.hash('leaves an idle thread', 4);
    const working = [hasher.hash('one', 12), hasher.hash('two', 12)];
    const waiting = hasher.hash('three', 4);
    expect(running()).toHaveLength(2);
    const outcomes = Promise.allSettled([...working, waiting]);

    await hasher.close();

    expect(spawned).toHaveLength(2);
    expect(running()).toHaveLength(0);
    const closedError = { status: 503, code: 'SHUTTING_DOWN' };
    for (const outcome of await outcomes) {
      expect(outcome).toMatchObject({ status: 'rejected', reason: closedError });
    }
    await expect(hasher.compare('one', 'x')).rejects.toMatchObject(closedError);
    expect(running()).toHaveLength(0);
  });

  it("is part of the app's close: a sign-in's thread ends with it", async () => {
    const t = await makeApp({ seed: false });
    const before = spawned.length;
    await signedInAgent(t.handle, await makeUser(t.db));
    expect(spawned.length).toBeGreaterThan(before);
    expect(running()).not.toHaveLength(0);
    await t.close();
    expect(running()).toHaveLength(0);
  });
});
