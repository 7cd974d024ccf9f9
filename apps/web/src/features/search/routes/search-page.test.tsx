import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SearchResponseSchema } from '@shop/domain';
import { server } from '../../../test/server';
import { renderRoute } from '../../../test/render';
import { buildCard } from '../../../test/factories';

function serveSearch(total: number, seen: string[] = []) {
  server.use(
    http.get('/api/search/products', ({ request }) => {
      const url = new URL(request.url);
      const q = url.searchParams.get('q') ?? '';
      const page = Number(url.searchParams.get('page') ?? '1');
      seen.push(`${q}|${page}`);
      const n = Math.max(0, Math.min(24, total - (page - 1) * 24));
      const products = Array.from({ length: n }, (_, i) =>
        buildCard({ name: `Result ${(page - 1) * 24 + i + 1}`, sku: `R-${page}-${i}` }),
      );
      return HttpResponse.json(
        SearchResponseSchema.parse({ query: q, products, count: total, page, pageSize: 24 }),
      );
    }),
  );
}

describe('SearchPage', () => {
  it('asks for a query when there is none, without calling the API', async () => {
    renderRoute('/search/products');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(screen.getByText(/Type a product name/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'amp kit' })).toHaveAttribute(
      'href',
      '/search/products?q=amp+kit',
    );
  });

  it('shows the count line, product cards and pagination for the query in the URL', async () => {
    const seen: string[] = [];
    serveSearch(30, seen);
    renderRoute('/search/products?q=svr');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search results for "svr"' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('30 results for "svr"')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(24);
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/search/products?q=svr&page=2',
    );
    expect(new Set(seen)).toEqual(new Set(['svr|1']));
    const ld = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
      JSON.parse(s.textContent ?? ''),
    );
    expect(ld.map((x) => x['@type'])).toEqual(['BreadcrumbList', 'ItemList']);
  });

  it('says "No results for" the query when nothing matches', async () => {
    serveSearch(0);
    renderRoute('/search/products?q=zzzz');
    expect(await screen.findByText('No results for "zzzz"')).toBeInTheDocument();
  });

  it('says 1 result in the singular', async () => {
    serveSearch(1);
    renderRoute('/search/products?q=evl');
    expect(await screen.findByText('1 result for "evl"')).toBeInTheDocument();
  });

  it('explains a query the API refuses instead of failing the page', async () => {
    server.use(
      http.get('/api/search/products', () =>
        HttpResponse.json({ error: { code: 'VALIDATION_FAILED', message: 'Bad query' } }, { status: 400 }),
      ),
    );
    renderRoute('/search/products?q=%22%22%22');
    expect(await screen.findByRole('alert')).toHaveTextContent(/couldn't search for/);
  });

  it('searches from the header search box', async () => {
    serveSearch(3);
    const user = userEvent.setup();
    renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: /built loud/i });
    const box = within(screen.getByRole('search', { name: 'Site search' })).getByRole('searchbox', {
      name: 'Search products',
    });
    await user.type(box, 'subwoofer{Enter}');
    expect(await screen.findByText('3 results for "subwoofer"')).toBeInTheDocument();
    expect(box).toHaveValue('subwoofer');
  });

  it('focuses the mobile search when the mobile search button is pressed', async () => {
    const user = userEvent.setup();
    renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: /built loud/i });
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    expect(
      within(screen.getByRole('search', { name: 'Site search (mobile)' })).getByRole('searchbox'),
    ).toHaveFocus();
  });
});
