/** Catalogue flows: one product, its stock, and a page of a collection, each in a fixed number of queries. */
import {
  BEST_SELLER_COUNT,
  BEST_SELLERS_COLLECTION,
  collectionBanner,
  CollectionQuerySchema,
  isExcludedSku,
  isPreorderEligible,
  parseProductPath,
  sortPreorderedLast,
  TabBoxSchema,
  type BestSellersResponse,
  type CollectionQuery,
  type CollectionResponse,
  type Product,
  type ProductCard,
  type ProductQuery,
  type SaleSetting,
  type StockResponse,
  type TabBox,
  unitsOnHand,
} from '@shop/domain';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.js';
import type { Db } from '../../db/database.js';
import type { Viewer } from '../../lib/viewer.js';
import { extrasById, type Extras } from './catalog.page-rows.js';
import { createCatalogRepo, type CatalogRepo } from './catalog.repo.js';
import { familyKeyOf, familySkusOf, listingCards } from './catalog.listing.js';
import type { CardRow, CollectionRow, ProductPageRow } from './catalog.rows.js';
import {
  stockFactsOf,
  toProductWithFamily,
  toSummary,
  type PricingContext,
  type ProductWithFamily,
} from './catalog.serializer.js';
import { familyStock, toStockInput } from './catalog.stock.js';

const TabsSchema = z.array(TabBoxSchema);
const SkuListSchema = z.array(z.string());
// The collection's first page as its own page shows it (pre-ordered items last), whose first cards are the best.
const BEST_SELLERS_PAGE = CollectionQuerySchema.parse({});
const NO_EXTRAS: Extras = { images: [], properties: [], bundleItems: [] };

export type CatalogService = ReturnType<typeof createCatalogService>;

/**
 * The catalogue's reads another module makes inside its own transaction (the cart's and checkout's pricing and
 * stock, decision 069's Ports): product rows by id, a family's variants, and what a product shows besides its row.
 */
export type CatalogReads = Pick<
  CatalogRepo,
  'productsByIds' | 'enabledVariantsOf' | 'imagesOf' | 'propertiesOf' | 'bundleItemsOf'
>;

/** The catalogue service over the store `db` (the sales back office's preview of a sale's cards). */
export const catalogServiceOn = (db: Db, sales: SaleForViewer): CatalogService =>
  createCatalogService(createCatalogRepo(db), sales);

/** The catalogue's reads through `ex`: the store, or the caller's transaction (never one opened here). */
export const catalogReadsIn = (ex: Db): CatalogReads => createCatalogRepo(ex);

/**
 * The port the catalogue prices through: the sale a viewer sees (the sales service fills it in; decision 069,
 * since the sales back office reads the catalogue and two modules never import each other).
 */
export type SaleForViewer = { saleFor(viewer: { isDealer: boolean }): Promise<SaleSetting | null> };

export function createCatalogService(repo: CatalogRepo, sales: SaleForViewer) {
  const pricing = async (viewer: Viewer): Promise<PricingContext> => ({
    isDealer: viewer.isDealer,
    sale: await sales.saleFor(viewer),
  });

  /**
   * Listing cards for product ids (in that order), decision 071: two queries whatever the number of ids (the
   * cards' rows, their families' rows), each row with its first image and each variant with its size.
   */
  async function cardsFor(ids: readonly number[], ctx: PricingContext): Promise<ProductCard[]> {
    const rows = await repo.listingRowsByIds(ids);
    return listingCards(rows, await repo.listingVariantsOf(familySkusOf(rows)), ctx);
  }

  /** The product page's product from its row, its family's rows and everyone's images, properties and bundle items. */
  function productWithFamily(
    row: ProductPageRow,
    variantRows: readonly CardRow[],
    extras: Extras,
    ctx: PricingContext,
  ): ProductWithFamily {
    const { imagesOf, propsOf, bundleItemsOf } = extrasById(extras);
    const key = familyKeyOf(row);
    const family = key
      ? variantRows
          .filter((v) => (v.variant_parent_sku ?? '').toUpperCase() === key)
          .map((v) => {
            const facts = stockFactsOf(v);
            return { row: v, facts, summary: toSummary(v, facts, imagesOf(v.id), propsOf(v.id), ctx) };
          })
      : [];
    const ownFacts = stockFactsOf(row);
    const facts =
      row.is_parent === 1
        ? familyStock(
            ownFacts,
            family.map((f) => f.facts),
          )
        : ownFacts;
    // A parent without images of its own shows its first variant's.
    const ownImages = imagesOf(row.id);
    const images =
      ownImages.length === 0 && row.is_parent === 1 ? imagesOf(family[0]?.row.id ?? -1) : ownImages;
    return toProductWithFamily(toSummary(row, facts, images, propsOf(row.id), ctx), {
      isParent: row.is_parent === 1,
      variants: family.map((f) => f.summary),
      bundleItems: bundleItemsOf(row.id),
    });
  }

  function visibleRow(row: ProductPageRow | null, key: string): ProductPageRow {
    if (!row || row.enabled_on_site !== 1) throw notFound(`No product found for "${key}"`);
    return row;
  }

  /**
   * A sku (any case), a slug or a site handle, with the product's images, properties and bundle items. A
   * variant named by the query (variant, then sku) or by an `=SKU` suffix of the path wins when it exists.
   */
  async function resolvePage(
    key: string,
    query: ProductQuery,
  ): Promise<{ row: ProductPageRow; extras: Extras }> {
    const { slug, variantSku } = parseProductPath(key, query);
    const variant = variantSku ? await repo.productPageByKey(variantSku) : null;
    const page =
      variant ??
      (await repo.productPageByKey(key)) ??
      (slug !== key ? await repo.productPageByKey(slug) : null);
    return { row: visibleRow(page?.row ?? null, key), extras: page?.extras ?? NO_EXTRAS };
  }

  async function getProduct(key: string, query: ProductQuery, viewer: Viewer): Promise<Product> {
    const { row, extras } = await resolvePage(key, query);
    const ctx = await pricing(viewer);
    // The page's family comes with its images and properties: no more statements. A variant is in its own
    // family: its lists are taken once (from its page row).
    const family = await repo.pageFamiliesOf(familySkusOf([row]));
    const others = <T extends { product_id: number }>(list: T[]) =>
      list.filter((e) => e.product_id !== row.id);
    const all: Extras = {
      images: [...extras.images, ...others(family.extras.images)],
      properties: [...extras.properties, ...others(family.extras.properties)],
      bundleItems: row.product_type === 'bundle' ? extras.bundleItems : [],
    };
    const card = productWithFamily(row, family.rows, all, ctx);
    const tabs: TabBox[] = row.tab_box_info ? TabsSchema.parse(JSON.parse(row.tab_box_info)) : [];
    const related = card.variants.filter((v) => v.sku !== card.sku);
    const make = card.properties['Make'];
    const firstVariant = card.variants[0];
    // A variant's page names its family's page as canonical (decision 063), when the family has one.
    const parentSlug = row.variant_parent_sku ? await repo.cardSlugOf(row.variant_parent_sku) : null;
    return {
      ...card,
      seo_title: row.seo_title,
      seo_description: row.seo_description,
      description: row.description,
      google_product_line: row.google_product_line,
      variesBy: card.options.map((o) => o.name),
      variantSkus: card.variants.map((v) => v.sku),
      variantNames: card.variants.map((v) => v.name),
      relatedVariants: related.map((v) => ({
        sku: v.sku,
        slug: v.slug,
        name: v.name,
        image: v.imageUrl,
        label: v.variant_option_one_value ?? v.name,
      })),
      metafields: { tab_box_info: tabs },
      vehicleFitment: make ? { vehicleMake: make, compatibilityNotes: row.compatibility_notes ?? '' } : null,
      websiteCollectionsRow:
        row.collection_id !== null
          ? {
              handle: row.collection_full_handle,
              collection_page_title: row.collection_page_title,
              parentRow: row.parent_collection_handle,
            }
          : null,
      frequentlyBoughtTogetherAssociations: SkuListSchema.parse(
        JSON.parse(row.frequently_bought_together),
      ).filter((sku) => !isExcludedSku(sku)),
      totalSubwooferHoles: row.total_subwoofer_holes,
      linkSku: card.isParentSku ? (firstVariant?.sku ?? card.sku) : card.sku,
      collectionPageSku: row.variant_parent_sku ?? row.sku,
      familySlug: parentSlug ?? row.slug,
    };
  }

  async function getStock(sku: string): Promise<StockResponse> {
    const row = visibleRow(await repo.pageRowByKey(sku), sku);
    let facts = stockFactsOf(row);
    if (row.is_parent === 1) {
      const variants = (await repo.enabledCardVariantsOf([row.sku])).map(stockFactsOf);
      facts = familyStock(facts, variants);
    }
    const input = toStockInput(facts);
    return {
      sku: row.sku,
      isInStock: input.isInStock,
      currentlyInStock: input.currentlyInStock,
      isDiscontinued: facts.isDiscontinued,
      blockBackorder: facts.blockBackorder,
      tpa_wh: facts.tpa_wh,
      lv_wh: facts.lv_wh,
      total_qty_without_fba: unitsOnHand(facts),
      preorderInfo: facts.preorderInfo,
    };
  }

  /** `saleShown`: a sale runs and this viewer is shown it (never a dealer), so the page shows its sale banner. */
  async function collectionDto(
    c: CollectionRow,
    saleShown: boolean,
  ): Promise<CollectionResponse['collection']> {
    const parent = c.parent_id === null ? null : await repo.collectionById(c.parent_id);
    const subCollections = await repo.subCollectionsOf(c.id);
    const banner = collectionBanner(
      {
        saleBannerImage: c.sale_banner_image,
        noSaleBannerImage: c.no_sale_banner_image,
        isDailyDeal: c.is_daily_deal === 1,
        title: c.collection_page_title || c.title,
      },
      saleShown,
    );
    return {
      handle: c.handle,
      title: c.title,
      collection_page_title: c.collection_page_title,
      collection_seo_description: c.seo_description,
      collection_description: c.description,
      collection_page_image: c.page_image,
      bannerImage: banner.image,
      bannerAlt: banner.alt,
      isDailyDeal: c.is_daily_deal === 1,
      hidePricing: c.hide_pricing === 1,
      parentMenuName: c.parent_menu_name,
      parentMenuHandle: c.parent_menu_handle,
      subCollections,
      parent: parent ? { handle: parent.handle, title: parent.title } : null,
    };
  }

  async function getCollection(
    fullHandle: string,
    query: CollectionQuery,
    viewer: Viewer,
  ): Promise<CollectionResponse> {
    const c = await repo.collectionByHandle(fullHandle);
    if (!c) throw notFound(`No collection found for "${fullHandle}"`);
    const ctx = await pricing(viewer);
    const count = await repo.countInCollection(c.id);
    const ids = await repo.pageOfCollection(c.id, query.pageSize, (query.page - 1) * query.pageSize);
    const cards = await cardsFor(ids, ctx);
    const collection = await collectionDto(c, ctx.sale !== null);
    return {
      collection,
      // The page is already ordered by the stored pre-order flag; this keeps it true within the page.
      products: sortPreorderedLast(cards, (card) => isPreorderEligible(card)),
      count,
      page: query.page,
      pageSize: query.pageSize,
      pages: Math.ceil(count / query.pageSize),
    };
  }

  /**
   * The home page's best sellers: the first cards of the subwoofer collection (its order is the ranking), an
   * empty list while the shop has no such collection (an empty shop, decision 070).
   */
  async function bestSellers(viewer: Viewer): Promise<BestSellersResponse> {
    if (!(await repo.collectionByHandle(BEST_SELLERS_COLLECTION))) return { products: [] };
    const page = await getCollection(BEST_SELLERS_COLLECTION, BEST_SELLERS_PAGE, viewer);
    return { products: page.products.slice(0, BEST_SELLER_COUNT) };
  }

  /** A collection's id and header without its products: for listings of their own (the vehicle collection). */
  async function collectionHeader(
    fullHandle: string,
    viewer: Viewer,
  ): Promise<{
    id: number;
    collection: CollectionResponse['collection'];
  }> {
    const c = await repo.collectionByHandle(fullHandle);
    if (!c) throw notFound(`No collection found for "${fullHandle}"`);
    return { id: c.id, collection: await collectionDto(c, (await sales.saleFor(viewer)) !== null) };
  }

  /** Listing cards for product ids (in that order), priced for the viewer: search, vehicles. */
  async function cardsByIds(ids: readonly number[], viewer: Viewer): Promise<ProductCard[]> {
    return cardsFor(ids, await pricing(viewer));
  }

  return { getProduct, getStock, getCollection, bestSellers, cardsByIds, collectionHeader };
}
