/**
 * The settings area's contract (decision 080): the shop's identity, its shipping rules and its order address,
 * one document the back office reads and writes whole, and the part the storefront reads (everything but the
 * order address). Money is dollars in the JSON; the domain's rules take cents (settingsShippingRules).
 */
import { z } from 'zod';
import { OptionalCsrfSchema } from '../admin/fields.js';
import { accentTheme } from './accent.js';

/** A picture the back office uploaded (images area, decision 058): its /img/uploads/ path, or none. */
const UploadedPathSchema = z
  .string()
  .regex(/^\/img\/uploads\/[A-Za-z0-9_-]{22}\.webp$/, 'Upload a picture (JPEG, PNG or WebP)')
  .nullable();

const TimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A time as HH:MM (24 hours)');

/** Text the shop may leave out: null, never blank. */
const optionalText = (max: number) => z.string().trim().min(1, 'Leave it empty instead').max(max).nullable();

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'youtube', 'tiktok', 'x'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SocialLinkSchema = z.strictObject({
  network: z.enum(SOCIAL_NETWORKS),
  url: z.url({ protocol: /^https$/, message: 'An https:// link' }).max(300),
});
export type SocialLink = z.infer<typeof SocialLinkSchema>;

export const AccentColorSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/, 'A colour as #rrggbb')
  .refine((hex) => accentTheme(hex) !== null, {
    message:
      'This colour would be hard to see in the light or the dark theme (its label under 4.5:1 or the colour under 3:1 on the page): pick another',
  });

export const ShopIdentitySchema = z.strictObject({
  name: z.string().trim().min(1, 'The shop needs a name').max(80),
  logo_url: UploadedPathSchema,
  favicon_url: UploadedPathSchema,
  accent_color: AccentColorSchema,
  contact_email: z.email('An email address').max(254),
  phone: optionalText(40),
  address: optionalText(300),
  support_hours: z
    .strictObject({ opens: TimeSchema, closes: TimeSchema })
    .refine((h) => h.opens < h.closes, { message: 'Support closes after it opens', path: ['closes'] }),
  social_links: z
    .array(SocialLinkSchema)
    .max(SOCIAL_NETWORKS.length)
    .refine((links) => new Set(links.map((l) => l.network)).size === links.length, {
      message: 'One link per network',
    }),
});
export type ShopIdentity = z.infer<typeof ShopIdentitySchema>;

/** Dollars with at most two decimals, 0 to 100,000. */
const DollarsSchema = z
  .number()
  .min(0, 'At least $0')
  .max(100_000, 'At most $100,000')
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { message: 'Whole cents' });

export const ShippingSettingsSchema = z.strictObject({
  retail_threshold: DollarsSchema,
  retail_flat_rate: DollarsSchema,
  dealer_threshold: DollarsSchema,
  dealer_flat_rate: DollarsSchema,
});
export type ShippingSettings = z.infer<typeof ShippingSettingsSchema>;

/** The back office's whole document: GET and PUT /api/admin/settings. */
export const ShopSettingsSchema = z.strictObject({
  identity: ShopIdentitySchema,
  shipping: ShippingSettingsSchema,
  /** Where each new order is mailed; null: nobody. */
  order_email: z.email('An email address').max(254).nullable(),
});
export type ShopSettings = z.infer<typeof ShopSettingsSchema>;

export const PutShopSettingsBodySchema = ShopSettingsSchema.extend({ csrfToken: OptionalCsrfSchema });
export type PutShopSettingsBody = z.input<typeof PutShopSettingsBodySchema>;

/** GET /api/settings: what the storefront shows (no order address). */
export const PublicShopSettingsSchema = z.object({
  identity: ShopIdentitySchema,
  shipping: ShippingSettingsSchema,
});
export type PublicShopSettings = z.infer<typeof PublicShopSettingsSchema>;
