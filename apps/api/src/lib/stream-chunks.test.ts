/**
 * streamChunks (decision 065): a download gives the node's other work a turn between its chunks even when the
 * client takes every chunk at once and the chunks come without waiting on I/O (SQLite's queries), and it ends
 * the response after the last.
 */
import { EventEmitter } from 'node:events';
import type { Response } from 'express';
import { describe, expect, it } from 'vitest';
import { streamChunks } from './stream-chunks.js';

/** A response whose client is never slower than the server: every write is taken at once. */
function fastResponse(written: string[]): Response {
  return Object.assign(new EventEmitter(), {
    destroyed: false,
    headersSent: true,
    write: (chunk: string) => written.push(chunk) > 0,
    end: () => void written.push('(end)'),
  }) as unknown as Response;
}

async function* pages(n: number): AsyncGenerator<string> {
  for (let i = 0; i < n; i++) yield `page ${i}\n`;
}

describe('streamChunks', () => {
  it('lets other work in between two chunks, then ends the response after the last', async () => {
    const written: string[] = [];
    const streaming = streamChunks(fastResponse(written), pages(3));
    let writtenWhenOtherRan: number | null = null;
    setImmediate(() => (writtenWhenOtherRan = written.length));
    await streaming;
    expect(writtenWhenOtherRan).toBe(1);
    expect(written).toEqual(['page 0\n', 'page 1\n', 'page 2\n', '(end)']);
  });
});
