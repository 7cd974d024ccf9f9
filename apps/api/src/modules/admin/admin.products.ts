/**
 * The back office's products (issue 19): the list, one product as the back office edits it, a create and an
 * edit. A write runs in one transaction: it checks that the sku and handles name no other product (the
 * storefront finds a product by any of them), that what it refers to exists (parent, collections, skus), writes
 * the product and what hangs off it (stock at creation, pre-order info, properties and the vehicle fitment they
 * give, tabs, collections and their listing flags, bundle items), and audits the fields it changed. The search
 * index follows by itself (migration 003's triggers, on both stores); after the commit the 'catalog' topic
 * empties every node's response cache, so the storefront shows the change at once. The checks (planCreate,
 * planUpdate) and the writes (writeCreate, writeUpdate) are the catalogue import's too (admin.catalog-csv.ts).
 */
import {
  adminStockStateOf,
  centsToDollars,
  changedFields,
  fitmentRowsOf,
  mergeProductEdit,
  productDraftFromAdmin,
  productDraftOf,
  productPathOf,
  productShapeIssues,
  TabBoxSchema,
  toCents,
  type AdminProduct,
  type AdminProductList,
  type AdminProductListQuery,
  type AdminProductRow,
  type CreateProductBody,
  type ProductDraft,
  type UpdateProductBody,
} from '@shop/domain';
import { z } from 'zod';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { createCatalogRepo, type ProductRow } from '../catalog/catalog.repo.js';
import { stockFactsOf } from '../catalog/catalog.serializer.js';
import { familyStock, isPreordered } from '../catalog/catalog.stock.js';
import { actorName, type AdminActor } from './admin.auth.js';
import {
  createAdminProductsRepo,
  type AdminProductRowData,
  type AdminProductsRepo,
  type ListRowData,
  type ProductColumns,
} from './admin.products.repo.js';
import { createAdminRepo, type AuditRecord } from './admin.repo.js';

const TabsSchema = z.array(TabBoxSchema);
const SkuListSchema = z.array(z.string());

/** The fields the shape rules (productShapeIssues) read. */
const SHAPE_FIELDS: readonly (keyof ProductDraft)[] = [
  'product_type',
  'is_parent',
  'variant_parent_sku',
  'collections',
  'bundle_items',
];

const flag = (value: boolean): number => (value ? 1 : 0);
const same = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

function stockOf(tpa: number, lv: number): AdminProductRow['stock'] {
  return { tpa, lv, total: tpa + lv, state: adminStockStateOf(tpa + lv) };
}

/** A list row (or a full product's variant): a parent's stock is its enabled variants' together. */
function toRow(
  r: ListRowData,
  family: ReadonlyMap<string, { tpa: number; lv: number }>,
  images: ReadonlyMap<number, string>,
): AdminProductRow {
  const own = r.is_parent === 1 ? family.get(r.sku.toUpperCase()) : undefined;
  return {
    id: r.id,
    sku: r.sku,
    name: r.name,
    slug: r.slug,
    product_type: r.product_type,
    is_parent: r.is_parent === 1,
    variant_parent_sku: r.variant_parent_sku,
    price: centsToDollars(r.price_cents),
    price_map: centsToDollars(r.price_map_cents),
    price_msrp: centsToDollars(r.price_msrp_cents),
    price_dealer: r.price_dealer_cents === null ? null : centsToDollars(r.price_dealer_cents),
    enabled_on_site: r.enabled_on_site === 1,
    discontinued: r.discontinued === 1,
    block_backorder: r.block_backorder === 1,
    stock: r.is_parent === 1 ? stockOf(own?.tpa ?? 0, own?.lv ?? 0) : stockOf(r.tpa_wh ?? 0, r.lv_wh ?? 0),
    image: images.get(r.id) ?? null,
  };
}

/** The product row's columns for a draft (money in cents, flags as 0/1). */
function columnsOf(d: ProductDraft, path: string, primaryCollectionId: number | null): ProductColumns {
  return {
    upc: d.upc,
    name: d.name,
    site_name: d.site_name,
    site_handle: d.site_handle,
    slug: d.slug,
    path,
    category: d.category,
    vendor: d.vendor,
    product_type: d.product_type,
    is_parent: flag(d.is_parent),
    variant_parent_sku: d.variant_parent_sku,
    variant_option_one_name: d.variant_option_one_name,
    variant_option_one_value: d.variant_option_one_value,
    variant_option_two_name: d.variant_option_two_name,
    variant_option_two_value: d.variant_option_two_value,
    variant_option_three_name: d.variant_option_three_name,
    variant_option_three_value: d.variant_option_three_value,
    price_cents: toCents(d.price),
    price_map_cents: toCents(d.price_map),
    price_msrp_cents: toCents(d.price_msrp),
    price_dealer_cents: d.price_dealer === null ? null : toCents(d.price_dealer),
    sale_enabled: flag(d.sale_enabled),
    is_daily_deal: flag(d.is_daily_deal),
    discontinued: flag(d.discontinued),
    block_backorder: flag(d.block_backorder),
    enabled_on_site: flag(d.enabled_on_site),
    seo_title: d.seo_title,
    seo_description: d.seo_description,
    description: d.description,
    google_product_line: d.google_product_line,
    weight: d.weight,
    total_subwoofer_holes: d.total_subwoofer_holes,
    compatibility_notes: d.compatibility_notes,
    primary_collection_id: primaryCollectionId,
    frequently_bought_together: JSON.stringify(d.frequently_bought_together),
  };
}

/** What a draft refers to, found in the store: its parent's slug, collection ids, bundle children. */
export type Refs = {
  /** The parent's sku as stored (any case may be given), or null. */
  parentSku: string | null;
  /** null: not a variant; undefined: a variant whose stored parent is gone (its path is kept). */
  parentSlug: string | null | undefined;
  /** The frequently-bought-together skus as stored. */
  frequentlyBoughtTogether: string[];
  /** The bundle items with their skus as stored. */
  bundleItems: ProductDraft['bundle_items'];
  collectionIds: number[];
  primaryCollectionId: number | null;
  bundle: { childId: number; quantity: number }[];
};

/** The draft with the skus it refers to spelled as their products store them. */
const canonical = (d: ProductDraft, refs: Refs): ProductDraft => ({
  ...d,
  variant_parent_sku: refs.parentSku,
  frequently_bought_together: refs.frequentlyBoughtTogether,
  bundle_items: refs.bundleItems,
});

/** A sku or handle clash found by the store's unique indexes (two creates at once on PostgreSQL). */
function clashOf(err: unknown): AppError | null {
  if (isUniqueViolation(err, 'sku'))
    return new AppError('SKU_TAKEN', 'Another product already has this sku', 409);
  if (isUniqueViolation(err, 'slug'))
    return new AppError('HANDLE_TAKEN', 'Another product already has this slug', 409);
  return null;
}

/**
 * Refuses keys another product is found by: the storefront reads a sku, a slug and a site handle alike, so
 * each may belong to one product only.
 */
async function checkKeys(
  lookup: ProductLookup,
  keys: Partial<Record<'sku' | 'slug' | 'site_handle', string>>,
  selfId: number | null,
): Promise<void> {
  const given = Object.entries(keys).filter((e): e is [string, string] => e[1] !== undefined);
  if (given.length === 0) return;
  const holders = await lookup.keyHolders([...new Set(given.map(([, v]) => v))], selfId);
  for (const [field, value] of given) {
    const wanted = value.toUpperCase();
    const holder = holders.find((h) =>
      [h.sku, h.slug, h.site_handle].some((k) => k.toUpperCase() === wanted),
    );
    if (!holder) continue;
    const asSku = holder.sku.toUpperCase() === wanted;
    if (field === 'sku')
      throw new AppError(
        'SKU_TAKEN',
        asSku
          ? `The sku "${value}" is already used by another product`
          : `"${value}" is already the handle of the product ${holder.sku}`,
        409,
        { field, sku: holder.sku },
      );
    throw new AppError(
      'HANDLE_TAKEN',
      asSku
        ? `The ${field} "${value}" is the sku of the product ${holder.sku}`
        : `The ${field} "${value}" is already used by the product ${holder.sku}`,
      409,
      { field, sku: holder.sku },
    );
  }
}

/**
 * Finds what the draft refers to; an unknown parent, collection or sku is a 400 naming it. In an edit only what
 * changes is checked (`stored` gives the rest), so an old reference the shop no longer knows never blocks an
 * unrelated change.
 */
async function resolveRefs(
  lookup: ProductLookup,
  d: ProductDraft,
  stored: { draft: ProductDraft; primaryCollectionId: number | null } | null,
): Promise<Refs> {
  const changed = (key: keyof ProductDraft) => stored === null || !same(stored.draft[key], d[key]);

  let parentSlug: string | null | undefined = null;
  let parentSku = d.variant_parent_sku;
  if (d.variant_parent_sku !== null) {
    const [parent] = await lookup.productsBySkus([d.variant_parent_sku]);
    if (parent && parent.is_parent === 1) {
      parentSlug = parent.slug;
      parentSku = parent.sku;
    } else if (changed('variant_parent_sku'))
      throw new AppError(
        'UNKNOWN_PARENT',
        `No variant family's parent has the sku "${d.variant_parent_sku}"`,
        400,
        { field: 'variant_parent_sku' },
      );
    else parentSlug = undefined;
  }

  const handles = [
    ...new Set([
      ...(changed('collections') ? d.collections : []),
      ...(changed('primary_collection') && d.primary_collection ? [d.primary_collection] : []),
    ]),
  ];
  const idOf = new Map(
    (await lookup.collectionIdsOf(handles)).map((c) => [c.full_handle.toLowerCase(), c.id]),
  );
  const unknownCollections = handles.filter((h) => !idOf.has(h.toLowerCase()));
  if (unknownCollections.length > 0)
    throw new AppError(
      'UNKNOWN_COLLECTION',
      `No collection has the handle ${unknownCollections.map((h) => `"${h}"`).join(', ')}`,
      400,
      { unknown: unknownCollections },
    );

  const skus = [
    ...(changed('frequently_bought_together') ? d.frequently_bought_together : []),
    ...(changed('bundle_items') ? d.bundle_items.map((i) => i.sku) : []),
  ];
  const bySku = new Map((await lookup.productsBySkus(skus)).map((p) => [p.sku.toUpperCase(), p]));
  const unknownSkus = [...new Set(skus.filter((s) => !bySku.has(s.toUpperCase())))];
  if (unknownSkus.length > 0)
    throw new AppError(
      'UNKNOWN_SKU',
      `No product has the sku ${unknownSkus.map((s) => `"${s}"`).join(', ')}`,
      400,
      { unknown: unknownSkus },
    );
  const bundle = changed('bundle_items')
    ? d.bundle_items.map((item) => {
        const child = bySku.get(item.sku.toUpperCase())!;
        if (child.product_type === 'bundle' || child.is_parent === 1)
          throw new AppError(
            'INVALID_BUNDLE_ITEM',
            `"${child.sku}" cannot be in a bundle: put single products or variants in it`,
            400,
            { sku: child.sku },
          );
        return { childId: child.id, quantity: item.quantity };
      })
    : [];

  return {
    parentSku,
    parentSlug,
    frequentlyBoughtTogether: d.frequently_bought_together.map(
      (sku) => bySku.get(sku.toUpperCase())?.sku ?? sku,
    ),
    bundleItems: d.bundle_items.map((item) => ({
      sku: bySku.get(item.sku.toUpperCase())?.sku ?? item.sku,
      quantity: item.quantity,
    })),
    collectionIds: changed('collections') ? d.collections.map((h) => idOf.get(h.toLowerCase())!) : [],
    primaryCollectionId: !changed('primary_collection')
      ? (stored?.primaryCollectionId ?? null)
      : d.primary_collection === null
        ? null
        : idOf.get(d.primary_collection.toLowerCase())!,
    bundle,
  };
}

/** Writes what hangs off the product and changed (everything for a new one: `before` null). */
async function writeParts(
  repo: AdminProductsRepo,
  id: number,
  before: ProductDraft | null,
  after: ProductDraft,
  refs: Refs,
): Promise<void> {
  const changed = (key: keyof ProductDraft) => before === null || !same(before[key], after[key]);
  // A new product has nothing hanging off it yet: its parts are inserted, nothing is replaced.
  const fresh = before === null;
  if (changed('preorder') && (before !== null || after.preorder !== null))
    await repo.setPreorder(id, after.preorder);
  if (changed('properties') && (before !== null || after.properties.length > 0))
    await repo.replaceProperties(id, after.properties, fresh);
  if (changed('tabs') && (before !== null || after.tabs.length > 0))
    await repo.setTabs(id, after.tabs.length > 0 ? JSON.stringify(after.tabs) : null);
  // The vehicle fitment is derived from the properties and the category (migration 005).
  if (changed('properties') || changed('category')) {
    const fitment = fitmentRowsOf({
      category: after.category,
      properties: Object.fromEntries(after.properties.map((p) => [p.key, p.value])),
    });
    if (!fresh || fitment.length > 0) await repo.replaceFitment(id, fitment, fresh);
  }
  if (changed('collections') && (before !== null || after.collections.length > 0))
    await repo.setCollections(id, refs.collectionIds, fresh);
  if (changed('bundle_items') && (before !== null || after.bundle_items.length > 0))
    await repo.replaceBundleItems(id, refs.bundle);
}

/**
 * The listing flags a collection page orders by (visible; pre-ordered last) of the listed products these
 * products belong to: each itself, or a variant's parent, whose flags follow its family's stock.
 */
export async function refreshListings(trx: Db, productIds: readonly number[]): Promise<void> {
  const catalog = createCatalogRepo(trx);
  // The listed product of each: itself, or a variant's parent (read once per family).
  const parents = new Map<string, ProductRow | null>();
  const listed = new Map<number, ProductRow>();
  for (const row of await catalog.productsByIds([...new Set(productIds)])) {
    let card: ProductRow | null = row;
    if (row.variant_parent_sku) {
      const key = row.variant_parent_sku.toUpperCase();
      if (!parents.has(key)) parents.set(key, await catalog.parentBySku(row.variant_parent_sku));
      card = parents.get(key) ?? null;
    }
    if (card) listed.set(card.id, card);
  }
  // A parent's flags follow its enabled variants' stock: one read for every family.
  const variantsOf = new Map<string, ProductRow[]>();
  const families = [...listed.values()].filter((p) => p.is_parent === 1).map((p) => p.sku);
  for (const v of await catalog.enabledVariantsOf(families)) {
    const key = (v.variant_parent_sku ?? '').toUpperCase();
    const family = variantsOf.get(key);
    if (family) family.push(v);
    else variantsOf.set(key, [v]);
  }
  // The products whose flags are alike are written together.
  const byFlags = new Map<string, { visible: boolean; preordered: boolean; ids: number[] }>();
  for (const p of listed.values()) {
    const facts =
      p.is_parent === 1
        ? familyStock(stockFactsOf(p), (variantsOf.get(p.sku.toUpperCase()) ?? []).map(stockFactsOf))
        : stockFactsOf(p);
    const visible = p.enabled_on_site === 1;
    const preordered = isPreordered(facts);
    const key = `${visible}|${preordered}`;
    const group = byFlags.get(key) ?? { visible, preordered, ids: [] };
    group.ids.push(p.id);
    byFlags.set(key, group);
  }
  const repo = createAdminProductsRepo(trx);
  for (const { visible, preordered, ids } of byFlags.values())
    await repo.setListingFlags(ids, visible, preordered);
}

/**
 * What the rules read of the other products: the store through a transaction's repo (the API's create and edit),
 * or the store together with the rows of a catalogue import (admin.catalog-csv.ts), so that a file is judged by
 * the same checks whether its products already exist or come in the same file.
 */
export type ProductLookup = Pick<
  AdminProductsRepo,
  'keyHolders' | 'productsBySkus' | 'collectionIdsOf' | 'hasVariants'
>;

/** A new product that passed the checks: what to write. */
export type PlannedCreate = {
  draft: ProductDraft;
  refs: Refs;
  /** Units to start with (none for a parent). */
  stock: { tpa: number; lv: number } | null;
};

/** A stored product as an edit starts from it. */
export type StoredProduct = {
  id: number;
  sku: string;
  path: string;
  primaryCollectionId: number | null;
  draft: ProductDraft;
};

/** An edit that passed the checks and changes something: what to write. */
export type PlannedUpdate = {
  stored: StoredProduct;
  after: ProductDraft;
  refs: Refs;
  diff: { before: Record<string, unknown>; after: Record<string, unknown> };
};

/** A create's checks: its keys name no other product, and what it refers to exists. */
export async function planCreate(lookup: ProductLookup, body: CreateProductBody): Promise<PlannedCreate> {
  const given = productDraftOf(body);
  await checkKeys(lookup, { sku: given.sku, slug: given.slug, site_handle: given.site_handle }, null);
  const refs = await resolveRefs(lookup, given, null);
  return {
    // Skus it refers to are stored as their products spell them.
    draft: canonical(given, refs),
    refs,
    stock: given.is_parent ? null : { tpa: body.stock?.tpa ?? 0, lv: body.stock?.lv ?? 0 },
  };
}

/** Writes a planned create (not its listing flags nor its audit entry); the new product's id. */
export async function writeCreate(
  trx: Db,
  plan: PlannedCreate,
  nowIso: string,
  repo: AdminProductsRepo = createAdminProductsRepo(trx),
): Promise<number> {
  const { draft, refs } = plan;
  const id = await repo.insertProduct(
    draft.sku,
    columnsOf(draft, productPathOf(draft, refs.parentSlug ?? null), refs.primaryCollectionId),
    nowIso,
  );
  if (plan.stock) await repo.insertStock(id, plan.stock.tpa, plan.stock.lv, nowIso);
  await writeParts(repo, id, null, draft, refs);
  return id;
}

export const createAuditOf = (actor: AdminActor, plan: PlannedCreate): AuditRecord => ({
  actor: actorName(actor),
  action: 'product.create',
  entity: 'product',
  entityId: plan.draft.sku,
  before: null,
  after: { ...plan.draft, ...(plan.stock ? { stock: plan.stock } : {}) },
});

/**
 * An edit's checks, against the stored product: null when it changes nothing. The shape rules judge an edit of
 * the kind, family or listings (not an old inconsistency it leaves alone); only the keys and references it
 * changes are checked.
 */
export async function planUpdate(
  lookup: ProductLookup,
  stored: StoredProduct,
  body: UpdateProductBody,
): Promise<PlannedUpdate | null> {
  const before = stored.draft;
  const edited = mergeProductEdit(before, body);
  if (Object.keys(changedFields(before, edited).after).length === 0) return null;

  const shaping = SHAPE_FIELDS.some((key) => !same(before[key], edited[key]));
  const issues = shaping ? productShapeIssues(edited) : [];
  if (issues.length > 0)
    throw new AppError('INVALID_PRODUCT', issues.map((i) => i.message).join('; '), 400, { issues });
  if (before.is_parent && !edited.is_parent && (await lookup.hasVariants(stored.sku)))
    throw new AppError(
      'HAS_VARIANTS',
      `${stored.sku} is the parent of variants: move them to another parent first`,
      409,
    );
  await checkKeys(
    lookup,
    {
      ...(edited.slug !== before.slug ? { slug: edited.slug } : {}),
      ...(edited.site_handle !== before.site_handle ? { site_handle: edited.site_handle } : {}),
    },
    stored.id,
  );
  const refs = await resolveRefs(lookup, edited, {
    draft: before,
    primaryCollectionId: stored.primaryCollectionId,
  });
  const after = canonical(edited, refs);
  const diff = changedFields(before, after);
  if (Object.keys(diff.after).length === 0) return null;
  return { stored, after, refs, diff };
}

/** Writes a planned edit (not its listing flags nor its audit entry). */
export async function writeUpdate(
  trx: Db,
  plan: PlannedUpdate,
  repo: AdminProductsRepo = createAdminProductsRepo(trx),
): Promise<void> {
  const { stored, after, refs } = plan;
  const before = stored.draft;
  const old = columnsOf(before, stored.path, stored.primaryCollectionId);
  const path = refs.parentSlug === undefined ? stored.path : productPathOf(after, refs.parentSlug);
  const next = columnsOf(after, path, refs.primaryCollectionId);
  const set = Object.fromEntries(
    Object.entries(next).filter(([key, value]) => !same(old[key as keyof ProductColumns], value)),
  );
  // Only the columns that change: the search index's triggers fire on the ones they read.
  await repo.updateProduct(stored.id, set);
  await writeParts(repo, stored.id, before, after, refs);
  // A parent's variants show on its page: their paths follow its slug.
  if (after.is_parent && after.slug !== before.slug)
    for (const v of await repo.variantsOf(stored.sku)) await repo.setPath(v.id, productPathOf(v, after.slug));
}

export const updateAuditOf = (actor: AdminActor, plan: PlannedUpdate): AuditRecord => ({
  actor: actorName(actor),
  action: 'product.update',
  entity: 'product',
  entityId: plan.stored.sku,
  before: plan.diff.before,
  after: plan.diff.after,
});

/** Runs a write; a clash the unique indexes caught (a race the checks could not see) is a 409 too. */
export async function writingProducts<T>(db: Db, run: (trx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(run);
  } catch (err) {
    throw clashOf(err) ?? err;
  }
}

export function createAdminProducts(deps: { db: Db; clock: Clock; changes: ChangeFeed }) {
  const nowIso = () => deps.clock.now().toISOString();

  async function list(query: AdminProductListQuery): Promise<AdminProductList> {
    const repo = createAdminProductsRepo(deps.db);
    const { rows, total } = await repo.list(query);
    const [family, images] = await Promise.all([
      repo.familyStock(rows.filter((r) => r.is_parent === 1).map((r) => r.sku)),
      repo.firstImages(rows.map((r) => r.id)),
    ]);
    return {
      products: rows.map((r) => toRow(r, family, images)),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /** One product with everything the back office shows of it, read through `repo` (a transaction's, in a write). */
  async function read(repo: AdminProductsRepo, row: AdminProductRowData): Promise<AdminProduct> {
    const [properties, tabsJson, images, fitment, collections, primary, bundle, variantRows] =
      await Promise.all([
        repo.propertiesOf(row.id),
        repo.tabsOf(row.id),
        repo.imagesOf(row.id),
        repo.fitmentOf(row.id),
        repo.collectionsOf(row.id),
        repo.collectionHandleOf(row.primary_collection_id),
        repo.bundleItemsOf(row.id),
        row.is_parent === 1 ? repo.variantsOf(row.sku) : Promise.resolve([]),
      ]);
    const variantImages = await repo.firstImages(variantRows.map((v) => v.id));
    const enabled = variantRows.filter((v) => v.enabled_on_site === 1);
    const stock =
      row.is_parent === 1
        ? stockOf(
            enabled.reduce((sum, v) => sum + (v.tpa_wh ?? 0), 0),
            enabled.reduce((sum, v) => sum + (v.lv_wh ?? 0), 0),
          )
        : stockOf(row.tpa_wh ?? 0, row.lv_wh ?? 0);
    return {
      id: row.id,
      sku: row.sku,
      upc: row.upc,
      name: row.name,
      site_name: row.site_name,
      slug: row.slug,
      site_handle: row.site_handle,
      path: row.path,
      category: row.category,
      vendor: row.vendor,
      product_type: row.product_type,
      is_parent: row.is_parent === 1,
      variant_parent_sku: row.variant_parent_sku,
      variant_option_one_name: row.variant_option_one_name,
      variant_option_one_value: row.variant_option_one_value,
      variant_option_two_name: row.variant_option_two_name,
      variant_option_two_value: row.variant_option_two_value,
      variant_option_three_name: row.variant_option_three_name,
      variant_option_three_value: row.variant_option_three_value,
      price: centsToDollars(row.price_cents),
      price_map: centsToDollars(row.price_map_cents),
      price_msrp: centsToDollars(row.price_msrp_cents),
      price_dealer: row.price_dealer_cents === null ? null : centsToDollars(row.price_dealer_cents),
      sale_enabled: row.sale_enabled === 1,
      is_daily_deal: row.is_daily_deal === 1,
      enabled_on_site: row.enabled_on_site === 1,
      discontinued: row.discontinued === 1,
      block_backorder: row.block_backorder === 1,
      preorder:
        row.preorder_id === null
          ? null
          : {
              is_pre_order_eligible: row.is_pre_order_eligible === 1,
              is_pre_order_enabled: row.is_pre_order_enabled === 1,
              manual_override_eta_date: row.manual_override_eta_date,
              in_stock_eta_date: row.in_stock_eta_date,
            },
      seo_title: row.seo_title,
      seo_description: row.seo_description,
      description: row.description,
      google_product_line: row.google_product_line,
      weight: row.weight,
      total_subwoofer_holes: row.total_subwoofer_holes,
      compatibility_notes: row.compatibility_notes,
      properties,
      tabs: tabsJson === null ? [] : TabsSchema.parse(JSON.parse(tabsJson)),
      collections,
      primary_collection: primary,
      frequently_bought_together: SkuListSchema.parse(JSON.parse(row.frequently_bought_together)),
      bundle_items: bundle,
      stock,
      variants: variantRows.map((v) => toRow(v, new Map(), variantImages)),
      images,
      vehicle_fitment: fitment,
      rating: { avg_rating: row.avg_rating ?? 0, count: row.rating_count ?? 0 },
      turnover_30d: centsToDollars(row.turnover_30d_cents),
      created_at: row.created_at,
    };
  }

  async function readById(repo: AdminProductsRepo, id: number): Promise<AdminProduct> {
    const row = await repo.byId(id);
    if (!row) throw new Error(`admin products: product ${id} vanished inside its own transaction`);
    return read(repo, row);
  }

  async function get(sku: string): Promise<AdminProduct> {
    const repo = createAdminProductsRepo(deps.db);
    const found = await repo.findBySku(sku);
    if (!found) throw notFound(`No product has the sku "${sku}"`);
    return readById(repo, found.id);
  }

  async function create(body: CreateProductBody, actor: AdminActor): Promise<AdminProduct> {
    const now = nowIso();
    const product = await writingProducts(deps.db, async (trx) => {
      const repo = createAdminProductsRepo(trx);
      const plan = await planCreate(repo, body);
      const id = await writeCreate(trx, plan, now);
      await refreshListings(trx, [id]);
      await createAdminRepo(trx).audit([createAuditOf(actor, plan)], now);
      return readById(repo, id);
    });
    deps.changes.publish('catalog');
    return product;
  }

  async function update(sku: string, body: UpdateProductBody, actor: AdminActor): Promise<AdminProduct> {
    const now = nowIso();
    const { product, changed } = await writingProducts(deps.db, async (trx) => {
      const repo = createAdminProductsRepo(trx);
      const found = await repo.findBySku(sku);
      if (!found) throw notFound(`No product has the sku "${sku}"`);
      // The family's parent first, then the product: edits within one family queue in one order.
      const oldParent = found.variant_parent_sku ? await repo.findBySku(found.variant_parent_sku) : null;
      if (oldParent) await repo.lock(oldParent.id);
      await repo.lock(found.id);
      const row = await repo.byId(found.id);
      if (!row) throw notFound(`No product has the sku "${sku}"`);
      const stored = await read(repo, row);
      const plan = await planUpdate(
        repo,
        {
          id: row.id,
          sku: row.sku,
          path: row.path,
          primaryCollectionId: row.primary_collection_id,
          draft: productDraftFromAdmin(stored),
        },
        body,
      );
      if (!plan) return { product: stored, changed: false };
      await writeUpdate(trx, plan);
      await refreshListings(trx, oldParent ? [row.id, oldParent.id] : [row.id]);
      await createAdminRepo(trx).audit([updateAuditOf(actor, plan)], now);
      return { product: await readById(repo, row.id), changed: true };
    });
    if (changed) deps.changes.publish('catalog');
    return product;
  }

  return { list, get, create, update };
}
