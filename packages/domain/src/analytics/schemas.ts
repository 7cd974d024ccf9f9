/**
 * Analytics event bodies (spec shopping-and-account.md section 7): POST /api/analytics/events/add-to-cart
 * takes items or item, totalPrice and eventData; POST /api/analytics/events/page-view (ours) takes
 * eventData and the page type. Every string is bounded; unknown fields are dropped.
 */
import { z } from 'zod';
import { QUANTITY_MAX, QUANTITY_MIN } from '../shared/constants.js';
import { PAGE_TYPES } from './page-types.js';

export const ANALYTICS_MAX_ITEMS = 50;

const text = (max: number) => z.string().max(max);

/** Where the event happened, as the browser sees it (window.location and document). */
export const AnalyticsEventDataSchema = z.object({
  path: text(2048).min(1),
  pageTitle: text(512).default(''),
  referrer: text(2048).default(''),
  location: text(2048).default(''),
  hostname: text(255).default(''),
  search: text(2048).default(''),
  hash: text(2048).default(''),
});
export type AnalyticsEventData = z.infer<typeof AnalyticsEventDataSchema>;

export const AnalyticsItemSchema = z.object({
  sku: text(200).min(1),
  name: text(300).optional(),
  quantity: z.number().int().min(QUANTITY_MIN).max(QUANTITY_MAX),
  /** Unit price in dollars as the page showed it (analytics only; never used for charging). */
  price: z.number().nonnegative().max(10_000_000).optional(),
  price_map: z.number().nonnegative().max(10_000_000).nullable().optional(),
  price_msrp: z.number().nonnegative().max(10_000_000).nullable().optional(),
  product_id: z.number().int().positive().nullable().optional(),
  variant: text(200).optional(),
});
export type AnalyticsItem = z.infer<typeof AnalyticsItemSchema>;

export const AddToCartEventBodySchema = z
  .object({
    items: z.array(AnalyticsItemSchema).min(1).max(ANALYTICS_MAX_ITEMS).optional(),
    item: AnalyticsItemSchema.optional(),
    totalPrice: z.number().nonnegative().max(100_000_000),
    eventData: AnalyticsEventDataSchema,
  })
  .refine((body) => body.items !== undefined || body.item !== undefined, {
    message: 'items or item is required',
    path: ['items'],
  });
export type AddToCartEventBody = z.infer<typeof AddToCartEventBodySchema>;

export const PageViewEventBodySchema = z.object({
  eventData: AnalyticsEventDataSchema,
  /** The client's page type; the server derives it from eventData.path when it is left out. */
  pageType: z.enum(PAGE_TYPES).optional(),
});
export type PageViewEventBody = z.infer<typeof PageViewEventBodySchema>;

export const AnalyticsEventResponseSchema = z.object({ status: z.literal('success') });
export type AnalyticsEventResponse = z.infer<typeof AnalyticsEventResponseSchema>;
