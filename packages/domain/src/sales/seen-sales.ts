import { STOCK_OVERLAYS } from '../catalog/ribbon.js';
import type { SaleSetting } from './schemas.js';

/**
 * A sale's layout as a new sale starts (the back office's draft) and as the spec's seen sales have it: banner,
 * countdown and both popups on, the stock banner and overlay pictures; `headerText` is the mobile header overlay.
 */
export function defaultSaleLayout(headerText: string): SaleSetting['layoutSettings'] {
  return {
    showBanner: true,
    showCountdownTimer: true,
    showEmailPopup: true,
    showPushPopup: true,
    bannerLinks: [{ label: 'Shop the sale', href: '/collections/car-subwoofers' }],
    desktopImage: '/img/banners/sale-desktop.svg',
    mobileImage: '/img/banners/sale-mobile.svg',
    overlays: { ...STOCK_OVERLAYS },
    mobile: { showHeaderTextOverlay: true, HeaderTextOverlayText: headerText },
  };
}

const baseLayout = defaultSaleLayout('SALE');

/** The two sales the spec has seen, verbatim. */
export const SUMMER_SALE_2025: SaleSetting = {
  name: 'SummerSale2025',
  saleIsActive: true,
  saleStartsAt: null,
  saleExpiresAt: '2025-12-31T12:00:00.000Z',
  discountPercentage: 0.15,
  salePercentageDailyDeal: 0.15,
  saleTextSettings: { shortSaleTitle: 'Summer Sale', normalSaleTitle: 'Summer Sales Event Special: ' },
  layoutSettings: {
    ...baseLayout,
    mobile: { showHeaderTextOverlay: true, HeaderTextOverlayText: 'SUMMER SALE' },
  },
};

export const BF_2024: SaleSetting = {
  name: 'BF2024',
  saleIsActive: false,
  saleStartsAt: null,
  saleExpiresAt: '2024-12-04T05:00:00.000Z',
  discountPercentage: 0.25,
  salePercentageDailyDeal: 0.3,
  saleTextSettings: { shortSaleTitle: 'Black Friday', normalSaleTitle: 'Black Friday Sales Event Special: ' },
  layoutSettings: {
    ...baseLayout,
    mobile: { showHeaderTextOverlay: true, HeaderTextOverlayText: 'BLACK FRIDAY' },
  },
};

const DAY_MS = 86_400_000;

/** A demo sale that runs from a day before `now` to 30 days after it, so a fresh seed shows sale prices. */
export function demoSale(now: Date): SaleSetting {
  return {
    name: 'HolidaySale',
    saleIsActive: true,
    saleStartsAt: new Date(now.getTime() - DAY_MS).toISOString(),
    saleExpiresAt: new Date(now.getTime() + 30 * DAY_MS).toISOString(),
    discountPercentage: 0.15,
    salePercentageDailyDeal: 0.2,
    saleTextSettings: { shortSaleTitle: 'Holiday Sale', normalSaleTitle: 'Holiday Sales Event Special: ' },
    layoutSettings: {
      ...baseLayout,
      mobile: { showHeaderTextOverlay: true, HeaderTextOverlayText: 'HOLIDAY SALE' },
    },
  };
}
