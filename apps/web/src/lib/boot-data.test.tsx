import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { BOOT_DATA_ELEMENT_ID, type ActiveSaleResponse, type MenuResponse } from '@shop/domain';
import { server } from '../test/server';
import { renderRoute } from '../test/render';
import { emptyCart } from '../test/cart-factories';
import { buildCard, buildCollectionResponse } from '../test/factories';
import { resetBootData, takeBootAnswer } from './boot-data';
import { createQueryClient } from './query-client';

/** As the server writes it before </body> (apps/api lib/page-data.ts). */
function embed(answers: Record<string, unknown> | string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = BOOT_DATA_ELEMENT_ID;
  script.textContent = typeof answers === 'string' ? answers : JSON.stringify(answers);
  document.body.append(script);
  resetBootData();
}

function recordRequests(): string[] {
  const urls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    urls.push(url.pathname + url.search);
  });
  return urls;
}

afterEach(() => {
  vi.useRealTimers();
  document.getElementById(BOOT_DATA_ELEMENT_ID)?.remove();
  server.events.removeAllListeners();
  resetBootData();
});

describe('the embedded first answers', () => {
  it('renders a collection, the menu, the sale, the cart and the session from them without fetching', async () => {
    const menu: MenuResponse = { categories: [] };
    const sale: ActiveSaleResponse = { sale: null };
    const collection = buildCollectionResponse([
      buildCard({ name: 'Embedded Sub One', sku: 'EM-1' }),
      buildCard({ name: 'Embedded Sub Two', sku: 'EM-2' }),
    ]);
    embed({
      '/api/menu': menu,
      '/api/sales/active': sale,
      '/api/collections/car-subwoofers?page=1': collection,
      '/api/cartv2': emptyCart(),
      '/api/auth/session': {},
    });
    const requests = recordRequests();
    // The app's own client: answers count as fresh for the spec's 2 s dedupe. The clock stands still, so that
    // a slow machine (the route's chunk loading for seconds, then the page's layout mounting its queries
    // again) is not taken for a later visit whose answers went stale.
    vi.useFakeTimers({ toFake: ['Date'] });
    renderRoute('/collections/car-subwoofers', createQueryClient());
    await screen.findByRole('heading', { level: 1, name: 'Car Subwoofers' });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Embedded Sub Two' })).toBeInTheDocument();
    for (const url of [
      '/api/menu',
      '/api/sales/active',
      '/api/collections/car-subwoofers?page=1',
      '/api/cartv2',
      '/api/auth/session',
    ])
      expect(requests, url).not.toContain(url);
    // Read once, then gone from the document.
    expect(document.getElementById(BOOT_DATA_ELEMENT_ID)).toBeNull();
  });

  it('gives each answer once: a query built again later fetches', () => {
    embed({ '/api/menu': { categories: [] } });
    expect(takeBootAnswer('/api/menu')).toEqual({ categories: [] });
    expect(takeBootAnswer('/api/menu')).toBeUndefined();
    expect(takeBootAnswer('/api/sales/active')).toBeUndefined();
  });

  it('fetches as usual when the embed is broken', async () => {
    embed('{"/api/collections/car-subwoofers?page=1": ');
    const requests = recordRequests();
    renderRoute('/collections/car-subwoofers');
    await screen.findByRole('heading', { level: 1, name: 'Car Subwoofers' });
    expect(requests).toContain('/api/collections/car-subwoofers?page=1');
  });
});
