/**
 * The writes of a product create or edit (admin.products.ts, admin.catalog-csv.ts): each planned after its
 * checks (admin.products.refs.ts), written with what hangs off it, and its audit entry.
 */
import {
  changedFields,
  fitmentRowsOf,
  mergeProductEdit,
  productDraftOf,
  productPathOf,
  productShapeIssues,
  toCents,
  type CreateProductBody,
  type ProductDraft,
  type UpdateProductBody,
} from '@shop/domain';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { actorName, type AdminActor } from '../admin/admin.auth.js';
import { createAdminProductsRepo, type AdminProductsRepo } from './admin.products.repo.js';
import type { ProductColumns } from './admin.products.write-repo.js';
import { type AuditRecord } from '../audit/admin.audit.js';
import {
  canonical,
  checkKeys,
  clashOf,
  resolveRefs,
  same,
  type ProductLookup,
  type Refs,
} from './admin.products.refs.js';

/** The fields the shape rules (productShapeIssues) read. */
const SHAPE_FIELDS: readonly (keyof ProductDraft)[] = [
  'product_type',
  'is_parent',
  'variant_parent_sku',
  'collections',
  'bundle_items',
];

const flag = (value: boolean): number => (value ? 1 : 0);

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
    throw new AppError('INVALID_PRODUCT', issues.map((i) => i.message).join('; '), { issues });
  if (before.is_parent && !edited.is_parent && (await lookup.hasVariants(stored.sku)))
    throw new AppError(
      'HAS_VARIANTS',
      `${stored.sku} is the parent of variants: move them to another parent first`,
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
