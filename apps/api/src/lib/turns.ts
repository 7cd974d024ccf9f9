/**
 * Taking turns with the other requests during a long piece of work (a catalogue export or import: decision
 * 065). On SQLite every query runs synchronously and its promise settles in a microtask, so an async loop of
 * queries never gives the event loop a turn: the node answers nothing else until it ends. A turn
 * (setImmediate) lets every waiting request's I/O in; `turns` takes one once `ms` of work have passed since
 * the last, so a loop of short steps pays for few of them.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';

/** The work a step may run before it lets other requests in (their wait is at most about this). */
const TURN_MS = 10;

/** A turn now: every request waiting on I/O gets its chance before the caller goes on. */
export const turn = (): Promise<void> => nextTurn();

/** A function to call between steps: it takes a turn when `ms` have passed since the last one. */
export function turns(ms = TURN_MS): () => Promise<void> {
  let last = performance.now();
  return async () => {
    if (performance.now() - last < ms) return;
    await nextTurn();
    last = performance.now();
  };
}
