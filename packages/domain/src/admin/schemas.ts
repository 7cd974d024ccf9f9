/**
 * The back office's contract (decision 043): who may call /api/admin (an administrator's session, or
 * an API key with the route's scope), the API keys themselves, stock updates and the audit log.
 */
import { z } from 'zod';

/**
 * What an API key may do. An administrator's session may do everything; a key only what its scopes name.
 * `catalog:read` reads products, stock and sales; `catalog:write` changes products, collections and menu;
 * `stock:write` sets stock (an ERP); `sales:write` changes the sale setting; `reviews:read` reads the review
 * moderation queue and setting, `reviews:write` moderates reviews (decision 051); `orders:read` reads orders
 * and returns, `orders:write` ships, cancels and refunds them and answers returns (decision 049);
 * `customers:read` / `customers:write` read and change accounts and dealer applications, `marketing:read` /
 * `marketing:write` read subscribers and send web push (decision 050).
 */
export const ADMIN_SCOPES = [
  'catalog:read',
  'catalog:write',
  'stock:write',
  'sales:write',
  'reviews:read',
  'reviews:write',
  'orders:read',
  'orders:write',
  'customers:read',
  'customers:write',
  'marketing:read',
  'marketing:write',
] as const;
export type AdminScope = (typeof ADMIN_SCOPES)[number];
export const AdminScopeSchema = z.enum(ADMIN_SCOPES);

/** An API key as sent: `sk_` and 43 base64url characters (32 random bytes). */
export const API_KEY_PATTERN = /^sk_[A-Za-z0-9_-]{43}$/;

export const CreateApiKeyBodySchema = z.strictObject({
  name: z.string().trim().min(1, 'Required').max(80),
  scopes: z.array(AdminScopeSchema).min(1, 'Choose at least one scope').max(ADMIN_SCOPES.length),
  csrfToken: z.string().min(1).max(200),
});

export const ApiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The key's first characters, to tell keys apart (the key itself is shown once, at creation). */
  prefix: z.string(),
  scopes: z.array(AdminScopeSchema),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  /**
   * Who made the key (decision 062): a key belongs to its creator and works only while they are an enabled
   * administrator; null once their account is deleted (the key no longer works then).
   */
  creator: z
    .object({
      id: z.number().int(),
      name: z.string().nullable(),
      email: z.string(),
      /** The creator is an enabled administrator still: false means the key is refused. */
      administrator: z.boolean(),
    })
    .nullable(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

/** The answer to creating a key: the key itself, this once. */
export const CreatedApiKeySchema = ApiKeySchema.extend({ key: z.string() });

export const ApiKeyListSchema = z.object({ keys: z.array(ApiKeySchema) });

/** Units per warehouse: a whole number from 0 to 1,000,000. */
const Units = z.number().int().min(0).max(1_000_000);

/** One sku's stock as set (a warehouse left out keeps its count). */
export const StockLineSchema = z
  .strictObject({ sku: z.string().trim().min(1).max(64), tpa: Units.optional(), lv: Units.optional() })
  .refine((l) => l.tpa !== undefined || l.lv !== undefined, { message: 'Give tpa, lv or both' });
export type StockLine = z.infer<typeof StockLineSchema>;

/** Why an import's row is refused when its sku (in any case) is on an earlier row of the same file. */
export const skuAlreadyOnRowMessage = (sku: string, firstRow: number): string =>
  `The sku "${sku}" is already on row ${firstRow} of this file`;

/** Each sku once (in any case): a later line of a sku is refused, naming the first (1-based), never merged. */
const StockLinesSchema = z
  .array(StockLineSchema)
  .min(1)
  .max(5000)
  .superRefine((lines, ctx) => {
    const firstOf = new Map<string, number>();
    lines.forEach((line, i) => {
      const key = line.sku.toUpperCase();
      const first = firstOf.get(key);
      if (first === undefined) firstOf.set(key, i);
      else
        ctx.addIssue({
          code: 'custom',
          path: [i, 'sku'],
          message: `The sku "${line.sku}" is already item ${first + 1} of this list`,
        });
    });
  });

/** PUT /api/admin/stock: up to 5,000 skus at once, each once, all applied or none. */
export const StockUpdateBodySchema = z.strictObject({
  items: StockLinesSchema,
  csrfToken: z.string().max(200).optional(),
});

export const StockUpdateResultSchema = z.object({
  updated: z.number().int(),
  unchanged: z.number().int(),
});

/** POST /api/admin/stock/import: a CSV of `sku,tpa,lv`, tried first (dryRun=1, the default), then applied. */
export const StockImportQuerySchema = z.strictObject({
  dryRun: z.enum(['0', '1']).default('1'),
});

/** One refused CSV row: its line in the file (the header is line 1), its sku as given, why. */
export const CsvRowErrorSchema = z.object({ row: z.number().int(), sku: z.string(), message: z.string() });
export type CsvRowError = z.infer<typeof CsvRowErrorSchema>;

export const StockImportResultSchema = z.object({
  dryRun: z.boolean(),
  rows: z.number().int(),
  /** Skus whose counts change (would change, on a dry run). */
  changes: z.number().int(),
  errors: z.array(CsvRowErrorSchema),
});
export type StockImportResult = z.infer<typeof StockImportResultSchema>;

/** At most this many rows in one stock CSV. */
export const STOCK_CSV_MAX_ROWS = 50_000;
