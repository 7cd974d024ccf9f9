/** The error codes the API answers for the catalogue, its back office, its CSV files and its search (their HTTP status: shared/error-codes.ts, decision 084). */
export const CATALOG_ERROR_CODES = [
  'INVALID_PRODUCT',
  'UNKNOWN_SKU',
  'SKU_TAKEN',
  'HANDLE_TAKEN',
  'HAS_VARIANTS',
  'PRODUCT_IN_USE',
  'COLLECTION_IN_USE',
  'UNKNOWN_PARENT',
  'PARENT_NOT_TOP_LEVEL',
  'UNKNOWN_COLLECTION',
  'INVALID_BUNDLE_ITEM',
  'WAREHOUSE_INACTIVE',
  'WAREHOUSE_HOLDS_STOCK',
  'CSV_UNREADABLE',
  'CSV_HEADER',
  'CSV_TOO_LONG',
  'CSV_INVALID',
  'CSV_CHANGED',
  'INVALID_SEARCH',
] as const;
export type CatalogErrorCode = (typeof CATALOG_ERROR_CODES)[number];
