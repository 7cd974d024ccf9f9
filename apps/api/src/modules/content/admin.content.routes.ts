/**
 * /api/admin/pages (decision 081): the content pages. Reads take content:read, writes content:write; every
 * write is audited. The preview renders Markdown exactly as the storefront's pages are rendered.
 */
import {
  AdminPageListSchema,
  AdminPageSchema,
  CreatePageBodySchema,
  PagePreviewBodySchema,
  PagePreviewSchema,
  PageSlugParamSchema,
  UpdatePageBodySchema,
} from '@shop/domain';
import { Router } from 'express';
import { component, defineRoutes, fails, mountRoutes, reply } from '../../lib/route-table.js';
import { adminActorOf, guardsOf, type AdminWriteRouteOptions } from '../admin/admin.auth.js';
import { adminGuarded as guarded, adminWrites as writes } from '../admin/admin.refusals.js';
import { createAdminContent } from './admin.content.js';
import type { SiteInfo } from '@shop/domain';

const Page = component('AdminPage', AdminPageSchema);
const noPage = { 404: fails('No such page (NOT_FOUND)') };

export const adminContentTable = defineRoutes('/api', 'admin', {
  pages: {
    method: 'get',
    path: '/admin/pages',
    security: { scope: 'content:read' },
    summary: 'The content pages, built-in ones first, each with its address and whether it is published',
    errors: [],
    responses: { 200: reply('The pages', component('AdminPageList', AdminPageListSchema)), ...guarded },
  },
  // Before /admin/pages/:slug's POST-less routes; 'preview' is no page's slug for a GET either way.
  previewPage: {
    method: 'post',
    path: '/admin/pages/preview',
    security: { scope: 'content:read' },
    summary: 'Markdown rendered and sanitized as the storefront shows a page (stores nothing)',
    body: component('PagePreviewBody', PagePreviewBodySchema),
    errors: [],
    responses: { 200: reply('The HTML', component('PagePreview', PagePreviewSchema)), ...writes },
  },
  page: {
    method: 'get',
    path: '/admin/pages/:slug',
    security: { scope: 'content:read' },
    summary: "A content page's Markdown, title, SEO fields and published flag",
    params: PageSlugParamSchema,
    errors: ['NOT_FOUND'],
    responses: { 200: reply('The page', Page), ...noPage, ...guarded, 400: fails('VALIDATION_FAILED') },
  },
  createPage: {
    method: 'post',
    path: '/admin/pages',
    security: { scope: 'content:write' },
    summary: 'A new content page at /pages/{slug} (a draft unless published is true); audited',
    body: component('CreatePageBody', CreatePageBodySchema),
    errors: ['PAGE_EXISTS'],
    responses: {
      201: reply('The page', Page),
      409: fails('A page has this address already (PAGE_EXISTS)'),
      ...writes,
    },
  },
  updatePage: {
    method: 'patch',
    path: '/admin/pages/:slug',
    security: { scope: 'content:write' },
    summary: "Change a page's title, Markdown, SEO title or description, or publish or unpublish it; audited",
    params: PageSlugParamSchema,
    body: component('UpdatePageBody', UpdatePageBodySchema),
    errors: ['NOT_FOUND'],
    responses: { 200: reply('The page', Page), ...noPage, ...writes },
  },
  deletePage: {
    method: 'delete',
    path: '/admin/pages/:slug',
    security: { scope: 'content:write' },
    summary:
      'Delete a page the merchant added (csrf as X-CSRF-Token); built-in pages are unpublished instead; audited',
    params: PageSlugParamSchema,
    errors: ['NOT_FOUND', 'BUILT_IN_PAGE'],
    responses: {
      204: reply('Deleted'),
      409: fails('A built-in page (BUILT_IN_PAGE)'),
      ...noPage,
      ...writes,
    },
  },
});

export function adminContentRoutes(opts: AdminWriteRouteOptions & { site: () => SiteInfo }): Router {
  const content = createAdminContent(opts);
  const guardOf = guardsOf(adminContentTable, opts.guard);
  const noStore = { 'Cache-Control': 'no-store' };

  return mountRoutes(Router(), adminContentTable, {
    pages: {
      before: guardOf('pages'),
      handle: async (_req, res) => {
        res.set(noStore).json(await content.list());
      },
    },
    previewPage: {
      before: guardOf('previewPage'),
      handle: (_req, res, { body }) => {
        res.set(noStore).json(content.preview(body.body));
      },
    },
    page: {
      before: guardOf('page'),
      handle: async (_req, res, { params }) => {
        res.set(noStore).json(await content.get(params.slug));
      },
    },
    createPage: {
      before: guardOf('createPage'),
      handle: async (_req, res, { body: { csrfToken: _csrf, ...page } }) => {
        res
          .status(201)
          .set(noStore)
          .json(await content.create(page, adminActorOf(res)));
      },
    },
    updatePage: {
      before: guardOf('updatePage'),
      handle: async (_req, res, { params, body: { csrfToken: _csrf, ...changes } }) => {
        res.set(noStore).json(await content.update(params.slug, changes, adminActorOf(res)));
      },
    },
    deletePage: {
      before: guardOf('deletePage'),
      handle: async (_req, res, { params }) => {
        await content.remove(params.slug, adminActorOf(res));
        res.status(204).end();
      },
    },
  });
}
