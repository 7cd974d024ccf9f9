/** Test data and msw handlers for the back office's header menu screen (its tests only). */
import { http, HttpResponse } from 'msw';
import type { AdminMenu, AdminMenuCollection } from '@shop/domain';
import { server } from '../../../test/server';
import type { Seen } from '../../admin/admin-test-helpers';
import { record } from '../../catalog/admin/collections-test-helpers';

const menuCollection = (overrides: Partial<AdminMenuCollection>): AdminMenuCollection => ({
  id: 1,
  title: '8 Inch Subwoofers',
  subtitle: null,
  slug: 'collections/car-subwoofers/8-inch-subwoofers',
  handle: 'car-subwoofers/8-inch-subwoofers',
  image_url: null,
  is_hidden: false,
  hide_pricing: false,
  position: 0,
  products: [],
  subMenu: [],
  ...overrides,
});

/** A small menu: Subwoofers (two collections, one hidden) and Amp Kits (speaker wire with product links). */
export function buildAdminMenu(): AdminMenu {
  return {
    categories: [
      {
        id: 1,
        title: 'Subwoofers',
        handle: 'car-subwoofers',
        image_url: null,
        group_side: 'left',
        mobile_only: false,
        position: 0,
        collections: [
          menuCollection({ id: 1 }),
          menuCollection({
            id: 2,
            title: '10 Inch Subwoofers',
            slug: 'collections/car-subwoofers/10-inch-subwoofers',
            handle: 'car-subwoofers/10-inch-subwoofers',
            position: 1,
          }),
          menuCollection({
            id: 3,
            title: 'Clearance Subwoofers',
            slug: null,
            handle: 'car-subwoofers',
            is_hidden: true,
            position: 2,
          }),
        ],
        products: [],
      },
      {
        id: 2,
        title: 'Amp Kits Wiring & More',
        handle: 'car-audio-installation-accessories-wiring-equipment',
        image_url: null,
        group_side: 'right',
        mobile_only: false,
        position: 1,
        collections: [
          menuCollection({
            id: 4,
            title: 'Speaker Wire',
            slug: null,
            handle: 'car-audio-installation-accessories-wiring-equipment/speaker-wire',
            hide_pricing: true,
            products: [
              {
                id: 1,
                sku: 'SKSPK-10',
                name: '10 Gauge Speaker Wire',
                enabled: true,
                override_title: null,
                subtitle: null,
                position: 0,
              },
              {
                id: 2,
                sku: 'SKSPK-12',
                name: '12 Gauge Speaker Wire',
                enabled: true,
                override_title: null,
                subtitle: null,
                position: 1,
              },
            ],
          }),
        ],
        products: [],
      },
      {
        id: 3,
        title: 'Vehicle Specific',
        handle: 'vehicle-specific-subwoofer-enclosures',
        image_url: null,
        group_side: 'right',
        mobile_only: true,
        position: 2,
        collections: [],
        products: [],
      },
    ],
  };
}

type Category = AdminMenu['categories'][number];

function eachCollection(
  menu: AdminMenu,
  visit: (c: AdminMenuCollection, siblings: AdminMenuCollection[]) => void,
) {
  const walk = (list: AdminMenuCollection[]) => {
    for (const c of list) {
      visit(c, list);
      walk(c.subMenu);
    }
  };
  for (const cat of menu.categories) walk(cat.collections);
}

/**
 * Serves /api/admin/menu and its writes over a menu each write changes (every write answers the whole menu,
 * as the API does), and records each request.
 */
export function serveMenu(initial: AdminMenu = buildAdminMenu()) {
  const menu: AdminMenu = structuredClone(initial);
  const seen: Seen[] = [];
  let nextId = 100;
  const findCollection = (id: number) => {
    let found: AdminMenuCollection | null = null;
    eachCollection(menu, (c) => {
      if (c.id === id) found = c;
    });
    return found as AdminMenuCollection | null;
  };
  const ok = () => HttpResponse.json(menu);
  server.use(
    http.get('/api/admin/menu', async ({ request }) => {
      await record(seen, request);
      return ok();
    }),
    http.put('/api/admin/menu/order', async ({ request }) => {
      const body = await record(seen, request);
      const ids = body.ids as number[];
      const sort = <T extends { id: number; position: number }>(list: T[]) => {
        list.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
        list.forEach((x, i) => (x.position = i));
      };
      if (body.kind === 'categories') sort(menu.categories);
      else if (body.kind === 'collections') {
        for (const cat of menu.categories)
          if (cat.collections.some((c) => c.id === ids[0])) sort(cat.collections);
        eachCollection(menu, (c) => {
          if (c.subMenu.some((s) => s.id === ids[0])) sort(c.subMenu);
        });
      } else {
        eachCollection(menu, (c) => {
          if (c.products.some((p) => p.id === ids[0])) sort(c.products);
        });
      }
      return ok();
    }),
    http.patch('/api/admin/menu/:kind/:id', async ({ request, params }) => {
      const body = await record(seen, request);
      const { csrfToken: _csrf, ...fields } = body;
      const id = Number(params.id);
      if (params.kind === 'categories') {
        menu.categories = menu.categories.map((c): Category => (c.id === id ? { ...c, ...fields } : c));
      } else if (params.kind === 'collections') {
        const c = findCollection(id);
        if (c) Object.assign(c, fields);
      } else {
        eachCollection(menu, (c) => {
          c.products = c.products.map((p) => (p.id === id ? { ...p, ...fields } : p));
        });
      }
      return ok();
    }),
    http.post('/api/admin/menu/collections', async ({ request }) => {
      const body = await record(seen, request);
      const id = nextId++;
      const entry = menuCollection({
        id,
        title: String(body.title),
        subtitle: (body.subtitle as string | null) ?? null,
        slug: (body.slug as string | null) ?? null,
        handle: String(body.handle),
        is_hidden: body.is_hidden === true,
        hide_pricing: body.hide_pricing === true,
      });
      const parent = body.parent_id ? findCollection(Number(body.parent_id)) : null;
      const siblings = parent
        ? parent.subMenu
        : menu.categories.find((c) => c.id === body.category_id)!.collections;
      siblings.push({ ...entry, position: siblings.length });
      return HttpResponse.json({ id, menu }, { status: 201 });
    }),
    http.post('/api/admin/menu/products', async ({ request }) => {
      const body = await record(seen, request);
      const sku = String(body.sku).toUpperCase();
      const known = ['SKSPK-14', 'EVL-12-D4'];
      if (!known.includes(sku))
        return HttpResponse.json(
          { error: { code: 'UNKNOWN_SKU', message: 'Unknown sku', details: { unknown: [sku] } } },
          { status: 400 },
        );
      const id = nextId++;
      const parent = body.menu_collection_id
        ? findCollection(Number(body.menu_collection_id))!
        : menu.categories.find((c) => c.id === body.category_id)!;
      parent.products.push({
        id,
        sku,
        name: sku === 'SKSPK-14' ? '14 Gauge Speaker Wire' : 'EVL-12-D4 Subwoofer',
        enabled: true,
        override_title: (body.override_title as string | null) ?? null,
        subtitle: (body.subtitle as string | null) ?? null,
        position: parent.products.length,
      });
      return HttpResponse.json({ id, menu }, { status: 201 });
    }),
    http.post('/api/admin/menu/categories', async ({ request }) => {
      const body = await record(seen, request);
      const id = nextId++;
      menu.categories.push({
        id,
        title: String(body.title),
        handle: String(body.handle),
        image_url: (body.image_url as string | null) ?? null,
        group_side: body.group_side === 'right' ? 'right' : 'left',
        mobile_only: body.mobile_only === true,
        position: menu.categories.length,
        collections: [],
        products: [],
      });
      return HttpResponse.json({ id, menu }, { status: 201 });
    }),
    http.delete('/api/admin/menu/:kind/:id', async ({ request, params }) => {
      await record(seen, request);
      const id = Number(params.id);
      if (params.kind === 'categories') menu.categories = menu.categories.filter((c) => c.id !== id);
      else if (params.kind === 'collections') {
        for (const cat of menu.categories) cat.collections = cat.collections.filter((c) => c.id !== id);
        eachCollection(menu, (c) => {
          c.subMenu = c.subMenu.filter((s) => s.id !== id);
        });
      } else {
        for (const cat of menu.categories) cat.products = cat.products.filter((p) => p.id !== id);
        eachCollection(menu, (c) => {
          c.products = c.products.filter((p) => p.id !== id);
        });
      }
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { seen, menu: () => menu };
}
