/**
 * The VAPID key pair of web push, kept in the store's 'vapid-keys' setting (db/settings.ts) that every node
 * (for GET /api/marketing/push/public-key) and `npm run push` share. Made once: the first node to store a
 * pair wins and the others read it. An install that kept the pair in data/vapid.json (before the store did)
 * stores that pair on its first start, so that the subscriptions made with its public key keep working.
 */
import { readFileSync } from 'node:fs';
import webpush from 'web-push';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { storedSetting } from '../../db/settings.js';

export const DEFAULT_VAPID_SUBJECT = 'mailto:support@skaraudio.com';
export const VAPID_SETTING = 'vapid-keys';

const VapidKeysSchema = z.object({
  publicKey: z.string().regex(/^[A-Za-z0-9_-]{87}$/),
  privateKey: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  subject: z.string().regex(/^(mailto:|https:\/\/)/),
  createdAt: z.string(),
});
export type VapidKeys = z.infer<typeof VapidKeysSchema>;

/** A damaged key pair: the stored setting, or the old key file being imported. */
export class VapidFileError extends Error {
  override name = 'VapidFileError';
}

const parse = (text: string, where: string, remedy: string): VapidKeys => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  const parsed = VapidKeysSchema.safeParse(json);
  if (!parsed.success) throw new VapidFileError(`${where} is not a valid VAPID key pair; ${remedy}`);
  return parsed.data;
};

/** The pair an older install kept in its key file; null when there is no file. */
function readFile(file: string): VapidKeys | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  return parse(text, file, 'remove it to make a new pair');
}

export type VapidOptions = {
  /** data/vapid.json of an install from before the store kept the keys: imported when the store has none. */
  legacyFile?: string;
  /** The subject of a new pair (default DEFAULT_VAPID_SUBJECT). */
  subject?: string;
  now?: Date;
};

/**
 * The shop's VAPID keys from the store; when it has none, stores the legacy file's pair or else a new one.
 * `source` says which: 'store' (there already), 'imported' (from legacyFile) or 'created'.
 */
export async function storedVapidKeys(
  db: Db,
  options: VapidOptions = {},
): Promise<{ keys: VapidKeys; source: 'store' | 'imported' | 'created' }> {
  let offered: { text: string; source: 'imported' | 'created' } | null = null;
  const text = await storedSetting(db, VAPID_SETTING, () => {
    const legacy = options.legacyFile ? readFile(options.legacyFile) : null;
    if (legacy) {
      offered = { text: JSON.stringify(legacy), source: 'imported' };
    } else {
      const pair = webpush.generateVAPIDKeys();
      const keys: VapidKeys = {
        publicKey: pair.publicKey,
        privateKey: pair.privateKey,
        subject: options.subject ?? DEFAULT_VAPID_SUBJECT,
        createdAt: (options.now ?? new Date()).toISOString(),
      };
      offered = { text: JSON.stringify(keys), source: 'created' };
    }
    return offered.text;
  });
  const keys = parse(text, `the store's '${VAPID_SETTING}' setting`, 'delete it to make a new pair');
  const made = offered as { text: string; source: 'imported' | 'created' } | null;
  return { keys, source: made && made.text === text ? made.source : 'store' };
}
