import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../test/server';
import { renderRoute, serveProduct } from '../test/render';
import { previewImagePath } from '@shop/domain';
import { buildCard, buildCollectionResponse, buildProduct } from '../test/factories';

function jsonLdTypes(): unknown[] {
  // Every script must hold valid JSON.
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => JSON.parse(s.textContent ?? '')['@type'],
  );
}

describe('SEO', () => {
  it('home: Organization JSON-LD, title and canonical', async () => {
    renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: /built loud/i });
    await waitFor(() => expect(jsonLdTypes()).toEqual(['Organization', 'WebSite']));
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${window.location.origin}/`,
    );
  });

  it('collection: ItemList and BreadcrumbList', async () => {
    server.use(
      http.get('/api/collections/car-subwoofers', () =>
        HttpResponse.json(buildCollectionResponse([buildCard(), buildCard()])),
      ),
    );
    renderRoute('/collections/car-subwoofers');
    await screen.findByRole('heading', { level: 1, name: 'Car Subwoofers' });
    await waitFor(() => expect(jsonLdTypes()).toEqual(['ItemList', 'BreadcrumbList']));
  });

  it('product: Product with offers in USD, new condition, rating, and BreadcrumbList', async () => {
    const product = buildProduct({ name: 'Skar EVL-12' });
    serveProduct(product);
    renderRoute(`/products/${product.slug}`);
    await screen.findByRole('heading', { level: 1, name: 'Skar EVL-12' });
    await waitFor(() => expect(jsonLdTypes()).toEqual(['Product', 'BreadcrumbList']));
    const ld = JSON.parse(document.getElementById('page-json-ld')!.textContent!);
    expect(ld.offers).toMatchObject({
      priceCurrency: 'USD',
      itemCondition: 'https://schema.org/NewCondition',
      availability: 'https://schema.org/InStock',
    });
    expect(ld.aggregateRating['@type']).toBe('AggregateRating');
  });

  it('product: title, description, canonical and Open Graph from the domain builder, as the server writes them', async () => {
    const product = buildProduct({
      name: 'Skar EVL-12',
      seo_title: 'EVL-12 & more',
      seo_description: 'Deep bass.',
    });
    serveProduct(product);
    renderRoute(`/products/${product.slug}`);
    await screen.findByRole('heading', { level: 1, name: 'Skar EVL-12' });
    await waitFor(() => expect(document.title).toBe('EVL-12 & more | Skar Audio'));
    const og = (p: string) => document.head.querySelector(`meta[property="${p}"]`)?.getAttribute('content');
    const url = `${window.location.origin}/products/${product.slug}`;
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Deep bass.');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(url);
    expect([og('og:title'), og('og:description'), og('og:url'), og('og:type')]).toEqual([
      'EVL-12 & more | Skar Audio',
      'Deep bass.',
      url,
      'product',
    ]);
    expect(og('og:image')).toBe(`${window.location.origin}${previewImagePath(product.images[0]!.url)}`);
    expect([og('og:image:width'), og('og:image:height'), og('og:image:type')]).toEqual([
      '1200',
      '630',
      'image/png',
    ]);
    expect(og('og:image:alt')).toBeTruthy();
    expect(document.head.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe(
      'summary_large_image',
    );
  });

  it('search results say noindex; the next page takes it away (decision 063)', async () => {
    const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content');
    server.use(
      http.get('/api/search/products', () =>
        HttpResponse.json({ query: 'evl', products: [buildCard()], count: 1, page: 1, pageSize: 24 }),
      ),
    );
    renderRoute('/search/products?q=evl');
    await waitFor(() => expect(robots()).toBe('noindex'));
    renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: /built loud/i });
    await waitFor(() => expect(jsonLdTypes()).toEqual(['Organization', 'WebSite']));
    expect(robots()).toBeUndefined();
    expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      `${window.location.origin}/img/og/site.png`,
    );
  });
});
