/**
 * The back office's sales (decision 044): the spec's sale setting as a merchant writes it (every stored field),
 * the stored sales as listed, and the preview of what the storefront would show. The stored shape stays
 * the storefront's SaleSetting (sales/schemas.ts): percentages are fractions (0.2 for 20%), times UTC ISO.
 */
import { z } from 'zod';
import { saleBannerText, saleCartText, saleHeaderBadge } from './banner.js';
import { SaleSettingSchema, type SaleSetting } from './schemas.js';
import { countdownTarget } from '../marketing/countdown.js';
import { findActiveSale, isSaleActive } from './sales.js';
import {
  AdminSkuSchema,
  AdminTimestampSchema,
  ImageRefSchema,
  OptionalCsrfSchema,
  OrderedIdsSchema,
  SitePathSchema,
  adminText,
  requiredAdminText,
} from '../admin/fields.js';

/** A sale's name: its key among the stored sales (a name starting BF or CM counts down to the expiry). */
export const SaleNameSchema = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(60)
  .regex(/^[A-Za-z0-9][A-Za-z0-9 _.-]*$/, 'Letters, digits, spaces, _ . and -');

/** A sale percentage as a fraction: 0 (no discount) up to, not including, 1 (0.2 is 20% off). */
export const SalePercentSchema = z
  .number()
  .min(0, 'At least 0')
  .lt(1, 'Below 1 (a fraction: 0.2 is 20%)')
  .refine((p) => Math.abs(p * 10_000 - Math.round(p * 10_000)) < 1e-6, 'At most two decimals of a percent');

const nullableImage = ImageRefSchema.nullable();

export const SaleLayoutInputSchema = z.strictObject({
  showBanner: z.boolean(),
  showCountdownTimer: z.boolean(),
  showEmailPopup: z.boolean(),
  showPushPopup: z.boolean(),
  bannerLinks: z.array(z.strictObject({ label: requiredAdminText(60), href: SitePathSchema })).max(6),
  desktopImage: nullableImage,
  mobileImage: nullableImage,
  overlays: z.strictObject({ sale: nullableImage, dailyDeal: nullableImage, preorder: nullableImage }),
  mobile: z.strictObject({
    showHeaderTextOverlay: z.boolean(),
    HeaderTextOverlayText: adminText(30),
  }),
});

/**
 * A sale setting as the back office sends it: every field of the spec's sale setting, unknown fields refused.
 * The expiry must come after the start; a sale may lie wholly in the past (BF2024 is kept, inactive).
 */
export const SaleSettingInputSchema = z
  .strictObject({
    name: SaleNameSchema,
    saleIsActive: z.boolean(),
    saleStartsAt: AdminTimestampSchema.nullable(),
    saleExpiresAt: AdminTimestampSchema,
    discountPercentage: SalePercentSchema,
    salePercentageDailyDeal: SalePercentSchema,
    saleTextSettings: z.strictObject({
      shortSaleTitle: requiredAdminText(40),
      // Kept as typed: the cart puts it before the price ('Summer Sales Event Special: ').
      normalSaleTitle: requiredAdminText(80),
    }),
    layoutSettings: SaleLayoutInputSchema,
  })
  .refine((s) => s.saleStartsAt === null || Date.parse(s.saleStartsAt) < Date.parse(s.saleExpiresAt), {
    message: 'The sale must end after it starts',
    path: ['saleExpiresAt'],
  });
export type SaleSettingInput = z.input<typeof SaleSettingInputSchema>;

/** POST /api/admin/sales: a new sale, placed at `position` among the stored sales (0 first; default last). */
export const CreateSaleBodySchema = z.strictObject({
  sale: SaleSettingInputSchema,
  position: z.number().int().min(0).max(10_000).optional(),
  csrfToken: OptionalCsrfSchema,
});

/** PUT /api/admin/sales/:id: the whole setting, as stored from now on (its place is kept). */
export const UpdateSaleBodySchema = z.strictObject({
  sale: SaleSettingInputSchema,
  csrfToken: OptionalCsrfSchema,
});

/** PUT /api/admin/sales/order: every stored sale's id once, first shown first. */
export const SaleOrderBodySchema = z.strictObject({ ids: OrderedIdsSchema, csrfToken: OptionalCsrfSchema });

/** A write with nothing but its csrf token (activate, deactivate). */
export const AdminCsrfBodySchema = z.strictObject({ csrfToken: OptionalCsrfSchema });

/** A stored sale: its setting, its id and place, and what the storefront makes of it at the server clock. */
export const AdminSaleSchema = z.object({
  id: z.number().int(),
  /** 0 is first: the first active sale is the one shown. */
  position: z.number().int(),
  /** Flagged active and inside its period now. */
  runningNow: z.boolean(),
  /** The sale the storefront shows now (the first running one). */
  shownNow: z.boolean(),
  setting: SaleSettingSchema,
});
export type AdminSale = z.infer<typeof AdminSaleSchema>;

export const AdminSaleListSchema = z.object({
  sales: z.array(AdminSaleSchema),
  /** The name of the sale shown now, or null (the default no-sale banners). */
  shownNow: z.string().nullable(),
});
export type AdminSaleList = z.infer<typeof AdminSaleListSchema>;

/**
 * POST /api/admin/sales/preview: an unsaved setting, optionally as an edit of stored sale `id` (else as a new
 * sale placed last), and up to 50 skus to price.
 */
export const SalePreviewBodySchema = z.strictObject({
  sale: SaleSettingInputSchema,
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  skus: z.array(AdminSkuSchema).max(50).default([]),
  csrfToken: OptionalCsrfSchema,
});

const ProductSalePreviewSchema = z.object({
  name: z.string(),
  percent: z.number(),
  price: z.number(),
  shortTitle: z.string(),
  isDailyDeal: z.boolean(),
});

export const SalePreviewSchema = z.object({
  /** The setting as it would be stored (normalized times). */
  setting: SaleSettingSchema,
  /** Flagged active and inside its period at the server clock. */
  runningNow: z.boolean(),
  /** Saved as it is, it would be the sale the storefront shows now (the first running one). */
  shownIfSaved: z.boolean(),
  /** The banner under the header while the sale is shown; null when its banner is off. */
  banner: z
    .object({
      title: z.string(),
      percentOff: z.number().int(),
      links: z.array(z.object({ label: z.string(), href: z.string() })),
      desktopImage: z.string().nullable(),
      mobileImage: z.string().nullable(),
    })
    .nullable(),
  /** The badge beside the mobile logo, or null. */
  mobileBadge: z.string().nullable(),
  /** Whether the countdown shows while the sale runs, and what it counts to from now. */
  countdown: z.object({ shown: z.boolean(), endsAt: z.string() }),
  /** The side cart's special-price text. */
  cartText: z.string(),
  /** Each sku a retail shopper would see while this sale is shown: its price and its sale, if any applies. */
  products: z.array(
    z.object({
      sku: z.string(),
      name: z.string(),
      price: z.number(),
      saleEnabled: z.boolean(),
      isDailyDeal: z.boolean(),
      sale: ProductSalePreviewSchema.nullable(),
    }),
  ),
  /** Asked skus that no product shown on the site has. */
  unknownSkus: z.array(z.string()),
});
export type SalePreview = z.infer<typeof SalePreviewSchema>;

/** The sale as stored: the parsed input is already a SaleSetting (times normalized, unknown fields gone). */
export const toStoredSale = (input: z.output<typeof SaleSettingInputSchema>): SaleSetting =>
  SaleSettingSchema.parse(input);

/** A stored sale as the back office keeps it: its id, its place (0 first) and its setting. */
export type StoredAdminSale = { id: number; position: number; setting: SaleSetting };

/**
 * The stored sales as listed, in their stored order: each with whether it runs at `now` and whether it is the
 * one the storefront shows (findActiveSale's first running one), and that sale's name.
 */
export function adminSaleList(stored: readonly StoredAdminSale[], now: Date): AdminSaleList {
  const shown = findActiveSale(
    stored.map((s) => s.setting),
    now,
  );
  return {
    sales: stored.map((s) => ({
      id: s.id,
      position: s.position,
      runningNow: isSaleActive(s.setting, now),
      shownNow: s.setting === shown,
      setting: s.setting,
    })),
    shownNow: shown?.name ?? null,
  };
}

/**
 * What the storefront would show for an unsaved `setting` at `now`, its products aside (the catalogue prices
 * them): whether it runs, whether it would be the sale shown among `saved` (the stored settings with it in its
 * place, the very object), its banner, mobile badge, countdown and cart text.
 */
export function salePreviewFrame(
  setting: SaleSetting,
  saved: readonly SaleSetting[],
  now: Date,
): Omit<SalePreview, 'products' | 'unknownSkus'> {
  const banner = saleBannerText(setting);
  return {
    setting,
    runningNow: isSaleActive(setting, now),
    shownIfSaved: findActiveSale([...saved], now) === setting,
    banner: banner && {
      ...banner,
      desktopImage: setting.layoutSettings.desktopImage,
      mobileImage: setting.layoutSettings.mobileImage,
    },
    mobileBadge: saleHeaderBadge(setting),
    countdown: {
      shown: setting.layoutSettings.showCountdownTimer,
      endsAt: countdownTarget(setting, now).toISOString(),
    },
    cartText: saleCartText(setting) ?? '',
  };
}
