/**
 * streamChunks (decision 065): a download gives the node's other work a turn between its chunks even when the
 * client takes every chunk at once and the chunks come without waiting on I/O (SQLite's queries), and it ends
 * the response after the last.
 */
import { Writable } from 'node:stream';
import type { Response } from 'express';
import { describe, expect, it } from 'vitest';
import { streamChunks } from './stream-chunks.js';

/** A response whose client is never slower than the server: every write is taken at once. */
function fastResponse(written: string[]): Response {
  const res = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written.push(chunk.toString());
      done();
    },
    final(done) {
      written.push('(end)');
      done();
    },
  });
  return Object.assign(res, { headersSent: true }) as unknown as Response;
}

async function* pages(n: number): AsyncGenerator<string> {
  for (let i = 0; i < n; i++) yield `page ${i}\n`;
}

describe('streamChunks', () => {
  it('lets other work in between two chunks, then ends the response after the last', async () => {
    const written: string[] = [];
    let ended = false;
    const streaming = streamChunks(fastResponse(written), pages(3)).finally(() => (ended = true));
    // Other work, at every turn of the event loop: what had been written each time it ran.
    const seen: number[] = [];
    const other = () => {
      seen.push(written.length);
      if (!ended) setImmediate(other);
    };
    setImmediate(other);
    await streaming;
    expect(seen.some((n) => n > 0 && n < 3)).toBe(true);
    expect(written).toEqual(['page 0\n', 'page 1\n', 'page 2\n', '(end)']);
  });
});
