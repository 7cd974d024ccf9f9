import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../test/server';
import { renderRoute } from '../../../test/render';
import { buildCard, buildCollectionResponse } from '../../../test/factories';
import { NO_SALE_BANNERS, SALE_BANNER_ALT } from '@shop/domain';

function cards(n: number, start = 1) {
  return Array.from({ length: n }, (_, i) =>
    buildCard({ name: `Skar Test Sub ${start + i}`, sku: `TS-${start + i}` }),
  );
}

describe('CollectionPage', () => {
  it('renders the title, the count line, a grid of cards and numbered pagination', async () => {
    server.use(
      http.get('/api/collections/car-subwoofers', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return HttpResponse.json(
          buildCollectionResponse(cards(24, (page - 1) * 24 + 1), { count: 50, page }),
        );
      }),
    );
    renderRoute('/collections/car-subwoofers');

    expect(await screen.findByRole('heading', { level: 1, name: 'Car Subwoofers' })).toBeInTheDocument();
    expect(screen.getByText('50 products')).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: 'Car Subwoofers products' });
    expect(grid.className).toMatch(/grid-cols-1/);
    expect(grid.className).toMatch(/md:grid-cols-2/);
    expect(grid.className).toMatch(/desktop:grid-cols-3/);
    expect(within(grid).getAllByRole('article')).toHaveLength(24);

    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pagination).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/collections/car-subwoofers?page=3',
    );
    expect(within(pagination).getByText('Previous')).toHaveAttribute('aria-disabled', 'true');

    await userEvent.setup().click(within(pagination).getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Skar Test Sub 25' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('link', { name: 'Page 2' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('reads the page from the URL query', async () => {
    server.use(
      http.get('/api/collections/car-subwoofers', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return HttpResponse.json(buildCollectionResponse(cards(2, 100), { count: 26, page }));
      }),
    );
    renderRoute('/collections/car-subwoofers?page=2');
    const pagination = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pagination).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/collections/car-subwoofers',
    );
  });

  it('says "1 product" for a single product and shows the discount banner while a sale runs', async () => {
    server.use(
      http.get('/api/collections/car-amplifiers/mono-amplifiers', () =>
        HttpResponse.json(
          buildCollectionResponse(cards(1), {
            collection: {
              handle: 'mono-amplifiers',
              title: 'Mono Amplifiers',
              collection_page_title: 'Mono Amplifiers',
              bannerImage: '/img/banners/sale-desktop.svg',
              bannerAlt: SALE_BANNER_ALT.collection,
              parent: { handle: 'car-amplifiers', title: 'Car Amplifiers' },
            },
          }),
        ),
      ),
    );
    renderRoute('/collections/car-amplifiers/mono-amplifiers');
    expect(await screen.findByText('1 product')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /sale/i })).toHaveAttribute(
      'src',
      '/img/banners/sale-desktop.svg',
    );
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Car Amplifiers' })).toHaveAttribute(
      'href',
      '/collections/car-amplifiers',
    );
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('shows the no-sale banner with its own alt text (no sale wording) when no sale runs', async () => {
    const { image, alt } = NO_SALE_BANNERS.collection;
    server.use(
      http.get('/api/collections/car-subwoofers', () =>
        HttpResponse.json(
          buildCollectionResponse(cards(1), { collection: { bannerImage: image, bannerAlt: alt } }),
        ),
      ),
    );
    renderRoute('/collections/car-subwoofers');
    const banner = await screen.findByRole('img', { name: alt });
    expect(banner).toHaveAttribute('src', image);
    expect(screen.queryByRole('img', { name: /sale/i })).toBeNull();
  });

  it('emits ItemList structured data and the page title', async () => {
    server.use(
      http.get('/api/collections/car-subwoofers', () => HttpResponse.json(buildCollectionResponse(cards(2)))),
    );
    renderRoute('/collections/car-subwoofers');
    await screen.findByRole('heading', { level: 1, name: 'Car Subwoofers' });
    // The heading can show before the cards' query settles; the list is written once the cards are in.
    const ld = await waitFor(() => {
      const parsed = JSON.parse(document.getElementById('page-json-ld')?.textContent ?? '{}');
      expect(parsed['@type']).toBe('ItemList');
      return parsed;
    });
    expect(ld.itemListElement).toHaveLength(2);
    expect(document.title).toMatch(/^Car Subwoofers \| /);
  });

  it('shows the not-found page for an unknown collection', async () => {
    server.use(
      http.get('/api/collections/nope', () =>
        HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'Collection not found' } }, { status: 404 }),
      ),
    );
    renderRoute('/collections/nope');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
