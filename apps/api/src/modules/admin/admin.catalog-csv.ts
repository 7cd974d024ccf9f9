/**
 * The catalogue CSV (issue 19; the columns: packages/domain admin/catalog-csv.ts, the README's "Catalogue CSV").
 *
 * Export: every product matching the list's filters, one row per sku, read and written a page at a time (the
 * file is never one string in memory).
 *
 * Import: a row whose sku is new is a create body, a row whose sku is known an edit body of the cells that
 * differ from the product's own export (readCatalogCsvRow). Each is then checked by the API's own checks
 * (admin.products.ts planCreate / planUpdate), against the store together with the file: a variant may name a
 * parent made by the same file, a bundle items made by it, and a sku, slug or site handle may name one product
 * only, in the store or in the file. A key the file takes from another product cannot be reused in the same
 * file (the swap of two slugs takes two imports): what the dry run accepts, applying never refuses. The dry run
 * writes nothing; applying runs the same checks in one transaction, then writes the products with the API's
 * own writes (writeCreate / writeUpdate; parents first, bundles last), their listing flags, one audit entry per
 * product and one for the import, and empties every node's response cache once after the commit.
 */
import {
  CATALOG_CSV_EXPORT_HEADER,
  type CATALOG_IMPORT_PHASES,
  CATALOG_CSV_MAX_ROWS,
  TabBoxSchema,
  catalogCsvRowOf,
  centsToDollars,
  mergeProductEdit,
  productDraftOf,
  readCatalogCsvHeader,
  readCatalogCsvRow,
  unescapeCsvCell,
  type CatalogCsvHeader,
  type CatalogExportQuery,
  type CatalogImportResult,
  type CreateProductBody,
  type CsvRowError,
  type ProductDraft,
  type UpdateProductBody,
} from '@shop/domain';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { actorName, type AdminActor } from './admin.auth.js';
import {
  CHUNK,
  chunksOf,
  createCatalogCsvRepo,
  type CatalogCsvRepo,
  type CsvProductRow,
  type ProductKeyRow,
} from './admin.catalog-csv.repo.js';
import { lockAdminGroup } from './admin.lock.js';
import { createAdminProductsRepo } from './admin.products.repo.js';
import {
  createAuditOf,
  planCreate,
  planUpdate,
  refreshListings,
  updateAuditOf,
  writeCreate,
  writeUpdate,
  writingProducts,
  type PlannedCreate,
  type PlannedUpdate,
  type ProductLookup,
  type StoredProduct,
} from './admin.products.js';
import { createAdminRepo, type AuditRecord } from './admin.repo.js';
import { pauseSearchIndex } from '../search/search.index.js';

const TabsSchema = z.array(TabBoxSchema);
const SkuListSchema = z.array(z.string());

/** A spreadsheet reads a file that starts with a byte-order mark as UTF-8. */
const BOM = '\uFEFF';

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

/** A stored product with what the CSV holds of it. */
type StoredCsvProduct = StoredProduct & { tpa: number; lv: number };

/** The draft of a stored product, as the back office's product read gives it (productDraftFromAdmin). */
function storedOf(
  r: CsvProductRow,
  parts: Awaited<ReturnType<CatalogCsvRepo['productsByIds']>>,
): StoredCsvProduct {
  const tabsJson = parts.tabs.get(r.id);
  const draft: ProductDraft = {
    sku: r.sku,
    upc: r.upc,
    name: r.name,
    site_name: r.site_name,
    slug: r.slug,
    site_handle: r.site_handle,
    category: r.category,
    vendor: r.vendor,
    product_type: r.product_type,
    is_parent: r.is_parent === 1,
    variant_parent_sku: r.variant_parent_sku,
    variant_option_one_name: r.variant_option_one_name,
    variant_option_one_value: r.variant_option_one_value,
    variant_option_two_name: r.variant_option_two_name,
    variant_option_two_value: r.variant_option_two_value,
    variant_option_three_name: r.variant_option_three_name,
    variant_option_three_value: r.variant_option_three_value,
    price: centsToDollars(r.price_cents),
    price_map: centsToDollars(r.price_map_cents),
    price_msrp: centsToDollars(r.price_msrp_cents),
    price_dealer: r.price_dealer_cents === null ? null : centsToDollars(r.price_dealer_cents),
    sale_enabled: r.sale_enabled === 1,
    is_daily_deal: r.is_daily_deal === 1,
    enabled_on_site: r.enabled_on_site === 1,
    discontinued: r.discontinued === 1,
    block_backorder: r.block_backorder === 1,
    preorder:
      r.preorder_id === null
        ? null
        : {
            is_pre_order_eligible: r.is_pre_order_eligible === 1,
            is_pre_order_enabled: r.is_pre_order_enabled === 1,
            manual_override_eta_date: r.manual_override_eta_date,
            in_stock_eta_date: r.in_stock_eta_date,
          },
    seo_title: r.seo_title,
    seo_description: r.seo_description,
    description: r.description,
    google_product_line: r.google_product_line,
    weight: r.weight,
    total_subwoofer_holes: r.total_subwoofer_holes,
    compatibility_notes: r.compatibility_notes,
    properties: (parts.properties.get(r.id) ?? []).map((p) => ({
      key: p.key,
      value: p.value,
    })),
    tabs: tabsJson === undefined ? [] : TabsSchema.parse(JSON.parse(tabsJson)),
    collections: (parts.collections.get(r.id) ?? []).map((c) => c.full_handle),
    primary_collection: r.primary_collection,
    frequently_bought_together: SkuListSchema.parse(JSON.parse(r.frequently_bought_together)),
    bundle_items: (parts.bundles.get(r.id) ?? []).map((b) => ({
      sku: b.sku,
      quantity: b.quantity,
    })),
  };
  return {
    id: r.id,
    sku: r.sku,
    path: r.path,
    primaryCollectionId: r.primary_collection_id,
    draft,
    tpa: r.tpa_wh ?? 0,
    lv: r.lv_wh ?? 0,
  };
}

/** The stored products with these ids, read CHUNK at a time, in id order. */
async function storedProducts(repo: CatalogCsvRepo, ids: readonly number[]): Promise<StoredCsvProduct[]> {
  const out: StoredCsvProduct[] = [];
  for (const part of chunksOf(ids)) {
    const parts = await repo.productsByIds(part);
    for (const r of parts.rows) out.push(storedOf(r, parts));
  }
  return out;
}

// ------------------------------------------------------------------------------------------------ parsing

type CsvFile = { header: CatalogCsvHeader; width: number; rows: { row: number; cells: string[] }[] };

/**
 * The file's header and rows (csv-parse: quotes, line breaks in quoted cells, a BOM, CRLF; `;` as the separator
 * when the header has no comma, as some spreadsheets write). A row is numbered as a spreadsheet shows it (the
 * header is 1); empty rows are skipped.
 */
function parseCatalogCsv(text: string): CsvFile {
  if (text.includes('\uFFFD'))
    throw new AppError('CSV_UNREADABLE', 'The file is not UTF-8 text: save it as "CSV UTF-8"', 400);
  const firstLine = text.slice(0, Math.max(0, text.search(/[\r\n]|$/)));
  const delimiter = !firstLine.includes(',') && firstLine.includes(';') ? ';' : ',';
  let records: string[][];
  try {
    records = parse(text, { bom: true, delimiter, relax_column_count: true, relax_quotes: true });
  } catch (err) {
    throw new AppError('CSV_UNREADABLE', `The file is not a readable CSV: ${(err as Error).message}`, 400);
  }
  const [headerCells, ...body] = records;
  if (!headerCells)
    throw new AppError('CSV_HEADER', 'The file is empty: the first row names the columns', 400);
  const read = readCatalogCsvHeader(headerCells);
  if ('error' in read) throw new AppError('CSV_HEADER', read.error, 400);
  const rows = body
    .map((cells, i) => ({ row: i + 2, cells }))
    .filter((r) => r.cells.some((c) => c.trim() !== ''));
  if (rows.length > CATALOG_CSV_MAX_ROWS)
    throw new AppError('CSV_TOO_LONG', `At most ${CATALOG_CSV_MAX_ROWS} rows in one file`, 400);
  return { header: read.header, width: headerCells.length, rows };
}

// ------------------------------------------------------------------------------------------ the file's world

type Entry = ProductKeyRow;
const upper = (s: string) => s.toUpperCase();

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * The store as a file would leave it, for the API's checks (ProductLookup): a product of the file is found as the
 * file leaves it, every other as stored. A key is taken when any product holds it in the store or in the file.
 */
function worldOf(
  store: readonly Entry[],
  file: readonly Entry[],
  collections: readonly { id: number; full_handle: string }[],
) {
  const storeBySku = new Map<string, Entry>();
  const byKey = new Map<string, Entry[]>();
  for (const e of store) {
    storeBySku.set(upper(e.sku), e);
    for (const k of new Set([e.sku, e.slug, e.site_handle].map(upper))) push(byKey, k, e);
  }
  const fileBySku = new Map<string, Entry>();
  for (const e of file) {
    fileBySku.set(upper(e.sku), e);
    for (const k of new Set([e.sku, e.slug, e.site_handle].map(upper))) push(byKey, k, e);
  }
  const collectionByHandle = new Map(collections.map((c) => [c.full_handle.toLowerCase(), c]));
  const find = (sku: string) => fileBySku.get(upper(sku)) ?? storeBySku.get(upper(sku));

  /** The lookup a row's checks read: `selfId` is the row's product (its own keys are no clash). */
  return (selfId: number): ProductLookup => ({
    keyHolders: async (keys, exceptId) =>
      keys.flatMap((k) => (byKey.get(upper(k)) ?? []).filter((e) => e.id !== selfId && e.id !== exceptId)),
    productsBySkus: async (skus) =>
      skus.flatMap((s) => {
        const e = find(s);
        return e
          ? [{ id: e.id, sku: e.sku, slug: e.slug, product_type: e.product_type, is_parent: e.is_parent }]
          : [];
      }),
    collectionIdsOf: async (handles) =>
      handles.flatMap((h) => {
        const c = collectionByHandle.get(h.toLowerCase());
        return c ? [c] : [];
      }),
    hasVariants: async (sku) =>
      [...fileBySku.values(), ...store.filter((e) => !fileBySku.has(upper(e.sku)))].some(
        (e) => e.variant_parent_sku !== null && upper(e.variant_parent_sku) === upper(sku),
      ),
  });
}

const entryOf = (id: number, d: ProductDraft): Entry => ({
  id,
  sku: d.sku,
  slug: d.slug,
  site_handle: d.site_handle,
  product_type: d.product_type,
  is_parent: d.is_parent ? 1 : 0,
  variant_parent_sku: d.variant_parent_sku,
});

// --------------------------------------------------------------------------------------------- checking

type Planned =
  | { kind: 'create'; row: number; entryId: number; plan: PlannedCreate }
  | { kind: 'update'; row: number; plan: PlannedUpdate };

type Checked = { result: CatalogImportResult; planned: Planned[]; store: readonly Entry[] };

/**
 * How far an import is: `reading` the rows (against the stored products), `checking` those that create or change
 * a product (the API's checks), `writing` them (and then, a step per 500 products, their listing flags, search
 * cards and audit entries). Called every 1,000 and at the end of each phase; awaited, so that a caller streaming
 * it lets the answer go out meanwhile.
 */
export type ImportProgress = (
  phase: (typeof CATALOG_IMPORT_PHASES)[number],
  done: number,
  total: number,
) => void | Promise<void>;

/** Reports the `i`th item of `total` (every 1,000 and the last). */
async function tick(
  progress: ImportProgress | undefined,
  phase: Parameters<ImportProgress>[0],
  i: number,
  total: number,
) {
  if (progress && ((i + 1) % 1000 === 0 || i + 1 === total)) await progress(phase, i + 1, total);
}

const messageOf = (err: unknown): string => {
  if (err instanceof AppError) return err.message;
  throw err;
};

/** Every row checked against `db` (the store, or the import's transaction), writing nothing. */
async function check(
  db: Db,
  file: CsvFile,
  opts: { lock: boolean; progress?: ImportProgress },
): Promise<Checked> {
  const repo = createCatalogCsvRepo(db);
  const errors: CsvRowError[] = [];
  const refuse = (row: number, sku: string, message: string) => errors.push({ row, sku, message });

  // Each sku once: a later row of a sku is refused, naming the first.
  const skuAt = file.header.get('sku')!;
  const firstRowOf = new Map<string, number>();
  const rows: { row: number; sku: string; cells: string[] }[] = [];
  for (const { row, cells } of file.rows) {
    const sku = unescapeCsvCell(cells[skuAt] ?? '').trim();
    if (cells.length < file.width || cells.slice(file.width).some((c) => c.trim() !== '')) {
      refuse(row, sku, `The row has ${cells.length} cells; the header names ${file.width} columns`);
      continue;
    }
    if (sku === '') {
      refuse(row, sku, 'sku: Required');
      continue;
    }
    const first = firstRowOf.get(upper(sku));
    if (first !== undefined) {
      refuse(row, sku, `The sku "${sku}" is already on row ${first} of this file`);
      continue;
    }
    firstRowOf.set(upper(sku), row);
    rows.push({ row, sku, cells });
  }

  // The products the file names, as stored (held against other writers when applying).
  const idsBySku = new Map<string, number>();
  for (const part of chunksOf([...firstRowOf.keys()]))
    for (const r of await repo.idsBySkus(part)) idsBySku.set(upper(r.sku), r.id);
  if (opts.lock)
    for (const part of chunksOf([...idsBySku.values()].sort((a, b) => a - b))) await repo.lock(part);

  // What each row asks for (the API's body schemas), read against its stored product a chunk at a time.
  type Asked =
    | { row: number; sku: string; kind: 'create'; body: CreateProductBody; entry: Entry }
    | { row: number; sku: string; kind: 'update'; body: UpdateProductBody; stored: StoredCsvProduct };
  const asked: Asked[] = [];
  let unchanged = 0;
  let i = 0;
  for (const part of chunksOf(rows)) {
    const ids = part.flatMap((r) => idsBySku.get(upper(r.sku)) ?? []);
    const storedBySku = new Map((await storedProducts(repo, ids)).map((p) => [upper(p.sku), p]));
    for (const { row, sku, cells } of part) {
      const stored = storedBySku.get(upper(sku)) ?? null;
      const read = readCatalogCsvRow(file.header, cells, stored);
      if (read.kind === 'invalid') refuse(row, sku, read.message);
      else if (read.kind === 'unchanged') unchanged++;
      else if (read.kind === 'create')
        asked.push({
          row,
          sku,
          kind: 'create',
          body: read.body,
          entry: entryOf(-(i + 1), productDraftOf(read.body)),
        });
      else if (stored) asked.push({ row, sku, kind: 'update', body: read.body, stored });
      await tick(opts.progress, 'reading', i++, rows.length);
    }
  }

  // The API's checks, against the store as the file leaves it.
  const [store, collections] = await Promise.all([repo.allKeys(), repo.allCollections()]);
  const world = worldOf(
    store,
    asked.map((a) =>
      a.kind === 'create' ? a.entry : entryOf(a.stored.id, mergeProductEdit(a.stored.draft, a.body)),
    ),
    collections,
  );
  const planned: Planned[] = [];
  for (const [i, a] of asked.entries()) {
    try {
      if (a.kind === 'create')
        planned.push({
          kind: 'create',
          row: a.row,
          entryId: a.entry.id,
          plan: await planCreate(world(a.entry.id), a.body),
        });
      else {
        const plan = await planUpdate(world(a.stored.id), a.stored, a.body);
        if (plan) planned.push({ kind: 'update', row: a.row, plan });
        else unchanged++;
      }
    } catch (err) {
      refuse(a.row, a.sku, messageOf(err));
    }
    await tick(opts.progress, 'checking', i, asked.length);
  }
  errors.sort((a, b) => a.row - b.row);
  const creates = planned.filter((p) => p.kind === 'create').length;
  return {
    result: {
      dryRun: true,
      rows: file.rows.length,
      creates,
      updates: planned.length - creates,
      unchanged,
      errors,
    },
    planned,
    store,
  };
}

// ---------------------------------------------------------------------------------------------- writing

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

async function apply(trx: Db, checked: Checked, actor: AdminActor, now: string, progress?: ImportProgress) {
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

// ------------------------------------------------------------------------------------------------ service

export function createCatalogCsv(deps: { db: Db; clock: Clock; changes: ChangeFeed }) {
  return {
    /** The export's name: products-YYYY-MM-DD.csv. */
    fileName: () => `products-${deps.clock.now().toISOString().slice(0, 10)}.csv`,

    /** The export, a page of rows at a time (the first chunk is the BOM and the header). */
    async *exportChunks(filters: CatalogExportQuery): AsyncGenerator<string> {
      const repo = createCatalogCsvRepo(deps.db);
      yield BOM + stringify([CATALOG_CSV_EXPORT_HEADER], { record_delimiter: 'windows' });
      for (let after = 0; ;) {
        const ids = await repo.idsPage(filters, after, CHUNK);
        if (ids.length === 0) return;
        const rows = (await storedProducts(repo, ids)).map((s) => catalogCsvRowOf(s.draft));
        yield stringify(rows, { record_delimiter: 'windows' });
        if (ids.length < CHUNK) return;
        after = ids[ids.length - 1]!;
      }
    },

    /**
     * Checks every row (dryRun) or applies the file all or none: 400 CSV_INVALID with details.errors when any
     * row is refused. Unreadable files: CSV_UNREADABLE, CSV_HEADER, CSV_TOO_LONG.
     */
    async importCsv(
      text: string,
      actor: AdminActor,
      opts: { dryRun: boolean; progress?: ImportProgress },
    ): Promise<CatalogImportResult> {
      const file = parseCatalogCsv(text);
      if (opts.dryRun) return (await check(deps.db, file, { lock: false, progress: opts.progress })).result;
      const now = deps.clock.now().toISOString();
      const result = await writingProducts(deps.db, async (trx) => {
        // One import at a time; the products it edits are held against the API's edits (PostgreSQL).
        await lockAdminGroup(trx, 'catalog-import');
        const checked = await check(trx, file, { lock: true, progress: opts.progress });
        const { errors } = checked.result;
        if (errors.length > 0)
          throw new AppError(
            'CSV_INVALID',
            `${errors.length === 1 ? '1 row is' : `${errors.length} rows are`} refused; nothing was changed`,
            400,
            { errors },
          );
        if (checked.planned.length > 0) await apply(trx, checked, actor, now, opts.progress);
        return { ...checked.result, dryRun: false };
      });
      if (result.creates + result.updates > 0) deps.changes.publish('catalog');
      return result;
    },
  };
}
