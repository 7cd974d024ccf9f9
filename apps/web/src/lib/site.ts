import { DEFAULT_SITE, type SiteInfo } from '@shop/domain';

/**
 * The shop's brand and support contact: settings with the spec's defaults (packages/domain DEFAULT_SITE).
 * The server reads the same VITE_ variables for the heads it writes (apps/api config.ts).
 */
export const SITE: SiteInfo = {
  name: import.meta.env.VITE_SITE_NAME ?? DEFAULT_SITE.name,
  description: DEFAULT_SITE.description,
  supportEmail: import.meta.env.VITE_SUPPORT_EMAIL ?? DEFAULT_SITE.supportEmail,
  supportPhone: import.meta.env.VITE_SUPPORT_PHONE ?? DEFAULT_SITE.supportPhone,
};

/** Brand name (a setting; the spec's default). */
export const SITE_NAME = SITE.name;

/** Support contact (settings with the shop's defaults). */
export const SUPPORT_EMAIL = SITE.supportEmail;
export const SUPPORT_PHONE: string | null = SITE.supportPhone;
