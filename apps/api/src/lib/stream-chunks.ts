/**
 * Streams a download (a CSV export) chunk by chunk through stream.pipeline, which waits when the client reads
 * slower than we write, giving the other requests a turn between chunks (decision 065): a fast client's socket
 * takes every chunk at once, and on SQLite the chunks' queries never wait on I/O, so without a turn an export
 * of 100,000 products held every other request of the node for its whole run.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import type { Logger } from 'pino';
import { turn } from './turns.js';

/** The chunks after `first`, with a turn for the other requests after each one. */
async function* takingTurns(first: string, rest: AsyncIterator<string>): AsyncGenerator<string> {
  yield first;
  await turn();
  for (let next = await rest.next(); !next.done; next = await rest.next()) {
    yield next.value;
    await turn();
  }
}

/**
 * Writes every chunk, then ends the response. A failure before the first byte goes to the error handler; one
 * after it ends the connection, so that the download shows as failed, not complete. Holds one chunk at a time.
 */
export async function streamChunks(res: Response, chunks: AsyncIterable<string>): Promise<void> {
  const iterator = chunks[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done) {
    res.end();
    return;
  }
  try {
    await pipeline(Readable.from(takingTurns(first.value, iterator), { highWaterMark: 1 }), res);
  } catch (err) {
    if (!res.headersSent) throw err;
    // pipeline has destroyed the response, so that the download shows as failed; a client that went away
    // first is no failure of ours.
    if ((err as { code?: string }).code !== 'ERR_STREAM_PREMATURE_CLOSE')
      (res.req as { log?: Logger } | undefined)?.log?.error({ err }, 'download failed after its first bytes');
  }
}
