/** Writes the generated catalogue into an empty, migrated database: one transaction, prepared statements. */
import { BF_2024, demoSale, fitmentRowsOf, SUMMER_SALE_2025, type SaleSetting } from '@shop/domain';
import type { Db } from '../db/connection.js';
import { familyStock, isPreordered, type StockFacts } from '../modules/catalog/catalog.stock.js';
import { productImagePath } from '../modules/images/images.repo.js';
import { pauseSearchIndex, resumeSearchIndex } from '../modules/search/search.index.js';
import { storeDemoPictures } from './pictures/pictures.js';
import { seedAccounts } from './accounts.js';
import { seedReviews } from './reviews.js';
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

export function isCatalogEmpty(db: Db): boolean {
  return db.prepare('SELECT 1 FROM products LIMIT 1').get() === undefined;
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

export function seedDatabase(db: Db, options: SeedOptions): SeedStats {
  const started = performance.now();
  const progress = options.onProgress ?? (() => {});
  const now = options.now;
  const nowIso = now.toISOString();
  const products = generateProducts({ seed: options.seed ?? DEFAULT_SEED, now, products: options.products });
  progress(`generated ${products.length} products`);

  const insertCollection = db.prepare(`INSERT INTO collections
    (handle, full_handle, parent_id, title, collection_page_title, seo_description, description, page_image,
     hide_pricing, is_daily_deal, sale_banner_image, no_sale_banner_image, parent_menu_name, parent_menu_handle, position)
    VALUES (@handle, @full_handle, @parent_id, @title, @page_title, @seo, @description, @page_image,
     @hide_pricing, @is_daily_deal, @sale_banner, NULL, @parent_menu_name, @parent_menu_handle, @position)`);
  const insertProduct = db.prepare(`INSERT INTO products
    (sku, upc, name, site_name, site_handle, slug, path, category, product_type, is_parent, variant_parent_sku,
     variant_option_one_name, variant_option_one_value, variant_option_two_name, variant_option_two_value,
     variant_option_three_name, variant_option_three_value, price_cents, price_map_cents, price_msrp_cents,
     price_dealer_cents, sale_enabled, is_daily_deal, discontinued, block_backorder, enabled_on_site, seo_title,
     seo_description, description, google_product_line, weight, total_subwoofer_holes, compatibility_notes,
     primary_collection_id, frequently_bought_together, turnover_30d_cents, created_at)
    VALUES (@sku, @upc, @name, @site_name, @site_handle, @slug, @path, @category, @product_type, @is_parent, @parent_sku,
     @o1n, @o1v, @o2n, @o2v, @o3n, @o3v, @price, @map, @msrp, @dealer, @sale_enabled, @daily_deal, @discontinued,
     @block_backorder, @enabled, @seo_title, @seo_description, @description, @gpl, @weight, @holes, @notes,
     @primary_collection_id, @fbt, @turnover, @created_at)`);
  const insertStock = db.prepare(
    'INSERT INTO stock (product_id, tpa_wh, lv_wh, updated_at) VALUES (?, ?, ?, ?)',
  );
  const insertPreorder = db.prepare(`INSERT INTO preorder_info
    (product_id, is_pre_order_eligible, is_pre_order_enabled, manual_override_eta_date, in_stock_eta_date) VALUES (?, ?, ?, ?, ?)`);
  const insertProperty = db.prepare(
    'INSERT INTO product_properties (product_id, key, value, position) VALUES (?, ?, ?, ?)',
  );
  const insertImage = db.prepare(
    'INSERT INTO product_images (product_id, position, url, alt_text) VALUES (?, ?, ?, ?)',
  );
  const insertTabs = db.prepare('INSERT INTO product_tabs (product_id, tab_box_info) VALUES (?, ?)');
  const insertFitment = db.prepare(`INSERT INTO vehicle_fitment
    (product_id, make, model, year_start, year_end, type, subwoofer_size) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const insertRating = db.prepare('INSERT INTO ratings (product_id, avg_rating, count) VALUES (?, ?, ?)');
  const insertBundleItem = db.prepare(
    'INSERT INTO bundle_items (bundle_id, child_id, quantity, position) VALUES (?, ?, ?, ?)',
  );
  const insertCollectionProduct = db.prepare(`INSERT INTO collection_products
    (collection_id, product_id, position, is_visible, is_preordered) VALUES (?, ?, ?, ?, ?)`);
  const insertSale =
    db.prepare(`INSERT INTO sales (name, settings, is_active, starts_at, expires_at, position)
    VALUES (?, ?, ?, ?, ?, ?)`);
  const insertMenuCategory =
    db.prepare(`INSERT INTO menu_categories (title, handle, image_url, group_side, mobile_only, position)
    VALUES (?, ?, ?, ?, ?, ?)`);
  const insertMenuCollection = db.prepare(`INSERT INTO menu_collections
    (category_id, parent_id, title, subtitle, slug, handle, image_url, is_hidden, hide_pricing, position)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertMenuProduct = db.prepare(`INSERT INTO menu_products
    (category_id, menu_collection_id, product_id, override_title, subtitle, position) VALUES (?, ?, ?, ?, ?, ?)`);

  const run = db.transaction(() => {
    pauseSearchIndex(db);
    // Collections.
    const collectionIds = new Map<string, number>();
    let collectionPosition = 0;
    const addCollection = (c: SeedCollection, parent: SeedCollection | null, parentId: number | null) => {
      const fullHandle = parent ? `${parent.handle}/${c.handle}` : c.handle;
      const id = Number(
        insertCollection.run({
          handle: c.handle,
          full_handle: fullHandle,
          parent_id: parentId,
          title: c.title,
          page_title: c.title,
          // The meta description is the collection's own text, not its title again.
          seo: c.description,
          description: c.description,
          page_image: `/img/collections/${fullHandle.replace('/', '--')}.svg`,
          hide_pricing: c.hidePricing ? 1 : 0,
          is_daily_deal: c.isDailyDeal ? 1 : 0,
          sale_banner: c.isDailyDeal
            ? '/img/banners/collection-daily-deal.svg'
            : '/img/banners/collection-sale.svg',
          parent_menu_name: parent?.title ?? null,
          parent_menu_handle: parent?.handle ?? null,
          position: collectionPosition++,
        }).lastInsertRowid,
      );
      collectionIds.set(fullHandle, id);
      for (const s of c.subs ?? []) addCollection(s, c, id);
    };
    for (const c of COLLECTIONS) addCollection(c, null, null);

    // Products.
    const ids = new Map<string, number>();
    const parents = new Map<string, SeedProduct>();
    for (const p of products) if (p.isParent) parents.set(p.sku, p);
    let count = 0;
    for (const p of products) {
      const parent = p.parentSku ? parents.get(p.parentSku) : undefined;
      const slug = slugFor(p.sku);
      const [o1, o2, o3] = p.options;
      const primary = p.collections.filter((c) => c !== 'daily-deals').at(-1);
      const id = Number(
        insertProduct.run({
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
          parent_sku: p.parentSku,
          o1n: o1?.name ?? null,
          o1v: o1?.value ?? null,
          o2n: o2?.name ?? null,
          o2v: o2?.value ?? null,
          o3n: o3?.name ?? null,
          o3v: o3?.value ?? null,
          price: p.priceCents,
          map: p.mapCents,
          msrp: p.msrpCents,
          dealer: p.dealerCents,
          sale_enabled: p.saleEnabled ? 1 : 0,
          daily_deal: p.dailyDeal ? 1 : 0,
          discontinued: p.discontinued ? 1 : 0,
          block_backorder: p.blockBackorder ? 1 : 0,
          enabled: p.enabled ? 1 : 0,
          seo_title: `${p.sku} | ${p.name}`.slice(0, 150),
          seo_description: `Buy the ${p.name} from Skar Audio. Free shipping on orders over $25.`.slice(
            0,
            300,
          ),
          description: p.description,
          gpl: p.googleProductLine,
          weight: p.weight,
          holes: p.holes,
          notes: p.compatibilityNotes,
          primary_collection_id: primary ? (collectionIds.get(primary) ?? null) : null,
          fbt: JSON.stringify(p.fbt),
          turnover: p.turnoverCents,
          created_at: nowIso,
        }).lastInsertRowid,
      );
      ids.set(p.sku, id);
      if (!p.isParent) insertStock.run(id, p.tpa, p.lv, nowIso);
      if (p.preorder) {
        insertPreorder.run(
          id,
          p.preorder.eligible ? 1 : 0,
          p.preorder.enabled ? 1 : 0,
          p.preorder.manualEta,
          p.preorder.inStockEta,
        );
      }
      p.properties.forEach(([key, value], i) => insertProperty.run(id, key, value, i));
      for (let n = 1; n <= p.imageCount; n++)
        insertImage.run(id, n, productImagePath(p.sku, n), `${p.name} - image ${n}`);
      if (p.tabs.length > 0) insertTabs.run(id, JSON.stringify(p.tabs));
      for (const f of fitmentRowsOf({ category: p.category, properties: Object.fromEntries(p.properties) }))
        insertFitment.run(id, f.make, f.model, f.yearStart, f.yearEnd, f.type, f.sizeKey);
      insertRating.run(id, p.rating.avg, p.rating.count);
      if (++count % 5000 === 0) progress(`inserted ${count} / ${products.length} products`);
    }
    for (const p of products) {
      p.bundle.forEach((item, i) => {
        const childId = ids.get(item.sku);
        if (childId === undefined) throw new Error(`seed: bundle ${p.sku} lists unknown ${item.sku}`);
        insertBundleItem.run(ids.get(p.sku), childId, item.quantity, i);
      });
    }

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
    for (const p of products) {
      if (p.parentSku) continue;
      const f = p.isParent ? familyStock(facts(p), (variantsOf.get(p.sku) ?? []).map(facts)) : facts(p);
      const preordered = isPreordered(f) ? 1 : 0;
      for (const handle of p.collections) {
        const collectionId = collectionIds.get(handle);
        if (collectionId === undefined) throw new Error(`seed: ${p.sku} lists unknown collection ${handle}`);
        const position = positions.get(collectionId) ?? 0;
        positions.set(collectionId, position + 1);
        insertCollectionProduct.run(collectionId, ids.get(p.sku), position, p.enabled ? 1 : 0, preordered);
      }
    }
    progress('linked collections');

    // Sales: the two seen ones verbatim, then a demo sale running at `now`.
    const sales: SaleSetting[] = [SUMMER_SALE_2025, BF_2024, demoSale(now)];
    sales.forEach((s, i) =>
      insertSale.run(s.name, JSON.stringify(s), s.saleIsActive ? 1 : 0, s.saleStartsAt, s.saleExpiresAt, i),
    );

    // Menu.
    const menu = buildMenu(makesByType());
    const productId = (sku: string) => {
      const id = ids.get(sku);
      if (id === undefined) throw new Error(`seed: menu lists unknown sku ${sku}`);
      return id;
    };
    const addMenuCollection = (
      categoryId: number,
      parentId: number | null,
      c: SeedMenuCollection,
      position: number,
    ) => {
      const id = Number(
        insertMenuCollection.run(
          categoryId,
          parentId,
          c.title,
          c.subtitle ?? null,
          c.slug ?? null,
          c.handle,
          menuImage(c.handle),
          c.hidden ? 1 : 0,
          c.hidePricing ? 1 : 0,
          position,
        ).lastInsertRowid,
      );
      (c.products ?? []).forEach((mp, i) =>
        insertMenuProduct.run(null, id, productId(mp.sku), mp.overrideTitle ?? null, mp.subtitle ?? null, i),
      );
      (c.subMenu ?? []).forEach((s, i) => addMenuCollection(categoryId, id, s, i));
    };
    menu.forEach((cat, position) => {
      const categoryId = Number(
        insertMenuCategory.run(
          cat.title,
          cat.handle,
          menuImage(cat.handle),
          cat.group,
          cat.mobileOnly ? 1 : 0,
          position,
        ).lastInsertRowid,
      );
      cat.collections.forEach((c, i) => addMenuCollection(categoryId, null, c, i));
      (cat.products ?? []).forEach((mp, i) =>
        insertMenuProduct.run(
          categoryId,
          null,
          productId(mp.sku),
          mp.overrideTitle ?? null,
          mp.subtitle ?? null,
          i,
        ),
      );
    });

    const reviews = seedReviews(db, {
      seed: options.seed ?? DEFAULT_SEED,
      now,
      total: options.reviews && options.reviews > 0 ? options.reviews : undefined,
    });
    progress(`wrote ${reviews} reviews`);
    const pictures = storeDemoPictures(db, now);
    progress(`stored ${pictures} pictures`);
    resumeSearchIndex(db);
    progress('indexed search');
    return {
      collections: collectionIds.size,
      menuCategories: menu.length,
      sales: sales.length,
      reviews,
      pictures,
    };
  });
  const result = run.immediate();
  seedAccounts(db, { now });

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
