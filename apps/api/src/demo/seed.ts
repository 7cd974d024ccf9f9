/** Writes the generated catalogue into an empty, migrated store (SQLite or PostgreSQL): one transaction, batched inserts. */
import {
  BF_2024,
  BUILT_IN_PAGES,
  DEFAULT_SITE,
  demoSale,
  fitmentRowsOf,
  SUMMER_SALE_2025,
  type SaleSetting,
} from '@shop/domain';
import type { Insertable } from 'kysely';
import type { Db } from '../db/database.js';
import type { DB } from '../db/schema.js';
import { pauseSummaries, rebuildSummaries } from '../db/summaries.js';
import { familyStock, isPreordered, type StockFacts } from '../modules/catalog/catalog.stock.js';
import { productImagePath } from '../modules/images/images.repo.js';
import { pauseSearchIndex, resumeSearchIndex } from '../modules/search/search.index.js';
import { storeDemoPictures } from './pictures/pictures.js';
import { seedAccounts } from './accounts.js';
import { seedReviews } from './reviews.js';
import { seedHome } from './home.js';
import { insertReturningIds, insertRows } from './insert-batches.js';
import { generateProducts, VEHICLES, type SeedProduct } from './products.js';
import { COLLECTIONS, type SeedCollection } from './collections.js';
import { buildMenu, type MakesByType, type SeedMenuCollection } from './structure.js';

export type SeedOptions = {
  seed?: number;
  now: Date;
  /** Total product rows wanted (the base catalogue is always included). */
  products?: number;
  /** Exactly this many reviews spread over the products (default: a realistic number per product). */
  reviews?: number;
  onProgress?: (message: string) => void;
};

export type SeedStats = {
  products: number;
  cards: number;
  byCategory: Record<string, number>;
  collections: number;
  menuCategories: number;
  sales: number;
  reviews: number;
  /** Demo pictures drawn into the image store. */
  pictures: number;
  ms: number;
};

export const DEFAULT_SEED = 20_251_122;

export const slugFor = (sku: string) =>
  `skar-${sku
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')}`;
const handleFor = (sku: string) => slugFor(sku).slice('skar-'.length);

export async function isCatalogEmpty(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.lit(1).as('one'))
    .limit(1)
    .executeTakeFirst();
  return row === undefined;
}

const makesByType = (): MakesByType => {
  const makes: MakesByType = { Loaded: [], Empty: [] };
  for (const v of VEHICLES) {
    if (v.loadedSku && !makes.Loaded.includes(v.make)) makes.Loaded.push(v.make);
    if (v.emptySku && !makes.Empty.includes(v.make)) makes.Empty.push(v.make);
  }
  return makes;
};

const menuImage = (handle: string) => `/img/menu/${handle.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.svg`;

export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedStats> {
  const started = performance.now();
  const progress = options.onProgress ?? (() => {});
  const now = options.now;
  const nowIso = now.toISOString();
  const products = generateProducts({ seed: options.seed ?? DEFAULT_SEED, now, products: options.products });
  progress(`generated ${products.length} products`);

  // One transaction for the whole seed; inside it only database queries are awaited. The search index and the
  // summaries are rebuilt once at the end instead of row by row (a failed seed rolls their pause back too).
  const result = await db.transaction().execute(async (trx) => {
    await pauseSearchIndex(trx);
    const summaries = await pauseSummaries(trx);
    // Collections: a parent's id first, then its subs (a few dozen rows, one by one).
    const collectionIds = new Map<string, number>();
    let collectionPosition = 0;
    const addCollection = async (
      c: SeedCollection,
      parent: SeedCollection | null,
      parentId: number | null,
    ) => {
      const fullHandle = parent ? `${parent.handle}/${c.handle}` : c.handle;
      const { id } = await trx
        .insertInto('collections')
        .values({
          handle: c.handle,
          full_handle: fullHandle,
          parent_id: parentId,
          title: c.title,
          collection_page_title: c.title,
          // The meta description is the collection's own text, not its title again.
          seo_description: c.description,
          description: c.description,
          page_image: `/img/collections/${fullHandle.replace('/', '--')}.svg`,
          hide_pricing: c.hidePricing ? 1 : 0,
          is_daily_deal: c.isDailyDeal ? 1 : 0,
          sale_banner_image: c.isDailyDeal
            ? '/img/banners/collection-daily-deal.svg'
            : '/img/banners/collection-sale.svg',
          no_sale_banner_image: null,
          parent_menu_name: parent?.title ?? null,
          parent_menu_handle: parent?.handle ?? null,
          position: collectionPosition++,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      collectionIds.set(fullHandle, id);
      for (const s of c.subs ?? []) await addCollection(s, c, id);
    };
    for (const c of COLLECTIONS) await addCollection(c, null, null);

    // Products, in batches; their ids come back in insert order.
    const parents = new Map<string, SeedProduct>();
    for (const p of products) if (p.isParent) parents.set(p.sku, p);
    const productIds = await insertReturningIds(
      trx,
      'products',
      products.map((p) => {
        const parent = p.parentSku ? parents.get(p.parentSku) : undefined;
        const slug = slugFor(p.sku);
        const [o1, o2, o3] = p.options;
        const primary = p.collections.filter((c) => c !== 'daily-deals').at(-1);
        return {
          sku: p.sku,
          upc: p.upc,
          name: p.name,
          site_name: p.name,
          site_handle: handleFor(p.sku),
          slug,
          path: parent
            ? `/products/${slugFor(parent.sku)}?sku=${encodeURIComponent(p.sku)}`
            : `/products/${slug}`,
          category: p.category,
          product_type: p.productType,
          is_parent: p.isParent ? 1 : 0,
          variant_parent_sku: p.parentSku,
          variant_option_one_name: o1?.name ?? null,
          variant_option_one_value: o1?.value ?? null,
          variant_option_two_name: o2?.name ?? null,
          variant_option_two_value: o2?.value ?? null,
          variant_option_three_name: o3?.name ?? null,
          variant_option_three_value: o3?.value ?? null,
          price_cents: p.priceCents,
          price_map_cents: p.mapCents,
          price_msrp_cents: p.msrpCents,
          price_dealer_cents: p.dealerCents,
          sale_enabled: p.saleEnabled ? 1 : 0,
          is_daily_deal: p.dailyDeal ? 1 : 0,
          discontinued: p.discontinued ? 1 : 0,
          block_backorder: p.blockBackorder ? 1 : 0,
          enabled_on_site: p.enabled ? 1 : 0,
          seo_title: `${p.sku} | ${p.name}`.slice(0, 150),
          seo_description: `Buy the ${p.name} from Skar Audio. Free shipping on orders over $25.`.slice(
            0,
            300,
          ),
          description: p.description,
          google_product_line: p.googleProductLine,
          weight: p.weight,
          total_subwoofer_holes: p.holes,
          compatibility_notes: p.compatibilityNotes,
          primary_collection_id: primary ? (collectionIds.get(primary) ?? null) : null,
          frequently_bought_together: JSON.stringify(p.fbt),
          turnover_30d_cents: p.turnoverCents,
          created_at: nowIso,
        };
      }),
    );
    const ids = new Map<string, number>();
    products.forEach((p, i) => ids.set(p.sku, productIds[i]!));
    progress(`inserted ${products.length} products`);

    // Their rows in the other tables, table by table in product order (the same ids as row by row).
    const idOf = (p: SeedProduct) => ids.get(p.sku)!;
    await insertRows(
      trx,
      'stock',
      products
        .filter((p) => !p.isParent)
        .map((p) => ({ product_id: idOf(p), tpa_wh: p.tpa, lv_wh: p.lv, updated_at: nowIso })),
    );
    await insertRows(
      trx,
      'preorder_info',
      products.flatMap((p) =>
        p.preorder
          ? [
              {
                product_id: idOf(p),
                is_pre_order_eligible: p.preorder.eligible ? 1 : 0,
                is_pre_order_enabled: p.preorder.enabled ? 1 : 0,
                manual_override_eta_date: p.preorder.manualEta,
                in_stock_eta_date: p.preorder.inStockEta,
              },
            ]
          : [],
      ),
    );
    await insertRows(
      trx,
      'product_properties',
      products.flatMap((p) =>
        p.properties.map(([key, value], position) => ({ product_id: idOf(p), key, value, position })),
      ),
    );
    await insertRows(
      trx,
      'product_images',
      products.flatMap((p) =>
        Array.from({ length: p.imageCount }, (_, i) => ({
          product_id: idOf(p),
          position: i + 1,
          url: productImagePath(p.sku, i + 1),
          alt_text: `${p.name} - image ${i + 1}`,
        })),
      ),
    );
    await insertRows(
      trx,
      'product_tabs',
      products
        .filter((p) => p.tabs.length > 0)
        .map((p) => ({ product_id: idOf(p), tab_box_info: JSON.stringify(p.tabs) })),
    );
    await insertRows(
      trx,
      'vehicle_fitment',
      products.flatMap((p) =>
        fitmentRowsOf({ category: p.category, properties: Object.fromEntries(p.properties) }).map((f) => ({
          product_id: idOf(p),
          make: f.make,
          model: f.model,
          year_start: f.yearStart,
          year_end: f.yearEnd,
          type: f.type,
          subwoofer_size: f.sizeKey,
        })),
      ),
    );
    await insertRows(
      trx,
      'ratings',
      products.map((p) => ({ product_id: idOf(p), avg_rating: p.rating.avg, count: p.rating.count })),
    );
    await insertRows(
      trx,
      'bundle_items',
      products.flatMap((p) =>
        p.bundle.map((item, position) => {
          const childId = ids.get(item.sku);
          if (childId === undefined) throw new Error(`seed: bundle ${p.sku} lists unknown ${item.sku}`);
          return { bundle_id: idOf(p), child_id: childId, quantity: item.quantity, position };
        }),
      ),
    );
    progress(`inserted the products' stock, properties, images and fitment`);

    // Collection membership: parents and single products (variants are reached through their parent).
    const facts = (p: SeedProduct): StockFacts => ({
      tpa_wh: p.tpa,
      lv_wh: p.lv,
      isDiscontinued: p.discontinued,
      blockBackorder: p.blockBackorder,
      preorderInfo: p.preorder
        ? {
            id: 0,
            is_pre_order_eligible: p.preorder.eligible,
            is_pre_order_enabled: p.preorder.enabled ? 1 : 0,
            manual_override_eta_date: p.preorder.manualEta,
            in_stock_eta_date: p.preorder.inStockEta,
          }
        : null,
    });
    const variantsOf = new Map<string, SeedProduct[]>();
    for (const p of products) {
      if (!p.parentSku || !p.enabled) continue;
      const list = variantsOf.get(p.parentSku) ?? [];
      list.push(p);
      variantsOf.set(p.parentSku, list);
    }
    const positions = new Map<number, number>();
    const memberships: Insertable<DB['collection_products']>[] = [];
    for (const p of products) {
      if (p.parentSku) continue;
      const f = p.isParent ? familyStock(facts(p), (variantsOf.get(p.sku) ?? []).map(facts)) : facts(p);
      const preordered = isPreordered(f) ? 1 : 0;
      for (const handle of p.collections) {
        const collectionId = collectionIds.get(handle);
        if (collectionId === undefined) throw new Error(`seed: ${p.sku} lists unknown collection ${handle}`);
        const position = positions.get(collectionId) ?? 0;
        positions.set(collectionId, position + 1);
        memberships.push({
          collection_id: collectionId,
          product_id: idOf(p),
          position,
          is_visible: p.enabled ? 1 : 0,
          is_preordered: preordered,
        });
      }
    }
    await insertRows(trx, 'collection_products', memberships);
    progress('linked collections');

    // Sales: the two seen ones verbatim, then a demo sale running at `now`.
    const sales: SaleSetting[] = [SUMMER_SALE_2025, BF_2024, demoSale(now)];
    await insertRows(
      trx,
      'sales',
      sales.map((s, position) => ({
        name: s.name,
        settings: JSON.stringify(s),
        is_active: s.saleIsActive ? 1 : 0,
        starts_at: s.saleStartsAt,
        expires_at: s.saleExpiresAt,
        position,
      })),
    );

    // Content pages (decision 081): the built-in texts as the merchant's own rows, published.
    await insertRows(
      trx,
      'content_pages',
      BUILT_IN_PAGES.map((p) => ({
        slug: p.slug,
        title: p.title,
        body: p.body(DEFAULT_SITE),
        seo_title: '',
        seo_description: p.seoDescription(DEFAULT_SITE),
        published: 1,
        updated_at: nowIso,
      })),
    );

    // Menu: a category's id, then its collections (each one's id before its products and sub-menu).
    const menu = buildMenu(makesByType());
    const productId = (sku: string) => {
      const id = ids.get(sku);
      if (id === undefined) throw new Error(`seed: menu lists unknown sku ${sku}`);
      return id;
    };
    const menuProducts: Insertable<DB['menu_products']>[] = [];
    const addMenuCollection = async (
      categoryId: number,
      parentId: number | null,
      c: SeedMenuCollection,
      position: number,
    ) => {
      const { id } = await trx
        .insertInto('menu_collections')
        .values({
          category_id: categoryId,
          parent_id: parentId,
          title: c.title,
          subtitle: c.subtitle ?? null,
          slug: c.slug ?? null,
          handle: c.handle,
          image_url: menuImage(c.handle),
          is_hidden: c.hidden ? 1 : 0,
          hide_pricing: c.hidePricing ? 1 : 0,
          position,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      (c.products ?? []).forEach((mp, i) =>
        menuProducts.push({
          category_id: null,
          menu_collection_id: id,
          product_id: productId(mp.sku),
          override_title: mp.overrideTitle ?? null,
          subtitle: mp.subtitle ?? null,
          position: i,
        }),
      );
      for (const [i, s] of (c.subMenu ?? []).entries()) await addMenuCollection(categoryId, id, s, i);
    };
    for (const [position, cat] of menu.entries()) {
      const { id: categoryId } = await trx
        .insertInto('menu_categories')
        .values({
          title: cat.title,
          handle: cat.handle,
          image_url: menuImage(cat.handle),
          group_side: cat.group,
          mobile_only: cat.mobileOnly ? 1 : 0,
          position,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [i, c] of cat.collections.entries()) await addMenuCollection(categoryId, null, c, i);
      (cat.products ?? []).forEach((mp, i) =>
        menuProducts.push({
          category_id: categoryId,
          menu_collection_id: null,
          product_id: productId(mp.sku),
          override_title: mp.overrideTitle ?? null,
          subtitle: mp.subtitle ?? null,
          position: i,
        }),
      );
    }
    await insertRows(trx, 'menu_products', menuProducts);

    const reviews = await seedReviews(trx, {
      seed: options.seed ?? DEFAULT_SEED,
      now,
      total: options.reviews && options.reviews > 0 ? options.reviews : undefined,
    });
    progress(`wrote ${reviews} reviews`);
    await seedHome(trx);
    const pictures = await storeDemoPictures(trx, now);
    progress(`stored ${pictures} pictures`);
    await rebuildSummaries(trx, summaries);
    progress('rebuilt the summaries');
    await resumeSearchIndex(trx);
    progress('indexed search');
    await seedAccounts(trx, { now });
    return {
      collections: collectionIds.size,
      menuCategories: menu.length,
      sales: sales.length,
      reviews,
      pictures,
    };
  });

  const byCategory: Record<string, number> = {};
  for (const p of products) byCategory[p.category ?? 'none'] = (byCategory[p.category ?? 'none'] ?? 0) + 1;
  return {
    products: products.length,
    cards: products.filter((p) => !p.parentSku).length,
    byCategory,
    ...result,
    ms: Math.round(performance.now() - started),
  };
}
