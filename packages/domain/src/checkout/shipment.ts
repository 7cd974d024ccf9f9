/**
 * Shipping an order (decision 042; the back office's call: decision 049): the carriers the shop ships
 * with, their tracking pages, and which orders may be marked shipped.
 */
import { z } from 'zod';

export const CARRIERS = ['ups', 'fedex', 'usps', 'dhl'] as const;
export type Carrier = (typeof CARRIERS)[number];

export const CARRIER_NAMES: Record<Carrier, string> = {
  ups: 'UPS',
  fedex: 'FedEx',
  usps: 'USPS',
  dhl: 'DHL Express',
};

const TRACKING_PAGES: Record<Carrier, string> = {
  ups: 'https://www.ups.com/track?tracknum=',
  fedex: 'https://www.fedex.com/fedextrack/?trknbr=',
  usps: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=',
  dhl: 'https://www.dhl.com/us-en/home/tracking.html?tracking-id=',
};

/** The carrier's public tracking page for a tracking number. */
export const trackingUrl = (carrier: Carrier, trackingNumber: string): string =>
  `${TRACKING_PAGES[carrier]}${encodeURIComponent(trackingNumber)}`;

/** A tracking number as carriers print them: letters and digits, spaces dropped, upper-cased. */
export const TrackingNumberSchema = z
  .string()
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{8,40}$/, 'Use the 8 to 40 letters and digits of the tracking number'));

export const ShipmentSchema = z.object({ carrier: z.enum(CARRIERS), trackingNumber: TrackingNumberSchema });
export type Shipment = z.infer<typeof ShipmentSchema>;

/** Only a paid order can be shipped (a cancelled or refunded one cannot; a shipped one already is). */
export const canShip = (status: string): boolean => status === 'paid';

/** A shipped order's shipment as the shopper's Order History and the back office show it. */
export const ShipmentInfoSchema = z.object({
  carrier: z.enum(CARRIERS),
  carrier_name: z.string(),
  tracking_number: z.string(),
  tracking_url: z.string(),
  shipped_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
});
export type ShipmentInfo = z.infer<typeof ShipmentInfoSchema>;

/** The shipment of an order with a carrier and tracking number, else null. */
export function shipmentInfoOf(o: {
  carrier: Carrier | null;
  tracking_number: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
}): ShipmentInfo | null {
  if (!o.carrier || !o.tracking_number) return null;
  return {
    carrier: o.carrier,
    carrier_name: CARRIER_NAMES[o.carrier],
    tracking_number: o.tracking_number,
    tracking_url: trackingUrl(o.carrier, o.tracking_number),
    shipped_at: o.shipped_at,
    delivered_at: o.delivered_at,
  };
}
