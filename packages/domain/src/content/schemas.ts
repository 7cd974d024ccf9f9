/**
 * The content area's contract (decision 081): the merchant's Markdown pages as the storefront reads them
 * (rendered and sanitized on the server: HTML only) and as the back office lists, edits and previews them.
 */
import { z } from 'zod';
import { OptionalCsrfSchema } from '../admin/fields.js';
import { SLUG_MESSAGE, SLUG_PATTERN } from '../shared/handles.js';
import {
  PAGE_BODY_MAX,
  PAGE_SEO_DESCRIPTION_MAX,
  PAGE_SEO_TITLE_MAX,
  PAGE_SLUG_MAX,
  PAGE_TITLE_MAX,
  TAKEN_PAGE_SLUGS,
} from './pages.js';

export const PageSlugSchema = z.string().max(PAGE_SLUG_MAX).regex(SLUG_PATTERN, SLUG_MESSAGE);
export const PageSlugParamSchema = z.strictObject({ slug: PageSlugSchema });

/** GET /api/pages/:slug: a published page, its body as sanitized HTML. */
export const ContentPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  html: z.string(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  /** null: the built-in text the shop started with, never edited. */
  updatedAt: z.string().nullable(),
});
export type ContentPageResponse = z.infer<typeof ContentPageSchema>;

/** GET /api/pages: the published pages' addresses and titles (for the footer's links and the sitemap). */
export const ContentPageLinkSchema = z.object({ slug: z.string(), title: z.string(), path: z.string() });
export const ContentPageLinksSchema = z.object({ pages: z.array(ContentPageLinkSchema) });
export type ContentPageLinks = z.infer<typeof ContentPageLinksSchema>;

const Title = z.string().trim().min(1, 'A title is required').max(PAGE_TITLE_MAX);
const Body = z.string().max(PAGE_BODY_MAX, `At most ${PAGE_BODY_MAX} characters`);
const SeoTitle = z.string().trim().max(PAGE_SEO_TITLE_MAX);
const SeoDescription = z.string().trim().max(PAGE_SEO_DESCRIPTION_MAX);

/** A page in the back office's list. */
export const AdminPageSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  path: z.string(),
  published: z.boolean(),
  builtIn: z.boolean(),
  updatedAt: z.string().nullable(),
});
export const AdminPageListSchema = z.object({ pages: z.array(AdminPageSummarySchema) });
export type AdminPageList = z.infer<typeof AdminPageListSchema>;

/** A page in the back office's editor: its Markdown and its SEO fields as stored ('' for the defaults). */
export const AdminPageSchema = AdminPageSummarySchema.extend({
  body: z.string(),
  seoTitle: z.string(),
  seoDescription: z.string(),
});
export type AdminPage = z.infer<typeof AdminPageSchema>;

/** POST /api/admin/pages: a new page. */
export const CreatePageBodySchema = z.strictObject({
  slug: PageSlugSchema.refine(
    (s) => !TAKEN_PAGE_SLUGS.includes(s),
    'This address belongs to a page of the shop',
  ),
  title: Title,
  body: Body.default(''),
  seoTitle: SeoTitle.default(''),
  seoDescription: SeoDescription.default(''),
  published: z.boolean().default(false),
  csrfToken: OptionalCsrfSchema,
});
export type CreatePageBody = z.input<typeof CreatePageBodySchema>;

/** PATCH /api/admin/pages/:slug: the fields that change. */
export const UpdatePageBodySchema = z.strictObject({
  title: Title.optional(),
  body: Body.optional(),
  seoTitle: SeoTitle.optional(),
  seoDescription: SeoDescription.optional(),
  published: z.boolean().optional(),
  csrfToken: OptionalCsrfSchema,
});
export type UpdatePageBody = z.input<typeof UpdatePageBodySchema>;

/** POST /api/admin/pages/preview: Markdown rendered as the storefront would show it. */
export const PagePreviewBodySchema = z.strictObject({ body: Body, csrfToken: OptionalCsrfSchema });
export const PagePreviewSchema = z.object({ html: z.string() });
export type PagePreview = z.infer<typeof PagePreviewSchema>;
