/**
 * Streams a download (a CSV export) chunk by chunk, waiting when the client reads slower than we write, and
 * giving the other requests a turn between chunks (decision 065): a fast client's socket takes every chunk at
 * once, and on SQLite the chunks' queries never wait on I/O, so without a turn an export of 100,000 products
 * held every other request of the node for its whole run.
 */
import type { Response } from 'express';
import { turn } from './turns.js';

/** Resolves when the response takes more (true) or the client went away (false). */
const drained = (res: Response): Promise<boolean> =>
  new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve(!res.destroyed);
    };
    res.on('drain', done);
    res.on('close', done);
  });

/**
 * Writes every chunk, then ends the response. A failure before the first byte goes to the error handler; one
 * after it ends the connection, so that the download shows as failed, not complete.
 */
export async function streamChunks(res: Response, chunks: AsyncIterable<string>): Promise<void> {
  try {
    for await (const chunk of chunks) {
      if (res.destroyed) return;
      if (!res.write(chunk) && !(await drained(res))) return;
      await turn();
    }
    res.end();
  } catch (err) {
    if (!res.headersSent) throw err;
    res.destroy(err as Error);
  }
}
