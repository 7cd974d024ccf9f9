import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../../test/render';
import { signInAsAdmin } from '../../admin/admin-test-helpers';
import { buildProductRow, productRows, serveCollections, serveProductList } from './products-test-helpers';

async function openProducts(path = '/admin/products') {
  signInAsAdmin();
  serveCollections();
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Products' });
  return { ...view, user: userEvent.setup() };
}

const table = () => screen.getByRole('table', { name: 'Products' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const lastRead = (reads: URL[]) => reads[reads.length - 1]!.searchParams;

describe('Products: the list', () => {
  it('shows a page of products, each linking to its edit screen, with a New product button', async () => {
    const { reads } = serveProductList([
      buildProductRow(),
      buildProductRow({
        id: 2,
        sku: 'VD-8-D2',
        name: 'VD-8 D2 8" Subwoofer',
        enabled_on_site: false,
        stock: { tpa: 0, lv: 0, total: 0, state: 'out' },
      }),
    ]);
    await openProducts();
    expect(await screen.findByText('1–2 of 2 products')).toBeInTheDocument();
    const [first, second] = bodyRows();
    expect(within(first!).getByRole('link', { name: 'EVL-12 D4 12" Subwoofer' })).toHaveAttribute(
      'href',
      '/admin/products/EVL-12-D4',
    );
    expect(first).toHaveTextContent('$199.99');
    expect(first).toHaveTextContent('Low (under 20)16 (TPA 12, LV 4)');
    expect(second).toHaveTextContent('Out of stock');
    expect(second).toHaveTextContent('Hidden');
    expect(screen.getByRole('link', { name: 'New product' })).toHaveAttribute('href', '/admin/products/new');
    expect(lastRead(reads).toString()).toBe('sort=sku&page=1&pageSize=50');
  });

  it('keeps the search in the URL and asks the API for it, from the first page', async () => {
    const { reads } = serveProductList(productRows(120));
    const { router, user } = await openProducts('/admin/products?page=2');
    await screen.findByText('51–100 of 120 products');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Product 011');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText(/1–10 of 10 products/);
    expect(router.state.location.search).toBe('?q=Product+011');
    expect(lastRead(reads).get('q')).toBe('Product 011');
    expect(lastRead(reads).get('page')).toBe('1');
    expect(bodyRows()).toHaveLength(10);
  });

  it('applies each filter and the order at once, in the URL and the API query', async () => {
    const { reads } = serveProductList(productRows(3));
    const { router, user } = await openProducts();
    await screen.findByText('1–3 of 3 products');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stock' }), 'Low (under 20)');
    await waitFor(() => expect(router.state.location.search).toBe('?stock=low'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Bundle');
    await user.selectOptions(screen.getByRole('combobox', { name: 'On the site' }), 'Hidden');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Collection' }), '— 12" Subwoofers');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'Name, Z to A');
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?collection=car-subwoofers%2F12-inch-subwoofers&product_type=bundle&stock=low&enabled=false&sort=-name',
      ),
    );
    await waitFor(() =>
      expect(lastRead(reads).toString()).toBe(
        'collection=car-subwoofers%2F12-inch-subwoofers&product_type=bundle&stock=low&enabled=false&sort=-name&page=1&pageSize=50',
      ),
    );
    expect(await screen.findByText('No product matches this search and these filters.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute(
      'href',
      '/api/admin/products/export.csv?collection=car-subwoofers%2F12-inch-subwoofers&product_type=bundle&stock=low&enabled=false',
    );
    await user.click(screen.getByRole('link', { name: 'Clear search and filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=-name'));
  });

  it('opens with the filters of its URL shown and asked for', async () => {
    const { reads } = serveProductList([buildProductRow()]);
    await openProducts('/admin/products?q=evl&stock=low&enabled=true&product_type=normal&sort=price&page=1');
    await screen.findByText('1–1 of 1 product');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('evl');
    expect(screen.getByRole('combobox', { name: 'Stock' })).toHaveValue('low');
    expect(screen.getByRole('combobox', { name: 'On the site' })).toHaveValue('true');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('normal');
    expect(screen.getByRole('combobox', { name: 'Order' })).toHaveValue('price');
    expect(reads.map((u) => u.searchParams.toString())).toEqual([
      'q=evl&product_type=normal&stock=low&enabled=true&sort=price&page=1&pageSize=50',
    ]);
  });

  it('pages through the list with links, keeping the filters, the last page shown while the next loads', async () => {
    const { reads } = serveProductList(productRows(120));
    const { router, user } = await openProducts('/admin/products?sort=-sku');
    await screen.findByText('1–50 of 120 products');
    expect(within(bodyRows()[0]!).getByRole('link')).toHaveTextContent('Product 0120');
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(pages).getByRole('link', { name: 'Page 3' }));
    await screen.findByText('101–120 of 120 products');
    expect(router.state.location.search).toBe('?sort=-sku&page=3');
    expect(bodyRows()).toHaveLength(20);
    expect(within(bodyRows()[0]!).getByRole('link')).toHaveTextContent('Product 0020');
    expect(lastRead(reads).get('page')).toBe('3');
    // Focus moves in an effect after the page renders: waited for, as on a loaded machine it comes later.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'All products' })).toHaveFocus());
    await user.click(screen.getByRole('link', { name: 'Previous' }));
    await screen.findByText('51–100 of 120 products');
  });

  it('puts the products in the navigation right after the dashboard (where /admin leads)', async () => {
    serveProductList([buildProductRow()]);
    signInAsAdmin();
    serveCollections();
    const { router } = renderRoute('/admin/products');
    await screen.findByRole('heading', { level: 1, name: 'Products' });
    expect(router.state.location.pathname).toBe('/admin/products');
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    const second = within(nav).getAllByRole('link')[1]!;
    expect(second).toHaveTextContent('Products');
    expect(second).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toMatch(/^Products · Back office/));
  });
});
