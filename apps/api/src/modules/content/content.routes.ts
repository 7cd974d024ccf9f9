import { ContentPageLinksSchema, ContentPageSchema, PageSlugParamSchema } from '@shop/domain';
import { Router } from 'express';
import { component, defineRoutes, fails, mountRoutes, reply } from '../../lib/route-table.js';
import type { ContentService } from './content.service.js';

/** The storefront's content pages (decision 081): cached answers (lib/response-cache.ts) with ETags. */
export const contentTable = defineRoutes('/api', 'content', {
  contentPages: {
    method: 'get',
    path: '/pages',
    summary: "The published content pages' slugs, titles and paths",
    errors: [],
    responses: { 200: reply('The pages', component('ContentPageLinks', ContentPageLinksSchema)) },
  },
  contentPage: {
    method: 'get',
    path: '/pages/:slug',
    summary: 'A published content page: its title, its body as sanitized HTML, its SEO title and description',
    params: PageSlugParamSchema,
    errors: ['NOT_FOUND'],
    responses: {
      200: reply('The page', component('ContentPage', ContentPageSchema)),
      400: fails('Not a page address (VALIDATION_FAILED)'),
      404: fails('No such published page (NOT_FOUND)'),
    },
  },
});

export function contentRoutes(content: ContentService): Router {
  return mountRoutes(Router(), contentTable, {
    contentPages: async (_req, res) => {
      res.json(await content.links());
    },
    contentPage: async (_req, res, { params }) => {
      res.json(await content.page(params.slug));
    },
  });
}
