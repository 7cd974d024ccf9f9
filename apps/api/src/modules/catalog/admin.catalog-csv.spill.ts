/**
 * The rows of a catalogue import between its passes, on disk (decision 078): each pass reads the last one's file
 * a chunk at a time and writes its own, so that the import holds a chunk of rows, never the file's 100,000. One
 * JSON line per row, in a folder of the import's own (readable by the shop's user only, decision 059), removed
 * when the import ends however it ends.
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

/** A file of rows written once, in order, then read back as often as needed. */
export type Spill<T> = {
  /** Appends a row; resolves when the file takes more (backpressure). */
  write(row: T): Promise<void>;
  /** The rows written so far (the file is closed first). */
  readonly count: number;
  /** Every row, in the order written, `size` at a time. */
  chunks(size: number): AsyncGenerator<T[]>;
};

/** The import's folder of spills; `remove` deletes it with every file in it. */
export async function spillFolder() {
  const dir = await mkdtemp(path.join(tmpdir(), 'shop-catalog-import-'));
  let files = 0;
  const open: WriteStream[] = [];
  return {
    spill<T>(): Spill<T> {
      const file = path.join(dir, `${files++}.ndjson`);
      const out = createWriteStream(file, { mode: 0o600 });
      open.push(out);
      // A failed write (a full disk) is thrown by the next write or read, never left unhandled.
      let failed: Error | null = null;
      out.on('error', (err) => (failed = err));
      let count = 0;
      const close = async () => {
        if (!out.closed) {
          out.end();
          await once(out, 'close');
        }
        if (failed) throw failed;
      };
      return {
        async write(row) {
          if (failed) throw failed;
          count++;
          if (!out.write(`${JSON.stringify(row)}\n`)) await once(out, 'drain');
        },
        get count() {
          return count;
        },
        async *chunks(size) {
          await close();
          const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
          let chunk: T[] = [];
          for await (const line of lines) {
            chunk.push(JSON.parse(line) as T);
            if (chunk.length === size) {
              yield chunk;
              chunk = [];
            }
          }
          if (chunk.length > 0) yield chunk;
        },
      };
    },
    async remove() {
      await Promise.all(
        open.map(async (out) => {
          if (out.closed) return;
          out.end();
          await once(out, 'close').catch(() => undefined); // failed: removed all the same
        }),
      );
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export type SpillFolder = Awaited<ReturnType<typeof spillFolder>>;
