import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  NO_SALE_BANNERS,
  VehicleCollectionResponseSchema,
  type VehicleCollectionResponse,
} from '@shop/domain';
import { server } from '../../../test/server';
import { renderRoute } from '../../../test/render';
import { buildCard } from '../../../test/factories';
import { initialUiState, useUiStore } from '../../../lib/ui-store';

type Enclosure = {
  name: string;
  type: 'Empty' | 'Loaded';
  size: string;
  make: string;
  model: string;
  from: number;
  to: number;
};

const ENCLOSURES: Enclosure[] = [
  {
    name: 'Ford F-150 Dual 12" Loaded',
    type: 'Loaded',
    size: '12"',
    make: 'Ford',
    model: 'F-150',
    from: 2015,
    to: 2020,
  },
  {
    name: 'Ford F-150 Dual 10" Empty',
    type: 'Empty',
    size: '10"',
    make: 'Ford',
    model: 'F-150',
    from: 2015,
    to: 2020,
  },
  {
    name: 'Ford Ranger Single 10" Loaded',
    type: 'Loaded',
    size: '10"',
    make: 'Ford',
    model: 'Ranger',
    from: 2019,
    to: 2023,
  },
  {
    name: 'Ram 1500 Dual 12" Empty',
    type: 'Empty',
    size: '12"',
    make: 'Ram',
    model: '1500',
    from: 2019,
    to: 2024,
  },
];

const cards = ENCLOSURES.map((e, i) =>
  buildCard({
    name: e.name,
    sku: `VS-TEST-${i + 1}`,
    category: e.type === 'Loaded' ? 'loaded-subwoofer-enclosures' : 'empty-subwoofer-enclosures',
  }),
);

/** A small stand-in for the API: filters the enclosures and answers each facet under the other filters. */
function vehicleApi(url: URL): VehicleCollectionResponse {
  const q = url.searchParams;
  const type = q.get('type');
  const sizes = (q.get('sizes') ?? '').split(',').filter(Boolean);
  const year = q.get('vehicle_year') ? Number(q.get('vehicle_year')) : null;
  const make = q.get('vehicle_make');
  const model = q.get('vehicle_model');
  const keep = (e: Enclosure, omit?: string) =>
    (omit === 'type' || !type || e.type === type) &&
    (omit === 'sizes' || sizes.length === 0 || sizes.includes(e.size)) &&
    (omit === 'year' || year === null || (e.from <= year && year <= e.to)) &&
    (omit === 'make' || !make || e.make === make) &&
    (omit === 'model' || !model || e.model === model);
  const uniq = <T,>(xs: T[]) => [...new Set(xs)];
  const matching = ENCLOSURES.map((e, i) => [e, cards[i]!] as const).filter(([e]) => keep(e));
  return VehicleCollectionResponseSchema.parse({
    collection: {
      handle: 'vehicle-specific-subwoofer-enclosures',
      title: 'Vehicle Specific Enclosures',
      collection_page_title: 'Vehicle Specific Enclosures',
      collection_seo_description: 'Vehicle Specific Enclosures | Skar Audio',
      collection_description: 'Loaded and empty enclosures built to fit your vehicle.',
      collection_page_image: null,
      // As the API sends it without a sale: the default no-sale banner.
      bannerImage: NO_SALE_BANNERS.collection.image,
      bannerAlt: NO_SALE_BANNERS.collection.alt,
      isDailyDeal: false,
      hidePricing: false,
      parentMenuName: null,
      parentMenuHandle: null,
      subCollections: [],
      parent: null,
    },
    products: matching.map(([, c]) => c),
    count: matching.length,
    page: 1,
    pageSize: 24,
    pages: matching.length ? 1 : 0,
    facets: {
      years: uniq(
        ENCLOSURES.filter((e) => keep(e, 'year')).flatMap((e) =>
          Array.from({ length: e.to - e.from + 1 }, (_, i) => e.to - i),
        ),
      ).sort((a, b) => b - a),
      makes: uniq(ENCLOSURES.filter((e) => keep(e, 'make')).map((e) => e.make)).sort(),
      models: make ? uniq(ENCLOSURES.filter((e) => keep(e, 'model')).map((e) => e.model)).sort() : [],
      types: uniq(ENCLOSURES.filter((e) => keep(e, 'type')).map((e) => e.type)).sort(),
      sizes: ['8"', '10"', '12"'].filter((s) => ENCLOSURES.some((e) => keep(e, 'sizes') && e.size === s)),
    },
    filters: { type, sizes, vehicle_year: year, vehicle_make: make, vehicle_model: model },
  });
}

const PATH = '/collections/vehicle-specific-subwoofer-enclosures';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  act(() => void window.dispatchEvent(new Event('resize')));
}

function renderVehicles(search = '') {
  const requests: URL[] = [];
  server.use(
    http.get(`/api${PATH}`, ({ request }) => {
      const url = new URL(request.url);
      requests.push(url);
      return HttpResponse.json(vehicleApi(url));
    }),
  );
  return { ...renderRoute(`${PATH}${search}`), requests };
}

const queryOf = (router: ReturnType<typeof renderVehicles>['router']) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

const originalWidth = window.innerWidth;
beforeEach(() => {
  useUiStore.setState(initialUiState);
  setWidth(1366);
});
afterEach(() => setWidth(originalWidth));

describe('VehicleCollectionPage on desktop', () => {
  it('shows the filter column beside a 3-column grid and the count line', async () => {
    renderVehicles();
    expect(await screen.findByText('4 products')).toBeInTheDocument();
    const banner = screen.getByRole('img', { name: NO_SALE_BANNERS.collection.alt });
    expect(banner).toHaveAttribute('src', NO_SALE_BANNERS.collection.image);
    const column = screen.getByRole('complementary', { name: 'Filters' });
    expect(column.className).toMatch(/col-span-3/);
    const grid = screen.getByRole('list', { name: 'Vehicle Specific Enclosures products' });
    expect(grid.className).toMatch(/desktop:grid-cols-3/);
    expect(within(grid).getAllByRole('article')).toHaveLength(4);
    expect(within(column).getByLabelText('Model')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
  });

  it('puts the type in the URL as a single choice, and unchecking removes it', async () => {
    const user = userEvent.setup();
    const { router } = renderVehicles();
    await screen.findByText('4 products');
    await user.click(screen.getByRole('checkbox', { name: 'Loaded' }));
    expect(await screen.findByText('2 products')).toBeInTheDocument();
    expect(queryOf(router)).toEqual({ type: 'Loaded' });

    await user.click(screen.getByRole('checkbox', { name: 'Empty' }));
    await waitFor(() => expect(queryOf(router)).toEqual({ type: 'Empty' }));
    expect(screen.getByRole('checkbox', { name: 'Loaded' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Empty' })).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Empty' }));
    await waitFor(() => expect(queryOf(router)).toEqual({}));
    expect(await screen.findByText('4 products')).toBeInTheDocument();
  });

  it('joins the checked sizes as a comma list and removes the parameter when none is checked', async () => {
    const user = userEvent.setup();
    const { router } = renderVehicles();
    await screen.findByText('4 products');
    expect(screen.getByRole('checkbox', { name: '8"' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: '12"' }));
    await waitFor(() => expect(queryOf(router)).toEqual({ sizes: '12"' }));
    await user.click(screen.getByRole('checkbox', { name: '10"' }));
    await waitFor(() => expect(queryOf(router)).toEqual({ sizes: '10",12"' }));
    await user.click(screen.getByRole('checkbox', { name: '12"' }));
    await waitFor(() => expect(queryOf(router)).toEqual({ sizes: '10"' }));
    expect(await screen.findByText('2 products')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: '10"' }));
    await waitFor(() => expect(queryOf(router)).toEqual({}));
  });

  it('enables the model once a make is chosen; choosing a year or a make clears the model', async () => {
    const user = userEvent.setup();
    const { router } = renderVehicles();
    await screen.findByText('4 products');
    await user.selectOptions(screen.getByLabelText('Make'), 'Ford');
    await waitFor(() => expect(screen.getByLabelText('Model')).toBeEnabled());
    expect(queryOf(router)).toEqual({ vehicle_make: 'Ford' });
    await screen.findByRole('option', { name: 'F-150' });

    await user.selectOptions(screen.getByLabelText('Model'), 'F-150');
    expect(await screen.findByText('2 products')).toBeInTheDocument();
    expect(queryOf(router)).toEqual({ vehicle_make: 'Ford', vehicle_model: 'F-150' });

    await user.selectOptions(screen.getByLabelText('Year'), '2019');
    await waitFor(() => expect(queryOf(router)).toEqual({ vehicle_make: 'Ford', vehicle_year: '2019' }));
    expect(screen.getByLabelText('Model')).toHaveValue('');

    await screen.findByRole('option', { name: 'Ranger' });
    await user.selectOptions(screen.getByLabelText('Model'), 'Ranger');
    await waitFor(() => expect(queryOf(router)).toMatchObject({ vehicle_model: 'Ranger' }));
    await user.selectOptions(screen.getByLabelText('Make'), 'Any make');
    await waitFor(() => expect(queryOf(router)).toEqual({ vehicle_year: '2019' }));
    expect(screen.getByLabelText('Model')).toHaveValue('');
    expect(screen.getByLabelText('Model')).toBeDisabled();
  });

  it('restores the previous filters on back and the later ones on forward', async () => {
    const user = userEvent.setup();
    const { router } = renderVehicles();
    await screen.findByText('4 products');
    await user.click(screen.getByRole('checkbox', { name: 'Loaded' }));
    await screen.findByText('2 products');
    await user.selectOptions(screen.getByLabelText('Make'), 'Ford');
    await waitFor(() => expect(queryOf(router)).toEqual({ type: 'Loaded', vehicle_make: 'Ford' }));
    await screen.findByRole('option', { name: 'Ranger' });
    await user.selectOptions(screen.getByLabelText('Model'), 'Ranger');
    expect(await screen.findByText('1 product')).toBeInTheDocument();

    await act(() => router.navigate(-1));
    await waitFor(() => expect(queryOf(router)).toEqual({ type: 'Loaded', vehicle_make: 'Ford' }));
    expect(await screen.findByText('2 products')).toBeInTheDocument();
    expect(screen.getByLabelText('Model')).toHaveValue('');
    expect(screen.getByLabelText('Make')).toHaveValue('Ford');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByLabelText('Make')).toHaveValue(''));
    expect(screen.getByRole('checkbox', { name: 'Loaded' })).toBeChecked();

    await act(() => router.navigate(1));
    await waitFor(() => expect(screen.getByLabelText('Make')).toHaveValue('Ford'));
  });

  it('reads the filters from the URL on load, says "1 product", and shows the make in the breadcrumbs, title and JSON-LD', async () => {
    const { requests } = renderVehicles(
      '?type=Loaded&vehicle_year=2019&vehicle_make=Ford&vehicle_model=Ranger',
    );
    expect(await screen.findByText('1 product')).toBeInTheDocument();
    expect(requests[0]?.searchParams.get('vehicle_model')).toBe('Ranger');
    expect(screen.getByRole('checkbox', { name: 'Loaded' })).toBeChecked();
    expect(screen.getByLabelText('Year')).toHaveValue('2019');
    expect(screen.getByLabelText('Make')).toHaveValue('Ford');
    expect(screen.getByLabelText('Model')).toHaveValue('Ranger');

    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(crumbs.getByRole('link', { name: 'Vehicle Specific Enclosures' })).toHaveAttribute('href', PATH);
    expect(crumbs.getByText('Ford')).toHaveAttribute('aria-current', 'page');

    await waitFor(() =>
      expect(document.title).toMatch(/^2019 Ford Ranger Loaded Vehicle Specific Enclosures \| /),
    );
    const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
      JSON.parse(s.textContent ?? '{}'),
    );
    const list = scripts.find((s) => s['@type'] === 'ItemList');
    expect(list.itemListElement).toHaveLength(1);
    expect(list.itemListElement[0].name).toBe('Ford Ranger Single 10" Loaded');
    const crumbList = scripts.find((s) => s['@type'] === 'BreadcrumbList');
    expect(crumbList.itemListElement.map((c: { name: string }) => c.name)).toEqual([
      'Home',
      'Vehicle Specific Enclosures',
      'Ford',
    ]);
  });

  it('says "No items found, try removing a filter" and clears the filters from there', async () => {
    const user = userEvent.setup();
    const { router } = renderVehicles('?type=Empty&vehicle_make=Ford&vehicle_model=Ranger');
    expect(await screen.findByText('No items found, try removing a filter')).toBeInTheDocument();
    expect(screen.getByText('0 products')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('4 products')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('clears every filter with "Clear all"', async () => {
    const user = userEvent.setup();
    const { router } = renderVehicles('?type=Loaded&sizes=12%22');
    expect(await screen.findByText('1 product')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(await screen.findByText('4 products')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });
});

describe('VehicleCollectionPage on mobile', () => {
  it('shows the horizontal filter chips and a sidebar headed "Filters" that Escape closes', async () => {
    setWidth(390);
    const user = userEvent.setup();
    const { router } = renderVehicles();
    expect(await screen.findByText('4 products')).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Filters' })).toBeNull();
    const grid = screen.getByRole('list', { name: 'Vehicle Specific Enclosures products' });
    expect(grid.className).toMatch(/grid-cols-1/);

    const bar = within(screen.getByRole('group', { name: 'Quick filters' }));
    await user.click(bar.getByRole('button', { name: 'Loaded' }));
    await waitFor(() => expect(queryOf(router)).toEqual({ type: 'Loaded' }));
    expect(bar.getByRole('button', { name: 'Loaded' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(bar.getByRole('button', { name: '12"' }));
    await waitFor(() => expect(queryOf(router)).toEqual({ type: 'Loaded', sizes: '12"' }));

    const opener = bar.getByRole('button', { name: /^Filters/ });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(dialog).toHaveFocus();
    expect(within(dialog).getByRole('checkbox', { name: 'Loaded' })).toBeChecked();
    await user.selectOptions(within(dialog).getByLabelText('Make'), 'Ford');
    await waitFor(() =>
      expect(queryOf(router)).toEqual({ type: 'Loaded', sizes: '12"', vehicle_make: 'Ford' }),
    );
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Filters' })).getByRole('button', { name: 'Show 1 product' }),
    );
    expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull();
  });
});
