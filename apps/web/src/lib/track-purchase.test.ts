import { beforeEach, describe, expect, it, vi } from 'vitest';
import { trackPurchase } from './analytics';

const w = window as Window & { dataLayer?: unknown[] };

beforeEach(() => {
  w.dataLayer = [];
});

describe('trackPurchase', () => {
  it("logs 'Order information is missing.' and skips when there is no order", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(trackPurchase(null)).toBeNull();
    expect(trackPurchase({ lineItems: [] })).toBeNull();
    expect(warn).toHaveBeenCalledWith('Order information is missing.');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(w.dataLayer).toEqual([]);
  });

  it("logs 'Order total or order number is missing.' and skips when either is missing", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(trackPurchase({ order: { order_number: 'SA-1' }, lineItems: [] })).toBeNull();
    expect(trackPurchase({ order: { final_total: 10, order_number: '' }, lineItems: [] })).toBeNull();
    expect(warn).toHaveBeenNthCalledWith(1, 'Order total or order number is missing.');
    expect(warn).toHaveBeenNthCalledWith(2, 'Order total or order number is missing.');
    expect(w.dataLayer).toEqual([]);
  });

  it('pushes value, USD, transaction id and the items to the data layer', () => {
    const event = trackPurchase({
      order: { final_total: 304.8, order_number: 'SA-100234', email: 'pat@example.com' },
      lineItems: [{ sku: 'EVL-12-D2', quantity: 2 }],
    });
    const expected = {
      event: 'purchase',
      value: 304.8,
      currency: 'USD',
      transaction_id: 'SA-100234',
      items: [{ sku: 'EVL-12-D2', quantity: 2 }],
    };
    expect(event).toEqual(expected);
    expect(w.dataLayer).toEqual([expected]);
  });
});
