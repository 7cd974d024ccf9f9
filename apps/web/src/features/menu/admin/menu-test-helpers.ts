/**
 * Test data and msw handlers for the back office's header menu screen (its tests only). Every body goes through
 * the route's schema from the domain (defaults applied, a bad field refused with 400 as the API does) and every
 * answer through AdminMenuSchema.
 */
import { http, HttpResponse } from 'msw';
import {
  AdminMenuSchema,
  CreateMenuCategoryBodySchema,
  CreateMenuCollectionBodySchema,
  CreateMenuProductBodySchema,
  MenuOrderBodySchema,
  UpdateMenuCategoryBodySchema,
  UpdateMenuCollectionBodySchema,
  UpdateMenuProductBodySchema,
  type AdminMenu,
  type AdminMenuCollection,
} from '@shop/domain';
import { server } from '../../../test/server';
import { parsedBody, type Seen } from '../../admin/admin-test-helpers';
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
  return AdminMenuSchema.parse({
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
  });
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
  const ok = () => HttpResponse.json(AdminMenuSchema.parse(menu));
  const created = (id: number) =>
    HttpResponse.json({ id, menu: AdminMenuSchema.parse(menu) }, { status: 201 });
  const UPDATES = {
    categories: UpdateMenuCategoryBodySchema,
    collections: UpdateMenuCollectionBodySchema,
    products: UpdateMenuProductBodySchema,
  };
  server.use(
    http.get('/api/admin/menu', async ({ request }) => {
      await record(seen, request);
      return ok();
    }),
    http.put('/api/admin/menu/order', async ({ request }) => {
      const body = parsedBody(MenuOrderBodySchema, await record(seen, request));
      if (body instanceof Response) return body;
      const { ids } = body;
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
      const body = parsedBody(UPDATES[params.kind as keyof typeof UPDATES], await record(seen, request));
      if (body instanceof Response) return body;
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
      const body = parsedBody(CreateMenuCollectionBodySchema, await record(seen, request));
      if (body instanceof Response) return body;
      const { csrfToken: _csrf, category_id, parent_id, ...fields } = body;
      const id = nextId++;
      const entry = menuCollection({ id, ...fields });
      const parent = parent_id ? findCollection(parent_id) : null;
      const siblings = parent
        ? parent.subMenu
        : menu.categories.find((c) => c.id === category_id)!.collections;
      siblings.push({ ...entry, position: siblings.length });
      return created(id);
    }),
    http.post('/api/admin/menu/products', async ({ request }) => {
      const body = parsedBody(CreateMenuProductBodySchema, await record(seen, request));
      if (body instanceof Response) return body;
      const sku = body.sku.toUpperCase();
      const known = ['SKSPK-14', 'EVL-12-D4'];
      if (!known.includes(sku))
        return HttpResponse.json(
          { error: { code: 'UNKNOWN_SKU', message: 'Unknown sku', details: { unknown: [sku] } } },
          { status: 400 },
        );
      const id = nextId++;
      const parent = body.menu_collection_id
        ? findCollection(body.menu_collection_id)!
        : menu.categories.find((c) => c.id === body.category_id)!;
      parent.products.push({
        id,
        sku,
        name: sku === 'SKSPK-14' ? '14 Gauge Speaker Wire' : 'EVL-12-D4 Subwoofer',
        enabled: true,
        override_title: body.override_title,
        subtitle: body.subtitle,
        position: parent.products.length,
      });
      return created(id);
    }),
    http.post('/api/admin/menu/categories', async ({ request }) => {
      const body = parsedBody(CreateMenuCategoryBodySchema, await record(seen, request));
      if (body instanceof Response) return body;
      const { csrfToken: _csrf, ...fields } = body;
      const id = nextId++;
      menu.categories.push({
        id,
        ...fields,
        position: menu.categories.length,
        collections: [],
        products: [],
      });
      return created(id);
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
