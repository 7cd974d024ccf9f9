import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../test/server';
import { renderRoute, serveProduct } from '../test/render';
import {
  buildCard,
  buildCollectionResponse,
  buildProduct,
  outOfStock,
  preorderInfo,
} from '../test/factories';
import { availabilityOf, breadcrumbJsonLd, organizationJsonLd } from './seo';

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
    await waitFor(() => expect(jsonLdTypes()).toEqual(['Organization']));
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

  it('availability: in stock if any variant is, preorder if eligible, else out of stock', () => {
    const out = buildCard(outOfStock);
    const pre = buildCard({ ...outOfStock, preorderInfo: preorderInfo() });
    expect(availabilityOf(out, [buildCard()])).toBe('https://schema.org/InStock');
    expect(availabilityOf(pre)).toBe('https://schema.org/PreOrder');
    expect(availabilityOf(out)).toBe('https://schema.org/OutOfStock');
  });

  it('BreadcrumbList positions and Organization support hours', () => {
    const crumbs = breadcrumbJsonLd([
      { label: 'Home', to: '/' },
      { label: 'Subwoofers', to: '/collections/car-subwoofers' },
    ]);
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${window.location.origin}/` },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Subwoofers',
        item: `${window.location.origin}/collections/car-subwoofers`,
      },
    ]);
    expect(organizationJsonLd().contactPoint).toMatchObject({
      areaServed: 'US',
      availableLanguage: 'English',
    });
  });
});
