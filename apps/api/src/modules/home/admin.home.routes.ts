/**
 * /api/admin/home (decision 082): the home page's hero slides, category tiles, announcement bar and footer
 * link groups, each part read with the rest and replaced whole (its order is the list's). Reads take
 * catalog:read, writes catalog:write (a session's csrf token in the body); every write is audited.
 */
import {
  AdminHomeSchema,
  AnnouncementBodySchema,
  FooterBodySchema,
  HomeSlidesBodySchema,
  HomeTilesBodySchema,
} from '@shop/domain';
import { Router } from 'express';
import { component, defineRoutes, mountRoutes, reply } from '../../lib/route-table.js';
import { adminActorOf, guardsOf, type AdminWriteRouteOptions } from '../admin/admin.auth.js';
import { adminGuarded as guarded, adminWrites as writes } from '../admin/admin.refusals.js';
import { createAdminHome, type HomePictures } from './admin.home.js';

const Home = component('AdminHome', AdminHomeSchema);

export const adminHomeTable = defineRoutes('/api', 'admin', {
  adminHome: {
    method: 'get',
    path: '/admin/home',
    security: { scope: 'catalog:read' },
    summary:
      "The home page's hero slides with their schedules, its category tiles, the announcement bar (on or off) and the footer's link groups (the spec's pages while none are stored)",
    errors: [],
    responses: { 200: reply('The home page', Home), ...guarded },
  },
  putHomeSlides: {
    method: 'put',
    path: '/admin/home/slides',
    security: { scope: 'catalog:write' },
    summary:
      'Replace the hero slides, in their order: each an uploaded picture (/img/...), its alt text, a link (a path on this site or an https URL) and an optional schedule (UTC instants, the end after the start); audited, shown at once',
    body: component('HomeSlidesBody', HomeSlidesBodySchema),
    errors: [],
    responses: { 200: reply('The home page', Home), ...writes },
  },
  putHomeTiles: {
    method: 'put',
    path: '/admin/home/tiles',
    security: { scope: 'catalog:write' },
    summary: 'Replace the category tiles, in their order (title, optional picture, link); audited',
    body: component('HomeTilesBody', HomeTilesBodySchema),
    errors: [],
    responses: { 200: reply('The home page', Home), ...writes },
  },
  putHomeAnnouncement: {
    method: 'put',
    path: '/admin/home/announcement',
    security: { scope: 'catalog:write' },
    summary: 'Set the announcement bar: its text, optional link and whether it is shown; audited',
    body: component('AnnouncementBody', AnnouncementBodySchema),
    errors: [],
    responses: { 200: reply('The home page', Home), ...writes },
  },
  putHomeFooter: {
    method: 'put',
    path: '/admin/home/footer',
    security: { scope: 'catalog:write' },
    summary:
      "Replace the footer's link groups, in their order (a title and its links: label and URL); none shows the spec's pages; audited",
    body: component('FooterBody', FooterBodySchema),
    errors: [],
    responses: { 200: reply('The home page', Home), ...writes },
  },
});

export function adminHomeRoutes(opts: AdminWriteRouteOptions & { pictures: HomePictures }): Router {
  const home = createAdminHome(opts);
  const guardOf = guardsOf(adminHomeTable, opts.guard);
  const noStore = { 'Cache-Control': 'no-store' };
  return mountRoutes(Router(), adminHomeTable, {
    adminHome: {
      before: guardOf('adminHome'),
      handle: async (_req, res) => {
        res.set(noStore).json(await home.get());
      },
    },
    putHomeSlides: {
      before: guardOf('putHomeSlides'),
      handle: async (_req, res, { body }) => {
        res.set(noStore).json(await home.replaceSlides(body.slides, adminActorOf(res)));
      },
    },
    putHomeTiles: {
      before: guardOf('putHomeTiles'),
      handle: async (_req, res, { body }) => {
        res.set(noStore).json(await home.replaceTiles(body.tiles, adminActorOf(res)));
      },
    },
    putHomeAnnouncement: {
      before: guardOf('putHomeAnnouncement'),
      handle: async (_req, res, { body }) => {
        res.set(noStore).json(await home.setAnnouncement(body.announcement, adminActorOf(res)));
      },
    },
    putHomeFooter: {
      before: guardOf('putHomeFooter'),
      handle: async (_req, res, { body }) => {
        res.set(noStore).json(await home.replaceFooter(body.groups, adminActorOf(res)));
      },
    },
  });
}
