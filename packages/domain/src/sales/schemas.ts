import { z } from 'zod';

export const SaleLayoutSettingsSchema = z.object({
  showBanner: z.boolean(),
  showCountdownTimer: z.boolean(),
  showEmailPopup: z.boolean(),
  showPushPopup: z.boolean(),
  bannerLinks: z.array(z.object({ label: z.string(), href: z.string() })),
  desktopImage: z.string().nullable(),
  mobileImage: z.string().nullable(),
  overlays: z.object({
    sale: z.string().nullable(),
    dailyDeal: z.string().nullable(),
    preorder: z.string().nullable(),
  }),
  mobile: z.object({ showHeaderTextOverlay: z.boolean(), HeaderTextOverlayText: z.string() }),
});

export const SaleSettingSchema = z.object({
  name: z.string(),
  saleIsActive: z.boolean(),
  /** ISO timestamp (UTC). */
  saleStartsAt: z.string().nullable(),
  saleExpiresAt: z.string(),
  /** 0.15 for 15%. */
  discountPercentage: z.number(),
  salePercentageDailyDeal: z.number(),
  saleTextSettings: z.object({ shortSaleTitle: z.string(), normalSaleTitle: z.string() }),
  layoutSettings: SaleLayoutSettingsSchema,
});
export type SaleSetting = z.infer<typeof SaleSettingSchema>;

export const ActiveSaleResponseSchema = z.object({ sale: SaleSettingSchema.nullable() });
export type ActiveSaleResponse = z.infer<typeof ActiveSaleResponseSchema>;
