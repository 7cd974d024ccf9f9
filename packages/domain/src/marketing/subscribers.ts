/**
 * The back office's subscribers (decision 050): marketing consent as the shop holds it (decision 042: when it was
 * given, when the owner confirmed it through the mailed link, when it was withdrawn, and from which form),
 * listed, filtered and exported as CSV, and a web-push notification sent to every browser that allowed it.
 */
import { z } from 'zod';
import { PushPayloadSchema } from './schemas.js';
import { escapeCsvCell } from '../catalog/catalog-csv.js';
import { OptionalCsrfSchema, adminText } from '../admin/fields.js';

export const SUBSCRIBERS_PAGE_SIZE = 50;

/** Which rows a list shows: anyone with a row, those who consent now (by channel), those who withdrew. */
export const SUBSCRIBER_FILTERS = ['all', 'email', 'sms', 'withdrawn'] as const;
export type SubscriberFilter = (typeof SUBSCRIBER_FILTERS)[number];

export const SubscribersQuerySchema = z.strictObject({
  q: adminText(100).default(''),
  consent: z.enum(SUBSCRIBER_FILTERS).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const SubscribersExportQuerySchema = SubscribersQuerySchema.omit({ page: true });

export const AdminSubscriberSchema = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  email_consent: z.boolean(),
  sms_consent: z.boolean(),
  /** When the email consent was given (turned on), when confirmed through the mailed link, when withdrawn. */
  email_consent_at: z.string().nullable(),
  email_confirmed_at: z.string().nullable(),
  email_opted_out_at: z.string().nullable(),
  sms_consent_at: z.string().nullable(),
  sms_opted_out_at: z.string().nullable(),
  /** The form that made the row: footer, popup or update (an account's own settings). */
  source: z.string(),
  user_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type AdminSubscriber = z.infer<typeof AdminSubscriberSchema>;

export const AdminSubscriberListSchema = z.object({
  subscribers: z.array(AdminSubscriberSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** The export's columns, in order. */
export const SUBSCRIBERS_CSV_HEADER = [
  'email',
  'phone',
  'email_consent',
  'email_consent_at',
  'email_confirmed_at',
  'email_opted_out_at',
  'sms_consent',
  'sms_consent_at',
  'sms_opted_out_at',
  'source',
  'account_id',
  'created_at',
] as const;

/** One subscriber's cells, in SUBSCRIBERS_CSV_HEADER's order, escaped against formulas (decision 048). */
export function subscriberCsvRowOf(s: AdminSubscriber): string[] {
  const cells = [
    s.email ?? '',
    s.phone ?? '',
    String(s.email_consent),
    s.email_consent_at ?? '',
    s.email_confirmed_at ?? '',
    s.email_opted_out_at ?? '',
    String(s.sms_consent),
    s.sms_consent_at ?? '',
    s.sms_opted_out_at ?? '',
    s.source,
    s.user_id === null ? '' : String(s.user_id),
    s.created_at,
  ];
  return cells.map(escapeCsvCell);
}

// ---------------------------------------------------------------------------------------------- web push

/** GET /api/admin/push: how many browsers a notification would go to now, and the last sends. */
export const AdminPushSummarySchema = z.object({
  subscriptions: z.number().int(),
  sends: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      body: z.string(),
      url: z.string(),
      total: z.number().int(),
      delivered: z.number().int(),
      removed: z.number().int(),
      failed: z.number().int(),
      skipped: z.number().int(),
      started_at: z.string(),
    }),
  ),
});

/**
 * POST /api/admin/push: the notification, and how many browsers the sender was told it goes to (the count
 * the form asked about): when more have subscribed since, the send is refused so that the question is asked
 * again with the new number.
 */
export const AdminPushBodySchema = z.strictObject({
  title: PushPayloadSchema.shape.title,
  body: PushPayloadSchema.shape.body,
  url: PushPayloadSchema.shape.url,
  expectedSubscriptions: z.number().int().min(0).max(100_000_000),
  csrfToken: OptionalCsrfSchema,
});
export type AdminPushBody = z.input<typeof AdminPushBodySchema>;

export const AdminPushResultSchema = z.object({
  total: z.number().int(),
  delivered: z.number().int(),
  removed: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
});
export type AdminPushResult = z.infer<typeof AdminPushResultSchema>;

/** Whether the send may go: the count asked about covers every subscription there is now. */
export function pushCountStillTrue(expected: number, now: number): boolean {
  return now <= expected;
}
