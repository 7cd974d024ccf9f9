/**
 * The shop's settings as the rest of the domain takes them (decision 080): the spec's values as defaults,
 * the shipping rules in cents, the site facts (SiteInfo) the page heads and mails are made with.
 */
import { DEFAULT_SITE, type SiteInfo } from '../seo/page-head.js';
import { SUPPORT_HOURS } from '../shared/constants.js';
import { centsToDollars, toCents } from '../shared/money.js';
import { DEFAULT_SHIPPING_RULES, type ShippingRules } from '../shared/shipping.js';
import { DEFAULT_ACCENT_COLOR } from './default-accent.js';
import type { PublicShopSettings, ShippingSettings, ShopSettings, SocialNetwork } from './schemas.js';

/** The social networks' names, as the back office's fields and the footer's links show them. */
export const SOCIAL_NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  x: 'X',
};

/** The spec's shipping rules in the settings' dollars. */
export const shippingSettingsOf = (rules: ShippingRules): ShippingSettings => ({
  retail_threshold: centsToDollars(rules.retailThresholdCents),
  retail_flat_rate: centsToDollars(rules.retailFlatCents),
  dealer_threshold: centsToDollars(rules.dealerThresholdCents),
  dealer_flat_rate: centsToDollars(rules.dealerFlatCents),
});

/** The shipping settings as the domain's rules take them (cents). */
export const settingsShippingRules = (s: ShippingSettings): ShippingRules => ({
  retailThresholdCents: toCents(s.retail_threshold),
  retailFlatCents: toCents(s.retail_flat_rate),
  dealerThresholdCents: toCents(s.dealer_threshold),
  dealerFlatCents: toCents(s.dealer_flat_rate),
});

/**
 * The settings before the merchant changed any: the spec's name, contact, hours, red and shipping rules;
 * `site` (the environment's name and contact, when set) and `orderEmail` (SHOP_ORDER_EMAIL) fill their parts.
 */
export function defaultShopSettings(
  site: Pick<SiteInfo, 'name' | 'supportEmail' | 'supportPhone'> = DEFAULT_SITE,
  orderEmail: string | null = null,
): ShopSettings {
  return {
    identity: {
      name: site.name,
      logo_url: null,
      favicon_url: null,
      accent_color: DEFAULT_ACCENT_COLOR,
      contact_email: site.supportEmail,
      phone: site.supportPhone,
      address: null,
      support_hours: { opens: SUPPORT_HOURS.opens, closes: SUPPORT_HOURS.closes },
      social_links: [],
    },
    shipping: shippingSettingsOf(DEFAULT_SHIPPING_RULES),
    order_email: orderEmail,
  };
}

/** The storefront's part of the settings. */
export const publicShopSettings = (s: ShopSettings): PublicShopSettings => ({
  identity: s.identity,
  shipping: s.shipping,
});

/** The site facts of the settings, for page heads, JSON-LD, preview images and mails. */
export function siteOfSettings(s: PublicShopSettings): SiteInfo {
  const { identity } = s;
  return {
    name: identity.name,
    description: DEFAULT_SITE.description,
    supportEmail: identity.contact_email,
    supportPhone: identity.phone,
    logoUrl: identity.logo_url,
    accentColor: identity.accent_color,
    supportHours: identity.support_hours,
    address: identity.address,
    socialLinks: identity.social_links.map((l) => l.url),
    shipping: settingsShippingRules(s.shipping),
  };
}
