/**
 * The shop's migrations, in order (db/migrate-store.ts applies them). A static list, not a directory
 * read, so that the build output carries them in its JavaScript. The id is the NNN of the name; a store
 * migrated by the SQL files 001-009 once were (rows named 'NNN-name.sql') counts as having the same ids.
 * Each migration is frozen once released (decision 072): it imports nothing from outside this folder but
 * kysely (db/frozen-migrations.test.ts), so what it creates never changes.
 */
import type { MigrationDb, Ddl } from './ddl.js';
import * as m001 from './001-catalog.js';
import * as m002 from './002-cart-orders.js';
import * as m003 from './003-search-analytics.js';
import * as m004 from './004-auth-accounts.js';
import * as m005 from './005-vehicle-fitment.js';
import * as m006 from './006-reviews.js';
import * as m007 from './007-marketing-push.js';
import * as m008 from './008-push-guard-event-retention.js';
import * as m009 from './009-images.js';
import * as m010 from './010-shared-node-state.js';
import * as m011 from './011-mail-outbox.js';
import * as m012 from './012-one-time-links.js';
import * as m013 from './013-back-office.js';
import * as m014 from './014-admin-orders.js';
import * as m015 from './015-customers-dealers.js';
import * as m016 from './016-review-moderation.js';
import * as m017 from './017-admin-product-list.js';
import * as m018 from './018-vehicle-facets.js';
import * as m019 from './019-collection-member-counts.js';
import * as m020 from './020-vehicle-fitment-sets.js';
import * as m021 from './021-search-version-once.js';
import * as m022 from './022-search-content-version.js';
import * as m023 from './023-sitemap-indexes.js';
import * as m024 from './024-vehicle-set-pages.js';
import * as m025 from './025-search-terms.js';
import * as m026 from './026-search-turnover-resort.js';
import * as m027 from './027-category-best-sellers.js';
import * as m028 from './028-account-consent-subscribers.js';
import * as m029 from './029-account-sign-ins.js';
import * as m030 from './030-guest-returns.js';
import * as m031 from './031-anonymous-cart-sweep.js';
import * as m032 from './032-search-shown-cards.js';
import * as m033 from './033-sales-tax.js';
import * as m034 from './034-payments.js';
import * as m036 from './036-content-pages.js';
import * as m037 from './037-home.js';
import * as m038 from './038-warehouses.js';
import * as m039 from './039-orders-money-taken.js';
import * as m040 from './040-payment-customers.js';
import * as m041 from './041-search-words.js';
import * as m042 from './042-order-card-nickname.js';

export type Migration = {
  readonly id: number;
  readonly name: string;
  up(db: MigrationDb, ddl: Ddl): Promise<void>;
};

export const MIGRATIONS: readonly Migration[] = [
  { id: 1, name: '001-catalog', up: m001.up },
  { id: 2, name: '002-cart-orders', up: m002.up },
  { id: 3, name: '003-search-analytics', up: m003.up },
  { id: 4, name: '004-auth-accounts', up: m004.up },
  { id: 5, name: '005-vehicle-fitment', up: m005.up },
  { id: 6, name: '006-reviews', up: m006.up },
  { id: 7, name: '007-marketing-push', up: m007.up },
  { id: 8, name: '008-push-guard-event-retention', up: m008.up },
  { id: 9, name: '009-images', up: m009.up },
  { id: 10, name: '010-shared-node-state', up: m010.up },
  { id: 11, name: '011-mail-outbox', up: m011.up },
  { id: 12, name: '012-one-time-links', up: m012.up },
  { id: 13, name: '013-back-office', up: m013.up },
  { id: 14, name: '014-admin-orders', up: m014.up },
  { id: 15, name: '015-customers-dealers', up: m015.up },
  { id: 16, name: '016-review-moderation', up: m016.up },
  { id: 17, name: '017-admin-product-list', up: m017.up },
  { id: 18, name: '018-vehicle-facets', up: m018.up },
  { id: 19, name: '019-collection-member-counts', up: m019.up },
  { id: 20, name: '020-vehicle-fitment-sets', up: m020.up },
  { id: 21, name: '021-search-version-once', up: m021.up },
  { id: 22, name: '022-search-content-version', up: m022.up },
  { id: 23, name: '023-sitemap-indexes', up: m023.up },
  { id: 24, name: '024-vehicle-set-pages', up: m024.up },
  { id: 25, name: '025-search-terms', up: m025.up },
  { id: 26, name: '026-search-turnover-resort', up: m026.up },
  { id: 27, name: '027-category-best-sellers', up: m027.up },
  { id: 28, name: '028-account-consent-subscribers', up: m028.up },
  { id: 29, name: '029-account-sign-ins', up: m029.up },
  { id: 30, name: '030-guest-returns', up: m030.up },
  { id: 31, name: '031-anonymous-cart-sweep', up: m031.up },
  { id: 32, name: '032-search-shown-cards', up: m032.up },
  { id: 33, name: '033-sales-tax', up: m033.up },
  { id: 34, name: '034-payments', up: m034.up },
  { id: 36, name: '036-content-pages', up: m036.up },
  { id: 37, name: '037-home', up: m037.up },
  { id: 38, name: '038-warehouses', up: m038.up },
  { id: 39, name: '039-orders-money-taken', up: m039.up },
  { id: 40, name: '040-payment-customers', up: m040.up },
  { id: 41, name: '041-search-words', up: m041.up },
  { id: 42, name: '042-order-card-nickname', up: m042.up },
];
