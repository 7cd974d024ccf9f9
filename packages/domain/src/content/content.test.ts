import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE } from '../seo/page-head.js';
import { CONTENT_PAGE_PATHS, markdownPageSeo } from '../seo/content-pages.js';
import { SLUG_PATTERN } from '../shared/handles.js';
import { BUILT_IN_PAGES, builtInPage, isBuiltInSlug } from './built-in.js';
import { APP_PAGE_SLUGS, contentPageApiUrl, PAGE_SLUG_MAX, pageSlugProblem } from './pages.js';
import { CreatePageBodySchema, PageSlugParamSchema, UpdatePageBodySchema } from './schemas.js';

describe('built-in pages', () => {
  it('are the spec URLs, none of them a page the app draws itself', () => {
    expect(BUILT_IN_PAGES.map((p) => p.slug)).toEqual([
      'about-us',
      'contact-us',
      'frequently-asked-questions',
      'return-policy',
      'warranty-policy',
      'privacy-policy',
      'terms-and-conditions',
      'financing',
    ]);
    for (const page of BUILT_IN_PAGES) {
      expect(pageSlugProblem(page.slug)).toBeNull();
      expect(CONTENT_PAGE_PATHS).not.toContain(`/pages/${page.slug}`);
      expect(page.body(DEFAULT_SITE).length).toBeGreaterThan(50);
      expect(page.seoDescription(DEFAULT_SITE)).not.toBe('');
    }
    // The app's own /pages/ pages, as the seo's table lists them.
    expect(APP_PAGE_SLUGS).toEqual(
      CONTENT_PAGE_PATHS.filter((p) => p.startsWith('/pages/')).map((p) => p.slice('/pages/'.length)),
    );
    expect(isBuiltInSlug('about-us')).toBe(true);
    expect(isBuiltInSlug('reviews')).toBe(false);
  });

  it("fill in the shop's name, support email and phone", () => {
    const site = {
      ...DEFAULT_SITE,
      name: 'Bass Co',
      supportEmail: 'help@bass.test',
      supportPhone: '+1 (555) 010-2030',
    };
    expect(builtInPage('about-us')!.body(site)).toContain('Bass Co builds car audio');
    const contact = builtInPage('contact-us')!.body(site);
    expect(contact).toContain('[help@bass.test](mailto:help@bass.test)');
    expect(contact).toContain('[+1 (555) 010-2030](tel:+15550102030)');
    expect(builtInPage('contact-us')!.body(DEFAULT_SITE)).not.toContain('Phone:');
  });
});

describe('page slugs', () => {
  it('follow the shared URL-word rule and leave the app pages alone', () => {
    expect(pageSlugProblem('shipping')).toBeNull();
    expect(pageSlugProblem('Shipping')).toMatch(/Lowercase/);
    expect(pageSlugProblem('a--b')).toMatch(/Lowercase/);
    expect(pageSlugProblem('')).toMatch(/characters/);
    expect(pageSlugProblem('a'.repeat(PAGE_SLUG_MAX + 1))).toMatch(/characters/);
    expect(pageSlugProblem('reviews')).toMatch(/belongs/);
    expect(pageSlugProblem('new')).toMatch(/belongs/);
  });

  it('agree between the rule and the schemas, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 90 }), (slug) => {
        const ok = pageSlugProblem(slug) === null;
        expect(CreatePageBodySchema.safeParse({ slug, title: 'T' }).success).toBe(ok);
        if (ok) expect(SLUG_PATTERN.test(slug)).toBe(true);
        if (ok) expect(contentPageApiUrl(slug)).toBe(`/api/pages/${slug}`);
      }),
    );
  });

  it('as a route parameter take any slug-shaped word', () => {
    expect(PageSlugParamSchema.safeParse({ slug: 'about-us' }).success).toBe(true);
    expect(PageSlugParamSchema.safeParse({ slug: '../x' }).success).toBe(false);
  });
});

describe('page bodies', () => {
  it('a new page is a draft with empty SEO fields unless told otherwise', () => {
    expect(CreatePageBodySchema.parse({ slug: 'shipping', title: ' Shipping ' })).toEqual({
      slug: 'shipping',
      title: 'Shipping',
      body: '',
      seoTitle: '',
      seoDescription: '',
      published: false,
    });
  });

  it('refuses an empty title, unknown fields and over-long text', () => {
    expect(UpdatePageBodySchema.safeParse({ title: '  ' }).success).toBe(false);
    expect(UpdatePageBodySchema.safeParse({ slug: 'x' }).success).toBe(false);
    expect(UpdatePageBodySchema.safeParse({ body: 'x'.repeat(50_001) }).success).toBe(false);
    expect(UpdatePageBodySchema.safeParse({ seoTitle: 'x'.repeat(71) }).success).toBe(false);
    expect(UpdatePageBodySchema.safeParse({ published: true }).success).toBe(true);
  });
});

describe('a Markdown page head', () => {
  const ctx = { origin: 'https://shop.test', site: DEFAULT_SITE };
  it('uses the SEO title and description, else the title and no description', () => {
    const page = {
      slug: 'shipping',
      title: 'Shipping',
      seoTitle: 'Shipping times',
      seoDescription: 'How fast',
    };
    expect(markdownPageSeo(page, ctx)).toMatchObject({
      title: 'Shipping times',
      description: 'How fast',
      canonical: '/pages/shipping',
    });
    expect(markdownPageSeo({ ...page, seoTitle: '', seoDescription: '' }, ctx)).toMatchObject({
      title: 'Shipping',
      description: null,
    });
  });

  it('tells the Organization on the contact page only', () => {
    const page = { slug: 'contact-us', title: 'Contact Us', seoTitle: '', seoDescription: '' };
    expect(markdownPageSeo(page, ctx).jsonLd).toHaveLength(2);
    expect(markdownPageSeo({ ...page, slug: 'about-us' }, ctx).jsonLd).toHaveLength(1);
  });
});
