/** The home area's API contract (decision 082): the storefront's answer and the back office's bodies. */
import { z } from 'zod';
import { AdminTimestampSchema, OptionalCsrfSchema, adminText, requiredAdminText } from '../admin/fields.js';
import {
  ANNOUNCEMENT_MAX,
  FOOTER_GROUPS_MAX,
  FOOTER_LINKS_MAX,
  HOME_SLIDES_MAX,
  HOME_TILES_MAX,
  isSafeLink,
  scheduleProblem,
} from './home.js';

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
