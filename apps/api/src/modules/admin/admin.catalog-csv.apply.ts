/**
 * Applying a checked catalogue import in its transaction (admin.catalog-csv.ts): the API's own writes, parents
 * first and bundles last, then the listing flags, the search cards and the audit entries, CHUNK at a time.
 */
import { type ProductDraft } from '@shop/domain';
import type { Db } from '../../db/database.js';
import { actorName, type AdminActor } from './admin.auth.js';
import { CHUNK, chunksOf, createCatalogCsvRepo } from './admin.catalog-csv.repo.js';
import { createAdminProductsRepo } from './admin.products.repo.js';
import { refreshListings } from './admin.products.listings.js';
import { createAuditOf, updateAuditOf, writeCreate, writeUpdate } from './admin.products.write.js';
import { createAdminRepo, type AuditRecord } from './admin.repo.js';
import { pauseSearchIndex } from '../search/search.index.js';
import { tick, type Checked, type ImportProgress, type Planned } from './admin.catalog-csv.check.js';
import { upper } from './admin.catalog-csv.world.js';

/** Fields whose change moves a product's listing flags (collections.is_visible, is_preordered). */
const LISTING_FIELDS: readonly (keyof ProductDraft)[] = [
  'enabled_on_site',
  'discontinued',
  'block_backorder',
  'preorder',
  'is_parent',
  'variant_parent_sku',
  'collections',
];

/** Parents first (their variants' paths read them), bundles last (their items exist by then), else file order. */
const rankOf = (p: Planned): number => {
  const d = p.kind === 'create' ? p.plan.draft : p.plan.after;
  return d.is_parent ? 0 : d.product_type === 'bundle' ? 2 : 1;
};

/**
 * From this many new products on, the search index's per-row triggers are paused for the import's transaction
 * and each written product's card is re-indexed once at the end (search.index.ts; a variant's insert otherwise
 * re-indexes its family's card once per variant and per property).
 */
const PAUSE_SEARCH_AT = 100;

export async function apply(
  trx: Db,
  checked: Checked,
  actor: AdminActor,
  now: string,
  progress?: ImportProgress,
) {
  const realId = new Map<number, number>();
  const idOf = (id: number) => (id < 0 ? realId.get(id)! : id);
  const storeIdOf = new Map(checked.store.map((e) => [upper(e.sku), e.id]));
  const ordered = [...checked.planned]
    .sort((a, b) => rankOf(a) - rankOf(b) || a.row - b.row)
    .map((p) => {
      if (p.kind === 'create') return { ...p, oldParentId: undefined, listing: true };
      const oldParent = p.plan.stored.draft.variant_parent_sku;
      return {
        ...p,
        // A variant that moves or changes takes its old family's card and flags along.
        oldParentId: oldParent === null ? undefined : storeIdOf.get(upper(oldParent)),
        listing: LISTING_FIELDS.some((f) => f in p.plan.diff.after),
      };
    });
  const also = (p: (typeof ordered)[number]) => (p.oldParentId === undefined ? 0 : 1);
  const paused = checked.result.creates >= PAUSE_SEARCH_AT;
  // What comes after the rows, in steps of CHUNK products: listing flags, the search index, the audit log.
  const steps =
    Math.ceil(ordered.reduce((n, p) => n + (p.listing ? 1 + also(p) : 0), 0) / CHUNK) +
    (paused ? 1 + Math.ceil(ordered.reduce((n, p) => n + 1 + also(p), 0) / CHUNK) : 0) +
    Math.ceil((ordered.length + 1) / CHUNK);
  const total = ordered.length + steps;

  /** Products whose listing flags may change; products whose search card is re-indexed. */
  const listings: number[] = [];
  const written: number[] = [];
  const audit: AuditRecord[] = [];
  const repo = createAdminProductsRepo(trx, { rememberPositions: true });
  if (paused) await pauseSearchIndex(trx);
  for (const [i, p] of ordered.entries()) {
    const refs = {
      ...p.plan.refs,
      bundle: p.plan.refs.bundle.map((b) => ({ ...b, childId: idOf(b.childId) })),
    };
    let ids: number[];
    if (p.kind === 'create') {
      const plan = { ...p.plan, refs };
      const id = await writeCreate(trx, plan, now, repo);
      realId.set(p.entryId, id);
      ids = [id];
      audit.push(createAuditOf(actor, plan));
    } else {
      const plan = { ...p.plan, refs };
      await writeUpdate(trx, plan, repo);
      ids = [plan.stored.id, ...(p.oldParentId === undefined ? [] : [p.oldParentId])];
      audit.push(updateAuditOf(actor, plan));
    }
    written.push(...ids);
    if (p.listing) listings.push(...ids);
    await tick(progress, 'writing', i, total);
  }

  const { rows, creates, updates, unchanged } = checked.result;
  audit.push({
    actor: actorName(actor),
    action: 'product.import',
    entity: 'catalog',
    entityId: 'csv',
    before: null,
    after: { rows, creates, updates, unchanged },
  });
  const csvRepo = createCatalogCsvRepo(trx);
  const log = createAdminRepo(trx);
  const finishing: (() => Promise<void>)[] = [
    ...chunksOf(listings).map((part) => () => refreshListings(trx, part)),
    ...(paused
      ? [
          async () => {
            await trx.deleteFrom('product_search_paused').execute();
          },
          ...chunksOf(written).map((part) => () => csvRepo.reindexCards(part)),
        ]
      : []),
    ...chunksOf(audit).map((part) => () => log.audit(part, now)),
  ];
  for (const [i, step] of finishing.entries()) {
    await step();
    await progress?.('writing', ordered.length + i + 1, total);
  }
}
