/**
 * What the shown sale puts in the page's chrome (spec catalogue sections 2 and 4): the banner under the header
 * (its title, percent off and links, when the banner setting is on) and the sale-mode badge beside the mobile
 * logo. The web draws them; the back office's preview answers the same words before a sale is saved.
 */
import type { SaleSetting } from './schemas.js';

export type SaleBannerText = {
  /** The normal sale title without its trailing colon ('Summer Sales Event Special'). */
  title: string;
  /** The discount in whole percent (0 when the sale has none). */
  percentOff: number;
  links: SaleSetting['layoutSettings']['bannerLinks'];
};

/** The banner of the shown sale, or null without a sale or with its banner turned off. */
export function saleBannerText(sale: SaleSetting | null): SaleBannerText | null {
  if (!sale || !sale.layoutSettings.showBanner) return null;
  return {
    title: sale.saleTextSettings.normalSaleTitle.trim().replace(/:$/, ''),
    percentOff: Math.round(sale.discountPercentage * 100),
    links: sale.layoutSettings.bannerLinks,
  };
}

/**
 * The side cart's special-price text before a sale line's price (spec catalogue section 4: "Summer Sales Event
 * Special: "): the sale's normal title as typed, ending in exactly one space, so that a title saved without its
 * trailing space ('Newcomer Flash Sale:') never runs into the price. Null without a sale or with a blank title.
 */
export function saleCartText(sale: SaleSetting | null): string | null {
  const title = sale?.saleTextSettings.normalSaleTitle.trimEnd() ?? '';
  return title ? `${title} ` : null;
}

/** The text badge beside the mobile logo, or null when the sale has it off or empty. */
export function saleHeaderBadge(sale: SaleSetting | null): string | null {
  const mobile = sale?.layoutSettings.mobile;
  if (!mobile?.showHeaderTextOverlay || !mobile.HeaderTextOverlayText) return null;
  return mobile.HeaderTextOverlayText;
}
