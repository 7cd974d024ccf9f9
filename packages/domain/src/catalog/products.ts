/**
 * The back office's products (decision 045): the list a merchant searches and filters, the full product as the
 * back office edits it, and the create and edit bodies. Field names are the stored columns' where the
 * storefront has no name of its own; money is dollars with 2 decimals as everywhere in the API (`price`,
 * `price_map`, `price_msrp`, `price_dealer`), integer cents in the store. The bodies are strict: an unknown
 * field (an id, a rating, a review count, the 30-day turnover, the derived path) is refused, never stored.
 */
export * from './products-list.js';
export * from './products-bodies.js';
export * from './products-full.js';
export * from './products-delete.js';
