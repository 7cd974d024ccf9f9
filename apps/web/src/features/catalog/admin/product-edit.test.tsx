import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { renderRoute } from '../../../test/render';
import { CSRF } from '../../../test/account-factories';
import { signInAsAdmin } from '../../admin/admin-test-helpers';
import {
  buildAdminProduct,
  buildProductRow,
  serveCollections,
  serveImages,
  serveProduct,
  serveProductList,
  type SeenWrite,
} from './products-test-helpers';

async function open(path: string) {
  signInAsAdmin();
  serveCollections();
  const view = renderRoute(path);
  return { ...view, user: userEvent.setup() };
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });

const clash = (code: 'SKU_TAKEN' | 'HANDLE_TAKEN', field: string, message: string) =>
  HttpResponse.json({ error: { code, message, details: { field, sku: 'EVL-12-D4' } } }, { status: 409 });

describe('Products: a new product', () => {
  async function fillNew(user: ReturnType<typeof userEvent.setup>) {
    await user.type(field('Name'), 'ZVX-15 D1 15" Subwoofer');
    await user.type(field(/^SKU/), 'ZVX-15-D1');
    await user.type(field('Price'), '649.99');
    await user.type(field('MAP'), '649.99');
    await user.type(field('MSRP'), '899');
  }

  it('shows a taken SKU under its field, names the other product, and keeps what was typed', async () => {
    const { user } = await open('/admin/products/new');
    await screen.findByRole('heading', { level: 1, name: 'New product' });
    const { writes } = serveProduct(buildAdminProduct(), {
      refuse: () => clash('SKU_TAKEN', 'sku', 'The sku "ZVX-15-D1" is already used by another product'),
    });
    await fillNew(user);
    // The handle follows the name until it is typed.
    expect(field(/^Handle/)).toHaveValue('zvx-15-d1-15-subwoofer');
    await user.click(screen.getByRole('button', { name: 'Create product' }));

    const sku = field(/^SKU/);
    await waitFor(() => expect(sku).toHaveAttribute('aria-invalid', 'true'));
    expect(sku).toHaveAccessibleDescription(expect.stringContaining('is already used by another product'));
    expect(sku).toHaveFocus();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Not saved: another product already uses this SKU or handle.');
    expect(within(alert).getByRole('link', { name: 'Open EVL-12-D4' })).toHaveAttribute(
      'href',
      '/admin/products/EVL-12-D4',
    );
    expect(sku).toHaveValue('ZVX-15-D1');
    expect(writes).toHaveLength(1);
    expect(writes[0]!.body).toMatchObject({
      sku: 'ZVX-15-D1',
      name: 'ZVX-15 D1 15" Subwoofer',
      slug: 'zvx-15-d1-15-subwoofer',
      price: 649.99,
      price_map: 649.99,
      price_msrp: 899,
      vendor: 'Skar Audio',
      product_type: 'normal',
      enabled_on_site: true,
      csrfToken: CSRF,
    });
    expect(writes[0]!.body).not.toHaveProperty('site_name');
  });

  it('shows a taken handle under the handle field', async () => {
    const { user } = await open('/admin/products/new');
    await screen.findByRole('heading', { level: 1, name: 'New product' });
    serveProduct(buildAdminProduct(), {
      refuse: () =>
        clash('HANDLE_TAKEN', 'slug', 'The slug "zvx-15" is already used by the product EVL-12-D4'),
    });
    await fillNew(user);
    await user.clear(field(/^Handle/));
    await user.type(field(/^Handle/), 'zvx-15');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    const handle = field(/^Handle/);
    await waitFor(() =>
      expect(handle).toHaveAccessibleDescription(
        expect.stringContaining('The slug "zvx-15" is already used by the product EVL-12-D4'),
      ),
    );
    expect(field(/^SKU/)).not.toHaveAttribute('aria-invalid');
  });

  it('asks for the required fields and dollars before sending anything', async () => {
    const { user } = await open('/admin/products/new');
    await screen.findByRole('heading', { level: 1, name: 'New product' });
    const { writes } = serveProduct(buildAdminProduct());
    await user.type(field('Price'), '12.345');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(field('Name')).toHaveAccessibleDescription('Enter a name');
    expect(field(/^SKU/)).toHaveAccessibleDescription(expect.stringContaining('Enter a SKU'));
    expect(field('Price')).toHaveAccessibleDescription(expect.stringContaining('Enter dollars and cents'));
    expect(field('MAP')).toHaveAccessibleDescription(expect.stringContaining('Enter a price in dollars'));
    expect(field('Name')).toHaveFocus();
    expect(writes).toEqual([]);
  });

  it('creates the product and opens its edit screen, saying it was created', async () => {
    const { user, router } = await open('/admin/products/new');
    await screen.findByRole('heading', { level: 1, name: 'New product' });
    const { writes } = serveProduct(buildAdminProduct());
    serveImages('ZVX-15-D1', []);
    await fillNew(user);
    await user.type(field(/^Stock in Tampa/), '7');
    await user.click(screen.getByRole('checkbox', { name: /12" Subwoofers/ }));
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await screen.findByRole('heading', { level: 1, name: 'ZVX-15 D1 15" Subwoofer' });
    expect(router.state.location.pathname).toBe('/admin/products/ZVX-15-D1');
    expect(await screen.findByText(/^Created at /)).toBeInTheDocument();
    expect(writes[0]!.body).toMatchObject({
      collections: ['car-subwoofers/12-inch-subwoofers'],
      primary_collection: 'car-subwoofers/12-inch-subwoofers',
      stock: { tpa: 7, lv: 0 },
    });
  });
});

describe('Products: editing', () => {
  async function openEdit(product = buildAdminProduct(), others: Parameters<typeof serveProduct>[1] = {}) {
    const served = serveProduct(product, others);
    serveImages(product.sku, []);
    const view = await open(`/admin/products/${product.sku}`);
    await screen.findByRole('heading', { level: 1, name: product.name });
    return { ...view, ...served };
  }

  it('sends only the fields that changed, then says Saved', async () => {
    const { user, writes } = await openEdit();
    const price = field('Price');
    expect(price).toHaveValue('199.99');
    expect(field(/^SKU/)).toHaveAttribute('readonly');
    await user.clear(price);
    await user.type(price, '$1,219.5');
    await user.click(screen.getByRole('checkbox', { name: 'Daily deal' }));
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/^Saved at /)).toBeInTheDocument();
    expect(writes.map((w) => w.body)).toEqual([{ price: 1219.5, is_daily_deal: true, csrfToken: CSRF }]);
    expect(writes[0]!.url.pathname).toBe('/api/admin/products/EVL-12-D4');
    // The form now holds what was stored.
    expect(field('Price')).toHaveValue('1219.50');
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it('says when nothing changed, without sending anything', async () => {
    const { user, writes } = await openEdit();
    await user.type(field('Name'), ' X');
    await user.type(field('Name'), '{Backspace}{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Nothing to save: no field has changed.')).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it("shows the API's field messages under their fields", async () => {
    const { user } = await openEdit(buildAdminProduct(), {
      refuse: (w: SeenWrite) =>
        w.body.seo_title !== undefined
          ? HttpResponse.json(
              {
                error: {
                  code: 'VALIDATION_FAILED',
                  message: 'The request is not valid',
                  details: [{ path: 'seo_title', message: 'No control characters' }],
                },
              },
              { status: 400 },
            )
          : null,
    });
    await user.type(field(/^SEO title/), ' new');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(field(/^SEO title/)).toHaveAccessibleDescription(
        expect.stringContaining('No control characters'),
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Not saved: 1 field needs your attention.');
  });

  it('asks before leaving with unsaved changes, and stays or leaves as told', async () => {
    serveProductList([buildProductRow()]);
    const { user, router } = await openEdit();
    await user.type(field('Name'), ' Pro');
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    await user.click(within(nav).getByRole('link', { name: 'Stock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('have not been saved');
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/admin/products/EVL-12-D4');
    expect(field('Name')).toHaveValue('EVL-12 D4 12" Subwoofer Pro');

    await user.click(screen.getByRole('link', { name: '← All products' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave without saving' }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Products' });
    expect(router.state.location.pathname).toBe('/admin/products');
  });

  it('leaves without asking when nothing changed, and links to the storefront', async () => {
    serveProductList([buildProductRow()]);
    const { user } = await openEdit();
    expect(screen.getByRole('link', { name: /View on the storefront/ })).toHaveAttribute(
      'href',
      '/products/evl-12-d4',
    );
    expect(screen.getByRole('link', { name: 'Change it on the Stock screen' })).toHaveAttribute(
      'href',
      '/admin/stock',
    );
    await user.click(screen.getByRole('link', { name: '← All products' }));
    await screen.findByRole('heading', { level: 1, name: 'Products' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("lists a parent's variants with links, and adds one with the parent's SKU set", async () => {
    const variant = buildProductRow({
      id: 2,
      sku: 'EVL-12-D2',
      name: 'EVL-12 D2',
      product_type: 'variant',
      variant_parent_sku: 'EVL-12',
    });
    const parent = buildAdminProduct({
      sku: 'EVL-12',
      name: 'EVL-12 Subwoofer',
      product_type: 'variant',
      is_parent: true,
      variant_option_one_name: 'Impedance',
      variants: [variant],
      stock: { tpa: 12, lv: 4, total: 16, state: 'low' },
    });
    const { user, router, writes } = await openEdit(parent);
    const variants = screen.getByRole('table', { name: 'Variants of EVL-12 Subwoofer' });
    expect(within(variants).getByRole('link', { name: 'EVL-12 D2' })).toHaveAttribute(
      'href',
      '/admin/products/EVL-12-D2',
    );
    await user.click(screen.getByRole('link', { name: 'Add a variant' }));
    await screen.findByRole('heading', { level: 1, name: 'New variant' });
    expect(router.state.location.search).toBe('?parent=EVL-12');
    expect(field(/^Parent SKU/)).toHaveValue('EVL-12');
    expect(screen.getByRole('radio', { name: /Variant of a family/ })).toBeChecked();
    expect(field(/^Option 1: name/)).toHaveValue('Impedance');
    await user.type(field('Name'), 'EVL-12 D4');
    await user.type(field(/^SKU/), 'EVL-12-D4X');
    await user.type(field(/^Option 1: value/), 'Dual 4 Ohm');
    serveImages('EVL-12-D4X', []);
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await screen.findByRole('heading', { level: 1, name: 'EVL-12 D4' });
    expect(writes).toHaveLength(1);
    expect(writes[0]!.body).toMatchObject({
      sku: 'EVL-12-D4X',
      product_type: 'variant',
      is_parent: false,
      variant_parent_sku: 'EVL-12',
      variant_option_one_name: 'Impedance',
      variant_option_one_value: 'Dual 4 Ohm',
      price: 199.99,
      collections: [],
    });
  });

  it('says when no product has the SKU', async () => {
    serveProduct(buildAdminProduct());
    serveImages('NOPE-1', []);
    await open('/admin/products/NOPE-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'No such product' })).toBeInTheDocument();
    expect(screen.getByText(/No product has the SKU/)).toHaveTextContent('No product has the SKU NOPE-1.');
  });
});
