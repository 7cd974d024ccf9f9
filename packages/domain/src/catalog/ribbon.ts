/**
 * The stock sale overlays (the pictures a new sale starts with, defaultSaleLayout) and the layout of their
 * corner ribbon: the demo draws them as pictures, and the storefront draws the sale's and the daily deal's in
 * the shop's accent instead of showing the fixed-colour picture (decision 080). A merchant's uploaded overlay is
 * shown as it is.
 */

/** The stock overlay pictures' paths. */
export const STOCK_OVERLAYS = {
  sale: '/img/overlays/sale.svg',
  dailyDeal: '/img/overlays/daily-deal.svg',
  preorder: '/img/overlays/preorder.svg',
} as const;

/** The word on a stock overlay's ribbon, by its path; null for any other picture. */
export function stockRibbonText(path: string): 'SALE' | 'DAILY DEAL' | null {
  if (path === STOCK_OVERLAYS.sale) return 'SALE';
  if (path === STOCK_OVERLAYS.dailyDeal) return 'DAILY DEAL';
  return null;
}

/** Advance of a character in ems, close to Arial Bold (caps about 0.72, narrow letters less). */
function emWidth(c: string): number {
  if (c === ' ') return 0.28;
  if (c === '-') return 0.34;
  if (/[.,:;'!|]/.test(c)) return 0.3;
  if (/[0-9]/.test(c)) return 0.56;
  if (c === 'I') return 0.28;
  if (/[MW]/.test(c)) return 0.9;
  if (/[A-Z]/.test(c)) return 0.72;
  if (/[ijl]/.test(c)) return 0.28;
  if (/[frt]/.test(c)) return 0.36;
  if (/[mw]/.test(c)) return 0.86;
  return 0.6;
}

/** The text's width in ems (times the font size: its width in user units). */
export const textEms = (text: string): number => [...text].reduce((sum, c) => sum + emWidth(c), 0);

/** The overlay's corner triangle: its legs in a 400x400 overlay, and the text's room inside it. */
export const OVERLAY = { size: 400, leg: 180, margin: 10, maxFont: 32, capHeight: 0.72 } as const;

/**
 * Where a ribbon label sits: along the triangle's long side, its baseline a little inside it, as large as
 * fits (at most maxFont). The label's cap line is the shortest line it must fit on: 2 x (reach - font).
 */
export function ribbonText(text: string): { x: number; fontSize: number; length: number } {
  const reach = OVERLAY.leg / Math.SQRT2; // from the corner to the long side
  const ems = textEms(text);
  const fontSize = Math.min(OVERLAY.maxFont, (2 * reach - 2 * OVERLAY.margin) / (ems + 2));
  const gap = 0.28 * fontSize; // baseline to the long side
  const room = 2 * (reach - gap - OVERLAY.capHeight * fontSize) - 2 * OVERLAY.margin;
  // The baseline's middle lies on the diagonal x = y.
  const x = (OVERLAY.leg - gap * Math.SQRT2) / 2;
  return { x, fontSize, length: Math.min(ems * fontSize, room) };
}
