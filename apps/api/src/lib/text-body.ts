/**
 * A text request body read as it arrives (decision 078), for a body too large to hold at once (the catalogue CSV,
 * up to 100 MB): express.text's rules, a piece at a time. Its Content-Encoding inflated (gzip, deflate, br; else
 * 415 UNSUPPORTED_ENCODING), decoded by its charset (utf-8 when none; else 415 UNSUPPORTED_CHARSET; a byte the
 * charset has no character for reads as U+FFFD), at most `limit` bytes after inflating (else 413
 * PAYLOAD_TOO_LARGE, also at once when Content-Length says so). When it refuses, the rest of the body is read
 * off and dropped before the error is thrown, as body-parser does, so that the client gets the answer.
 */
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { TextDecoder } from 'node:util';
import zlib from 'node:zlib';
import type { Request } from 'express';
import { AppError } from './app-error.js';

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large');

const inflaters: Record<string, () => zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress> = {
  gzip: () => zlib.createGunzip(),
  deflate: () => zlib.createInflate(),
  br: () => zlib.createBrotliDecompress(),
};

/** Reads off what is left of the request, dropping it; resolves once it has ended (or was cut). */
async function drain(req: Request): Promise<void> {
  if (req.readableEnded || req.destroyed) return;
  req.resume();
  await Promise.race([once(req, 'end'), once(req, 'close')]).catch(() => undefined);
}

/** The decoder for the request's charset, or 415. */
function decoderOf(req: Request): TextDecoder {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(req.get('content-type') ?? '')?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(charset);
  } catch {
    throw new AppError('UNSUPPORTED_CHARSET', 'Unsupported charset');
  }
}

/** The body's text, a piece at a time as it comes; throws (after reading off the rest) when it is refused. */
export async function* textBody(req: Request, limit: number): AsyncGenerator<string> {
  const encoding = (req.get('content-encoding') ?? 'identity').trim().toLowerCase();
  const inflate = encoding === 'identity' ? null : inflaters[encoding];
  const length = Number(req.get('content-length'));
  let refusal: AppError | null = null;
  if (inflate === undefined) refusal = new AppError('UNSUPPORTED_ENCODING', 'Unsupported content encoding');
  else if (inflate === null && length > limit) refusal = tooLarge();
  let decoder: TextDecoder;
  try {
    decoder = decoderOf(req);
  } catch (err) {
    refusal ??= err as AppError;
  }
  if (refusal) {
    await drain(req);
    throw refusal;
  }
  const source: Readable = inflate ? req.pipe(inflate()) : req;
  let bytes = 0;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (bytes > limit) throw tooLarge();
      const text = decoder!.decode(chunk, { stream: true });
      if (text !== '') yield text;
    }
  } catch (err) {
    if (inflate) req.unpipe();
    if (!(err instanceof AppError))
      throw inflate && !req.readableAborted
        ? new AppError('BAD_REQUEST', `The body is not valid ${encoding}`)
        : new AppError('REQUEST_ABORTED', 'Request aborted');
    throw err;
  } finally {
    // A refusal, or a caller that stopped reading: the rest is read off before the answer goes.
    if (inflate && !source.destroyed) source.destroy();
    await drain(req);
  }
  const rest = decoder!.decode();
  if (rest !== '') yield rest;
}
