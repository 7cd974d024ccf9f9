import { performance } from 'node:perf_hooks';
import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.js';
import { createPasswordHasher } from './password-hasher.js';

describe('createPasswordHasher', () => {
  it('hashes and compares like bcryptjs', async () => {
    const hasher = createPasswordHasher({ threads: 1, maxQueue: 4 });
    const hash = await hasher.hash('Long-enough-1', 4);
    expect(hash).toMatch(/^\$2b\$04\$/);
    expect(bcrypt.compareSync('Long-enough-1', hash)).toBe(true);
    expect(await hasher.compare('Long-enough-1', hash)).toBe(true);
    expect(await hasher.compare('Long-enough-2', hash)).toBe(false);
  });

  it('works off the main thread: the event loop stays mostly idle and keeps turning while hashes run', async () => {
    const hasher = createPasswordHasher({ threads: 1, maxQueue: 4 });
    await hasher.hash('warm up', 4);
    let ticks = 0;
    let done = false;
    const spin = () => {
      ticks++;
      if (!done) setTimeout(spin, 1);
    };
    const before = performance.eventLoopUtilization();
    spin();
    // Cost 12: hundreds of milliseconds of CPU, far more than the few ticks and messages of the main thread.
    const hash = await hasher.hash('Long-enough-1', 12);
    done = true;
    const used = performance.eventLoopUtilization(before);
    expect(hash).toMatch(/^\$2b\$12\$/);
    expect(ticks).toBeGreaterThan(1);
    // bcrypt on the main thread (even bcryptjs's async form, which yields between rounds) keeps this near 1.
    expect(used.utilization).toBeLessThan(0.5);
  });

  it('refuses at once with 503 BUSY when every thread is busy and the queue is full', async () => {
    const hasher = createPasswordHasher({ threads: 1, maxQueue: 1 });
    const running = hasher.hash('first one', 10);
    const waiting = hasher.hash('second one', 4);
    const refused = await hasher.hash('third one', 4).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 503, code: 'BUSY' });
    await expect(running).resolves.toMatch(/^\$2b\$10\$/);
    await expect(waiting).resolves.toMatch(/^\$2b\$04\$/);
    // Room again once the queue has drained.
    await expect(hasher.hash('fourth one', 4)).resolves.toMatch(/^\$2b\$04\$/);
  });

  it('runs jobs in parallel up to the thread count', async () => {
    const hasher = createPasswordHasher({ threads: 2, maxQueue: 0 });
    const both = [hasher.hash('one', 4), hasher.hash('two', 4)];
    await expect(hasher.hash('three', 4)).rejects.toMatchObject({ code: 'BUSY' });
    expect(await Promise.all(both)).toHaveLength(2);
  });

  it('ends idle threads and starts new ones for later jobs', async () => {
    const hasher = createPasswordHasher({ threads: 1, maxQueue: 0, idleMs: 1 });
    const first = await hasher.hash('first', 4);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await hasher.compare('first', first)).toBe(true);
  });
});
