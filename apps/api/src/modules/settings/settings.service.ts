/**
 * The shop's settings as every module reads them (decision 080): read from the store once per node and kept,
 * the copy dropped whenever any node publishes the change feed's 'catalog' topic (every back-office write,
 * this area's included, publishes it after its commit), so the next request on any node reads the new
 * document. A read inside a transaction (checkout) goes to the store through it: a change during checkout
 * is seen there and refused as PRICE_CHANGED.
 */
import {
  settingsShippingRules,
  siteOfSettings,
  type ShippingRules,
  type ShopSettings,
  type SiteInfo,
} from '@shop/domain';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/database.js';
import { createSettingsRepo } from './settings.repo.js';

export type SettingsService = ReturnType<typeof createSettingsService>;

export function createSettingsService(deps: {
  db: Db;
  changes: ChangeFeed;
  /** The settings before the merchant changed any (the spec's, with the environment's name and addresses). */
  defaults: ShopSettings;
}) {
  const { db, defaults } = deps;
  let kept: Promise<ShopSettings> | null = null;
  /** The last document read: what a synchronous reader (a mail being rendered) gets. */
  let last: ShopSettings = defaults;

  const fromStore = async (ex: Db): Promise<ShopSettings> =>
    (await createSettingsRepo(ex).stored()) ?? defaults;

  function read(ex?: Db): Promise<ShopSettings> {
    if (ex && ex !== db) return fromStore(ex);
    const reading = (kept ??= fromStore(db).then(
      (settings) => {
        // A copy dropped while this read ran is not written back by it.
        if (kept === reading) last = settings;
        return settings;
      },
      (err: unknown) => {
        if (kept === reading) kept = null;
        throw err;
      },
    ));
    return reading;
  }

  deps.changes.subscribe('catalog', () => {
    kept = null;
    // Read again at once, so that the synchronous copy follows too.
    read().catch(() => undefined);
  });

  return {
    /** The whole document (through `ex`, a transaction, when given). */
    read,
    /** The shipping rules in cents, as the domain's rules take them. */
    shippingRules: async (ex?: Db): Promise<ShippingRules> =>
      settingsShippingRules((await read(ex)).shipping),
    /** The site facts of the page heads, JSON-LD and mails. */
    site: async (): Promise<SiteInfo> => siteOfSettings(await read()),
    /** The last document this node read, without waiting (the mails rendered inside a transaction). */
    current: (): ShopSettings => last,
    /** Starts the first read (a node starting): synchronous readers then have the stored document. */
    warm: (): Promise<void> => read().then(() => undefined),
  };
}
