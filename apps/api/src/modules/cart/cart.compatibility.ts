/**
 * The cart's compatibility: each subwoofer line against the empty enclosures of the cart, the spec's
 * Compatibility result, and the subwoofers the suggestion box offers (purchasable, priced for the viewer,
 * one per variant family). The rules are the domain's; this reads what they need. A cart without an
 * enclosure costs no query.
 */
import {
  cartCompatibility,
  cartItemKind,
  compatibilityResult,
  isPreorderEligible,
  itemSize,
  MAX_SUGGESTIONS,
  suggestionsApply,
  TabBoxSchema,
  centsToDollars,
  type CompatibilityItem,
  type CompatibilityResult,
  type SuggestedSubwoofer,
  type TabBox,
} from '@shop/domain';
import { z } from 'zod';
import { extrasOf, type CatalogExtras } from '../catalog/catalog.extras.js';
import { stockFactsOf } from '../catalog/catalog.serializer.js';
import type { CatalogReads } from '../catalog/catalog.service.js';
import { toStockInput } from '../catalog/catalog.stock.js';
import type { CompatibilityRepo } from './cart.compatibility.repo.js';
import { unitPrices, type PricedLine, type PricingContext } from './cart.pricing.js';

const TabsSchema = z.array(TabBoxSchema);
/** Candidates read per suggestion: enough to fill the box after removing what is in the cart. */
const CANDIDATE_LIMIT = 40;

export type CartCompatibility = {
  /** Per priced line, in order. */
  isCompatible: boolean[];
  compatibility: CompatibilityResult;
  suggestions: SuggestedSubwoofer[];
};

function parseTabs(json: string): TabBox[] {
  try {
    const parsed = TabsSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function createCartCompatibility(
  repo: CompatibilityRepo,
  catalog: CatalogReads,
  catalogExtras: CatalogExtras,
) {
  async function candidates(items: CompatibilityItem[], ctx: PricingContext): Promise<SuggestedSubwoofer[]> {
    const sizes = [
      ...new Set(
        items.flatMap((i) => (cartItemKind(i) === 'empty-enclosure' ? [itemSize(i.properties) ?? ''] : [])),
      ),
    ].filter((s) => s !== '');
    const ids = await repo.subwooferIdsOfSizes(sizes, CANDIDATE_LIMIT);
    const inCart = new Set(items.map((i) => i.sku.toUpperCase()));
    const rows = (await catalog.productsByIds(ids)).filter((r) => !inCart.has(r.sku.toUpperCase()));
    const extras = await catalogExtras.of(catalog, rows);
    const families = new Set<string>();
    const out: SuggestedSubwoofer[] = [];
    for (const row of rows) {
      const facts = stockFactsOf(row);
      const stock = toStockInput(facts);
      if (!stock.currentlyInStock && !isPreorderEligible(stock)) continue;
      const family = (row.variant_parent_sku ?? row.sku).toUpperCase();
      if (families.has(family)) continue;
      families.add(family);
      out.push({
        sku: row.sku,
        slug: row.slug,
        name: row.name,
        path: row.path,
        image: extrasOf(extras, row.id).images[0]?.url ?? null,
        price: centsToDollars(unitPrices(row, facts, ctx).unitCents),
        size: extrasOf(extras, row.id).properties['Subwoofer Size'] ?? '',
      });
    }
    return out;
  }

  return {
    async check(lines: readonly PricedLine[], ctx: PricingContext): Promise<CartCompatibility> {
      const items: CompatibilityItem[] = lines.map((l) => ({
        sku: l.row.sku,
        path: l.row.path,
        category: l.row.category,
        properties: l.properties,
        tabs: [],
      }));
      const enclosureIds = lines
        .filter((l, i) => cartItemKind(items[i]!) === 'empty-enclosure')
        .map((l) => l.row.id);
      if (enclosureIds.length > 0) {
        const tabs = new Map(
          (await repo.tabsOf(enclosureIds)).map((t) => [t.product_id, parseTabs(t.tab_box_info)]),
        );
        lines.forEach((l, i) => (items[i]!.tabs = tabs.get(l.row.id) ?? []));
      }
      const compatibility = compatibilityResult(items, {
        candidates: suggestionsApply(items) ? await candidates(items, ctx) : [],
        limit: MAX_SUGGESTIONS,
      });
      return {
        isCompatible: cartCompatibility(items),
        compatibility,
        suggestions: compatibility.suggestions.products,
      };
    },
  };
}
