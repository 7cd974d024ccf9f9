import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARRIERS, canShip, ShipmentSchema, TrackingNumberSchema, trackingUrl } from './shipment.js';

describe('shipments', () => {
  it("links each carrier's tracking page with the number", () => {
    expect(trackingUrl('ups', '1Z999AA10123456784')).toBe(
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );
    expect(trackingUrl('usps', '9400100000000000000000')).toContain('tools.usps.com');
    expect(trackingUrl('fedex', '123456789012')).toContain('fedex.com');
    expect(trackingUrl('dhl', '1234567890')).toContain('dhl.com');
  });
  it('reads a tracking number as printed: spaces dropped, upper case, 8 to 40 letters and digits', () => {
    expect(TrackingNumberSchema.parse(' 1z 999 aa1 0123456784 ')).toBe('1Z999AA10123456784');
    for (const bad of ['1234567', 'A'.repeat(41), '12345-678', '<script>', ''])
      expect(TrackingNumberSchema.safeParse(bad).success).toBe(false);
    expect(ShipmentSchema.safeParse({ carrier: 'pigeon', trackingNumber: '12345678' }).success).toBe(false);
  });
  it('escapes whatever number it is given into the link', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CARRIERS), fc.string(), (carrier, number) => {
        const url = trackingUrl(carrier, number);
        return url.startsWith('https://') && url.endsWith(encodeURIComponent(number)) && !/[\s<>"]/.test(url);
      }),
    );
  });
  it('ships only a paid order', () => {
    expect(canShip('paid')).toBe(true);
    for (const status of ['shipped', 'cancelled', 'refunded']) expect(canShip(status)).toBe(false);
  });
});
