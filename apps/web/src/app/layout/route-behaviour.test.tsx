import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../test/server';
import { renderRoute } from '../../test/render';
import { buildCard, buildCollectionResponse } from '../../test/factories';
import { resetPageViewsForTests, strippedSearch } from './route-behaviour';
import { mergePageOptions, DEFAULT_PAGE_OPTIONS } from './page-options';

describe('strippedSearch', () => {
  it('strips a collection or product query string', () => {
    expect(strippedSearch('/collections/car-subwoofers', '?utm_source=x&ref=y')).toBe('');
    expect(strippedSearch('/products/skar-evl-12', '?fbclid=1')).toBe('');
  });
  it('keeps the whole query when it holds variant or sku', () => {
    expect(strippedSearch('/products/skar-evl-12', '?sku=EVL-12-D2&utm=x')).toBeNull();
    expect(strippedSearch('/products/skar-evl-12', '?variant=EVL-12-D4')).toBeNull();
  });
  it('keeps page on collections and review on products', () => {
    expect(strippedSearch('/collections/car-subwoofers', '?page=2&utm=x')).toBe('?page=2');
    expect(strippedSearch('/collections/car-subwoofers', '?page=2')).toBeNull();
    expect(strippedSearch('/products/skar-evl-12', '?review=&utm=x')).toBe('?review=');
  });
  it('leaves vehicle-specific collection paths and other pages as they are', () => {
    expect(
      strippedSearch('/collections/vehicle-specific-subwoofer-enclosures', '?type=Loaded&vehicle_make=Ford'),
    ).toBeNull();
    expect(strippedSearch('/search/products', '?q=evl')).toBeNull();
    expect(strippedSearch('/', '?pn_cs_id=abc')).toBeNull();
  });
});

describe('mergePageOptions', () => {
  it('lets the deepest route handle switch layout parts off', () => {
    const merged = mergePageOptions([
      undefined,
      { pageOptions: { footer: false } },
      { pageOptions: { preHeader: false } },
    ]);
    expect(merged).toEqual({ ...DEFAULT_PAGE_OPTIONS, footer: false, preHeader: false });
  });
});

describe('route behaviour', () => {
  beforeEach(() => resetPageViewsForTests());

  it('posts one page view per page: a replace on the same path is the same page', async () => {
    const views: string[] = [];
    server.use(
      http.post('/api/analytics/events/page-view', async ({ request }) => {
        views.push(((await request.json()) as { eventData: { path: string } }).eventData.path);
        return HttpResponse.json({ status: 'success' });
      }),
    );
    const { router } = renderRoute('/pages/about-us');
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    await waitFor(() => expect(views).toEqual(['/pages/about-us']));
    await router.navigate('/pages/about-us#team', { replace: true });
    await router.navigate('/pages/about-us?screen=x', { replace: true });
    await router.navigate('/pages/financing');
    await screen.findByRole('heading', { level: 1, name: 'Financing' });
    await waitFor(() => expect(views).toEqual(['/pages/about-us', '/pages/financing']));
    await router.navigate(-1);
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    await waitFor(() => expect(views).toEqual(['/pages/about-us', '/pages/financing', '/pages/about-us']));
  });

  it('strips a collection URL by a replace and records one page view with the original query', async () => {
    const views: { pageType: string; eventData: { path: string; search: string } }[] = [];
    server.use(
      http.get('/api/collections/car-subwoofers', () =>
        HttpResponse.json(buildCollectionResponse([buildCard()])),
      ),
      http.post('/api/analytics/events/page-view', async ({ request }) => {
        views.push((await request.json()) as (typeof views)[number]);
        return HttpResponse.json({ status: 'success' });
      }),
    );
    const { router } = renderRoute('/collections/car-subwoofers?utm_source=newsletter');
    expect(await screen.findByRole('heading', { level: 1, name: 'Car Subwoofers' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(views).toHaveLength(1));
    expect(views[0]!.pageType).toBe('Collection');
    expect(views[0]!.eventData.path).toBe('/collections/car-subwoofers');
    expect(views[0]!.eventData.search).toBe('?utm_source=newsletter');
  });

  it('restores the saved scroll position about 150 ms after a back navigation', async () => {
    const calls: [number, number][] = [];
    window.scrollTo = ((x: number, y: number) =>
      void calls.push([x, y])) as unknown as typeof window.scrollTo;
    // Pages without a read of their own: the heading is there at once, well within the 150 ms.
    const { router } = renderRoute('/jobs');
    await screen.findByRole('heading', { level: 1, name: 'Jobs' });
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    await new Promise((r) => requestAnimationFrame(() => r(null)));
    await router.navigate('/pages/reviews');
    await screen.findByRole('heading', { level: 1, name: 'Customer Reviews' });
    expect(calls.at(-1)).toEqual([0, 0]);
    await router.navigate(-1);
    await screen.findByRole('heading', { level: 1, name: 'Jobs' });
    expect(calls.at(-1)).toEqual([0, 0]);
    await waitFor(() => expect(calls.at(-1)).toEqual([0, 640]));
    expect(window.history.scrollRestoration).toBe('manual');
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    window.scrollTo = () => undefined;
  });

  it('starts a new page reached by a replace at the top, and keeps the position on a replace of the same page', async () => {
    const calls: [number, number][] = [];
    window.scrollTo = ((x: number, y: number) =>
      void calls.push([x, y])) as unknown as typeof window.scrollTo;
    const { router } = renderRoute('/pages/about-us');
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    await router.navigate('/pages/about-us?screen=x', { replace: true, preventScrollReset: true });
    expect(calls).toEqual([]);
    await router.navigate('/pages/financing', { replace: true });
    await screen.findByRole('heading', { level: 1, name: 'Financing' });
    expect(calls).toEqual([[0, 0]]);
    window.scrollTo = () => undefined;
  });
});
