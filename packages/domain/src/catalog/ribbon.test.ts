import { describe, expect, it } from 'vitest';
import { OVERLAY, ribbonText, STOCK_OVERLAYS, stockRibbonText, textEms } from './ribbon.js';
import { defaultSaleLayout } from '../sales/seen-sales.js';

describe('the stock overlays and their ribbon', () => {
  it('names the word of a stock sale or daily-deal picture, and none for any other picture', () => {
    expect(stockRibbonText(STOCK_OVERLAYS.sale)).toBe('SALE');
    expect(stockRibbonText(STOCK_OVERLAYS.dailyDeal)).toBe('DAILY DEAL');
    expect(stockRibbonText(STOCK_OVERLAYS.preorder)).toBeNull();
    expect(stockRibbonText('/img/uploads/ribbon-640.webp')).toBeNull();
    expect(defaultSaleLayout('SALE').overlays).toEqual(STOCK_OVERLAYS);
  });

  it('lays a word out inside the corner triangle: no larger than the largest font, never wider than it is', () => {
    for (const word of ['SALE', 'DAILY DEAL', 'PRE-ORDER']) {
      const { x, fontSize, length } = ribbonText(word);
      expect(fontSize).toBeLessThanOrEqual(OVERLAY.maxFont);
      expect(length).toBeLessThanOrEqual(textEms(word) * fontSize + 1e-9);
      expect(x).toBeGreaterThan(0);
      expect(2 * x).toBeLessThan(OVERLAY.leg);
    }
  });
});
