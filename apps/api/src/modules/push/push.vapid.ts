/**
 * The VAPID key pair of web push, kept in one JSON file (data/vapid.json next to the database) that the
 * server (for GET /api/marketing/push/public-key) and `npm run push` share. Created once: the first
 * reader writes it with an exclusive create, so two processes starting together agree on one pair.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';

export const DEFAULT_VAPID_SUBJECT = 'mailto:support@skaraudio.com';

const VapidFileSchema = z.object({
  publicKey: z.string().regex(/^[A-Za-z0-9_-]{87}$/),
  privateKey: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  subject: z.string().regex(/^(mailto:|https:\/\/)/),
  createdAt: z.string(),
});
export type VapidKeys = z.infer<typeof VapidFileSchema>;

export class VapidFileError extends Error {
  override name = 'VapidFileError';
}

function read(file: string): VapidKeys | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  const parsed = VapidFileSchema.safeParse(JSON.parse(text));
  if (!parsed.success)
    throw new VapidFileError(`${file} is not a valid VAPID key file; remove it to make a new pair`);
  return parsed.data;
}

/** The stored keys; creates and stores a new pair when the file does not exist. */
export function loadOrCreateVapidKeys(
  file: string,
  options: { subject?: string; now?: Date } = {},
): { keys: VapidKeys; created: boolean } {
  const existing = read(file);
  if (existing) return { keys: existing, created: false };
  const pair = webpush.generateVAPIDKeys();
  const keys: VapidKeys = {
    publicKey: pair.publicKey,
    privateKey: pair.privateKey,
    subject: options.subject ?? DEFAULT_VAPID_SUBJECT,
    createdAt: (options.now ?? new Date()).toISOString(),
  };
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    // Another process created it first: use that pair.
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') {
      const theirs = read(file);
      if (theirs) return { keys: theirs, created: false };
    }
    throw err;
  }
  return { keys, created: true };
}
