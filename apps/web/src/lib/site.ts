import {
  DEFAULT_SHIPPING_RULES,
  DEFAULT_SITE,
  SHOP_SETTINGS_ELEMENT_ID,
  siteOfSettings,
  type PublicShopSettings,
  type ShippingRules,
  type SiteInfo,
} from '@shop/domain';

/**
 * The shop's settings as this page load's index.html carries them (decision 080): the server writes them into
 * an element of their own (apps/api pages/page-source.ts), read once here when the app starts, so every part
 * (header, footer, page heads, messages, shipping rules) shows the merchant's values from the first render,
 * with no build-time name and no request. A change made in /admin/settings shows on the next page load.
 * Without the element (the Vite dev server's index.html) the spec's defaults stand.
 */
function embeddedSettings(): PublicShopSettings | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(SHOP_SETTINGS_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    // The server's own answer, parsed with the domain's schema there: taken as it is (no zod in the first JS).
    return JSON.parse(element.textContent) as PublicShopSettings;
  } catch {
    return null;
  }
}

/** The storefront's settings of this page load (null: the defaults). */
export const SHOP_SETTINGS: PublicShopSettings | null = embeddedSettings();

/** The shop's brand and support contact. */
export const SITE: SiteInfo = SHOP_SETTINGS ? siteOfSettings(SHOP_SETTINGS) : DEFAULT_SITE;

/** Brand name (a setting; the spec's default). */
export const SITE_NAME = SITE.name;

/** Support contact (settings with the shop's defaults). */
export const SUPPORT_EMAIL = SITE.supportEmail;

/** The shop's shipping rules (free from a threshold, a flat rate below), retail and dealer. */
export const SHIPPING_RULES: ShippingRules = SITE.shipping ?? DEFAULT_SHIPPING_RULES;
