/**
 * The home page and footer the merchant edits (decision 082): hero slides (a picture, its alt text, a link, an
 * order and an optional schedule), category tiles, the announcement bar and the footer's link groups. The
 * storefront reads one public answer (`GET /api/home`, seo/page-reads.ts HOME_API_URL, on every page) holding only what is shown now: the
 * slides whose schedule holds the moment, the bar when it is on. The back office reads and replaces each part
 * whole (its order is the list's).
 */
import { z } from 'zod';
import { OptionalCsrfSchema, adminText, requiredAdminText, AdminTimestampSchema } from '../admin/fields.js';

export const HOME_SLIDES_MAX = 8;
export const HOME_TILES_MAX = 12;
export const FOOTER_GROUPS_MAX = 6;
export const FOOTER_LINKS_MAX = 12;
export const ANNOUNCEMENT_MAX = 160;

const UNSAFE_TEXT = /[\s\\"'<>]/;

/**
 * Where a merchant's link may lead: a path on this site ('/collections/x?y=1', one leading '/') or an https
 * URL with a host. Anything else (javascript:, data:, http:, '//other.site', a relative 'x') is refused.
 */
export function isSafeLink(link: string): boolean {
  if (link.length === 0 || link.length > 500) return false;
  if (link.startsWith('/')) return !link.startsWith('//') && !/[\s\\]/.test(link);
  if (!link.toLowerCase().startsWith('https://') || UNSAFE_TEXT.test(link) || !URL.canParse(link))
    return false;
  const url = new URL(link);
  return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
}

/** A link off this site (opened in a new tab, rel noopener). */
export const isExternalLink = (link: string): boolean => !link.startsWith('/');

export const HomeLinkSchema = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(500)
  .refine(isSafeLink, 'A path on this site (starting with /) or an https:// address');

/** A home picture: one the image store serves ('/img/...'). */
export const HomeImageSchema = z
  .string()
  .min(1, 'Required')
  .max(500)
  .regex(/^\/img\/[^\s\\"'<>?#]+$/, 'A picture uploaded to the shop');

export type Schedule = { startsAt: string | null; endsAt: string | null };

/** True while `now` is inside the schedule: from its start (none: always begun) until its end (none: never). */
export function isScheduledAt(schedule: Schedule, now: Date): boolean {
  const at = now.getTime();
  if (schedule.startsAt !== null && Date.parse(schedule.startsAt) > at) return false;
  return schedule.endsAt === null || at < Date.parse(schedule.endsAt);
}

/** The slides to show at `now`, in their order. */
export const shownSlides = <S extends Schedule>(slides: readonly S[], now: Date): S[] =>
  slides.filter((s) => isScheduledAt(s, now));

/** What is wrong with a schedule, or null: an end must come after the start. */
export function scheduleProblem(schedule: Schedule): string | null {
  if (schedule.startsAt !== null && schedule.endsAt !== null && schedule.endsAt <= schedule.startsAt)
    return 'The end must come after the start';
  return null;
}

// --- the storefront's answer ---

export const HomeSlideSchema = z.object({
  image: z.string(),
  /** The stored widths of an uploaded picture ('/img/uploads/x-640.webp 640w, ...'), null for none. */
  srcset: z.string().nullable(),
  alt: z.string(),
  link: z.string(),
});
export type HomeSlide = z.infer<typeof HomeSlideSchema>;

export const HomeTileSchema = z.object({ title: z.string(), image: z.string().nullable(), link: z.string() });
export type HomeTile = z.infer<typeof HomeTileSchema>;

export const FooterLinkSchema = z.object({ label: z.string(), url: z.string() });
export const FooterGroupSchema = z.object({ title: z.string(), links: z.array(FooterLinkSchema) });
export type FooterGroup = z.infer<typeof FooterGroupSchema>;

export const AnnouncementSchema = z.object({ text: z.string(), link: z.string().nullable() });
export type Announcement = z.infer<typeof AnnouncementSchema>;

export const HomeResponseSchema = z.object({
  slides: z.array(HomeSlideSchema),
  tiles: z.array(HomeTileSchema),
  /** The bar above the header, null while it is off. */
  announcement: AnnouncementSchema.nullable(),
  footer: z.array(FooterGroupSchema),
});
export type HomeResponse = z.infer<typeof HomeResponseSchema>;

/**
 * The footer of a shop whose merchant has stored none (a new production shop): the pages of the spec's route
 * list. The demo stores these with the help-center and product-video links.
 */
export const DEFAULT_FOOTER_GROUPS: readonly FooterGroup[] = [
  {
    title: 'Customer Service',
    links: [
      { url: '/pages/contact-us', label: 'Contact Us' },
      // A guest's way back to an order (decision 057): its number and email lead to its page.
      { url: '/orders/lookup', label: 'Find Your Order' },
      { url: '/pages/frequently-asked-questions', label: 'FAQ' },
      { url: '/pages/return-policy', label: 'Return Policy' },
      { url: '/pages/warranty-policy', label: 'Warranty Policy' },
      { url: '/pages/financing', label: 'Financing' },
    ],
  },
  {
    title: 'Company',
    links: [
      { url: '/pages/about-us', label: 'About Us' },
      { url: '/pages/reviews', label: 'Reviews' },
      { url: '/jobs', label: 'Jobs' },
      { url: '/pages/become-a-dealer', label: 'Become a Dealer' },
      { url: '/pages/dealer-locator', label: 'Dealer Locator' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { url: '/box-design-calculator', label: 'Box Design Calculator' },
      { url: '/subwoofer-wiring-diagrams', label: 'Subwoofer Wiring Diagrams' },
      { url: '/pages/privacy-policy', label: 'Privacy Policy' },
      { url: '/pages/terms-and-conditions', label: 'Terms & Conditions' },
    ],
  },
];

// --- the back office ---

const ScheduleFields = {
  startsAt: AdminTimestampSchema.nullable(),
  endsAt: AdminTimestampSchema.nullable(),
};

export const HomeSlideInputSchema = z
  .object({
    image: HomeImageSchema,
    alt: requiredAdminText(200),
    link: HomeLinkSchema,
    ...ScheduleFields,
  })
  .strict()
  .superRefine((slide, ctx) => {
    const problem = scheduleProblem(slide);
    if (problem) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: problem });
  });
export type HomeSlideInput = z.infer<typeof HomeSlideInputSchema>;

export const HomeTileInputSchema = z
  .object({ title: requiredAdminText(60), image: HomeImageSchema.nullable(), link: HomeLinkSchema })
  .strict();
export type HomeTileInput = z.infer<typeof HomeTileInputSchema>;

export const AnnouncementInputSchema = z
  .object({
    text: adminText(ANNOUNCEMENT_MAX),
    link: HomeLinkSchema.nullable(),
    enabled: z.boolean(),
  })
  .strict()
  .refine((a) => !a.enabled || a.text.trim() !== '', { path: ['text'], message: 'Required to show the bar' });
export type AnnouncementInput = z.infer<typeof AnnouncementInputSchema>;

export const FooterGroupInputSchema = z
  .object({
    title: requiredAdminText(60),
    links: z
      .array(z.object({ label: requiredAdminText(60), url: HomeLinkSchema }).strict())
      .min(1, 'At least one link')
      .max(FOOTER_LINKS_MAX),
  })
  .strict();

export const HomeSlidesBodySchema = z.object({
  slides: z.array(HomeSlideInputSchema).max(HOME_SLIDES_MAX),
  csrfToken: OptionalCsrfSchema,
});
export const HomeTilesBodySchema = z.object({
  tiles: z.array(HomeTileInputSchema).max(HOME_TILES_MAX),
  csrfToken: OptionalCsrfSchema,
});
export const AnnouncementBodySchema = z.object({
  announcement: AnnouncementInputSchema,
  csrfToken: OptionalCsrfSchema,
});
export const FooterBodySchema = z.object({
  groups: z.array(FooterGroupInputSchema).max(FOOTER_GROUPS_MAX),
  csrfToken: OptionalCsrfSchema,
});

export const AdminHomeSchema = z.object({
  slides: z.array(
    z.object({
      image: z.string(),
      alt: z.string(),
      link: z.string(),
      startsAt: z.string().nullable(),
      endsAt: z.string().nullable(),
    }),
  ),
  tiles: z.array(HomeTileSchema),
  announcement: z.object({ text: z.string(), link: z.string().nullable(), enabled: z.boolean() }),
  footer: z.array(FooterGroupSchema),
  /** True while the merchant has stored no footer: the shop shows DEFAULT_FOOTER_GROUPS. */
  footerIsDefault: z.boolean(),
});
export type AdminHome = z.infer<typeof AdminHomeSchema>;
