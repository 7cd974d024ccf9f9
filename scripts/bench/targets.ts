/**
 * The calls the bench measures, found on a running node through the API (the same seed gives the same skus on
 * both stores): the catalogue reads, and the cart read and write on carts of the node's own.
 */
import type { ApiTarget } from './api.js';

async function getJsonAt<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as T;
}

type Card = {
  sku: string;
  slug: string;
  isParentSku: boolean;
  variants: { sku: string }[];
  currentlyInStock: boolean;
};

const productRead = (sku: string): ApiTarget => ({
  name: 'product by sku',
  method: 'GET',
  path: `/api/product/${encodeURIComponent(sku)}`,
});
const AMPLIFIERS = '/api/collections/car-amplifiers?page=';
const cardsOf = async (baseUrl: string, page: number) =>
  (await getJsonAt<{ products: Card[] }>(`${baseUrl}${AMPLIFIERS}${page}`)).products;
const buyableOf = (cards: Card[]) => cards.filter((p) => !p.isParentSku && p.currentlyInStock).slice(0, 3);

/** The cards of the amplifiers' third page (its first on a catalogue too small for a third). */
async function productPage(baseUrl: string): Promise<Card[]> {
  const cards = await cardsOf(baseUrl, 3);
  return cards.length > 0 ? cards : cardsOf(baseUrl, 1);
}

/** The product read alone (the first card of its collection page), for a shop of another commit. */
export async function productTarget(baseUrl: string): Promise<ApiTarget> {
  return productRead((await productPage(baseUrl))[0]!.sku);
}

const VEHICLES = '/api/collections/vehicle-specific-subwoofer-enclosures';
/** The broad vehicle filter: one type, no vehicle (the widest fitment answer). */
export const BROAD_VEHICLE: ApiTarget = {
  name: 'vehicle, type=Loaded',
  method: 'GET',
  path: `${VEHICLES}?type=Loaded`,
};

/**
 * The four catalogue reads (product by sku, collection page 2, the vehicle filter with every filter, search
 * page 2) and up to three buyable cards (of the page the product came from, else the first page).
 */
export async function catalogueReads(baseUrl: string): Promise<{ reads: ApiTarget[]; buyable: Card[] }> {
  const getJson = <T>(p: string) => getJsonAt<T>(baseUrl + p);
  const cards = await productPage(baseUrl);
  // A small catalogue's page may hold no buyable card: the first page's then.
  const found = buyableOf(cards);
  const buyable = found.length > 0 ? found : buyableOf(await cardsOf(baseUrl, 1));
  const vehicle = await getJson<{ facets: { makes: string[] } }>(BROAD_VEHICLE.path);
  const make = vehicle.facets.makes[0]!;
  const withMake = await getJson<{ facets: { models: string[]; years: number[] } }>(
    `${BROAD_VEHICLE.path}&vehicle_make=${encodeURIComponent(make)}`,
  );
  const model = withMake.facets.models[0]!;
  const withModel = await getJson<{ facets: { years: number[] } }>(
    `${BROAD_VEHICLE.path}&vehicle_make=${encodeURIComponent(make)}&vehicle_model=${encodeURIComponent(model)}`,
  );
  const year = withModel.facets.years[0]!;
  const vehiclePath = `${BROAD_VEHICLE.path}&sizes=${encodeURIComponent('10",12"')}&vehicle_year=${year}&vehicle_make=${encodeURIComponent(make)}&vehicle_model=${encodeURIComponent(model)}`;
  return {
    buyable,
    reads: [
      productRead(cards[0]!.sku),
      { name: 'collection page', method: 'GET', path: '/api/collections/car-subwoofers?page=2' },
      { name: 'vehicle, all filters', method: 'GET', path: vehiclePath },
      { name: 'search', method: 'GET', path: '/api/search/products?q=subwoofer&page=2' },
    ],
  };
}

/** The catalogue reads, then the cart read and write (one cart per connection, as fifty shoppers would have). */
export async function targets(baseUrl: string): Promise<ApiTarget[]> {
  const { reads, buyable } = await catalogueReads(baseUrl);
  const cartTokens: string[] = [];
  for (let i = 0; i < 50; i++) {
    const cart = await getJsonAt<{ cart_token: string }>(`${baseUrl}/api/cartv2/lines`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sku: buyable[0]!.sku, quantity: 1 }),
    });
    cartTokens.push(cart.cart_token);
  }
  const cartHeaders = { 'x-cart-token': cartTokens[0]! };
  return [
    ...reads,
    { name: 'cart read', method: 'GET', path: '/api/cartv2', headers: cartHeaders, cartTokens },
    {
      name: 'cart write',
      method: 'POST',
      path: '/api/cartv2',
      headers: cartHeaders,
      cartTokens,
      body: JSON.stringify({ items: buyable.map((p, i) => ({ sku: p.sku, quantity: i + 1 })) }),
    },
  ];
}

/** The health check: answered by the node itself, whatever the store is doing. */
export const HEALTH: ApiTarget = { name: 'health', method: 'GET', path: '/api/health' };

/**
 * The p99 that /api/health and the product read keep while a catalogue export or an applied import of 100,000
 * products runs on the same node (decision 065; csv-import-export.ts).
 */
export const DURING_CSV_P99_BUDGET_MS = 250;
