import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../test/server';
import { CSRF } from '../../../test/account-factories';
import { renderRoute } from '../../../test/render';
import { signInAsAdmin } from '../../admin/admin-test-helpers';
import {
  buildAdminProduct,
  buildProductRow,
  serveCollections,
  serveImages,
  serveProduct,
  serveProductList,
} from './products-test-helpers';

type Seen = { url: URL; headers: Headers };

/** The edit screen of EVL-12-D4; DELETE answers `answer` (204 by default), each request seen. */
async function open(answer: () => Response = () => new HttpResponse(null, { status: 204 })) {
  signInAsAdmin();
  serveCollections();
  serveProduct(buildAdminProduct());
  serveImages('EVL-12-D4', []);
  serveProductList([buildProductRow({ sku: 'EVL-10-D2', name: 'EVL-10 D2 10" Subwoofer' })]);
  const deletes: Seen[] = [];
  server.use(
    http.delete('/api/admin/products/:sku', ({ request }) => {
      deletes.push({ url: new URL(request.url), headers: request.headers });
      return answer();
    }),
  );
  renderRoute('/admin/products/EVL-12-D4');
  await screen.findByRole('heading', { level: 1, name: 'EVL-12 D4 12" Subwoofer' });
  return { deletes, user: userEvent.setup() };
}

describe('Deleting a product', () => {
  it('asks first, saying what goes; Cancel keeps it', async () => {
    const { deletes, user } = await open();
    expect(screen.getByRole('region', { name: 'Delete this product' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete product' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the product “EVL-12 D4 12" Subwoofer”?' });
    expect(dialog).toHaveAccessibleDescription(
      expect.stringContaining('stops working at once, and its stock, pictures and place in collections'),
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(deletes).toEqual([]);
  });

  it('deletes it with the csrf header, then lists the products, saying so', async () => {
    const { deletes, user } = await open();
    await user.click(screen.getByRole('button', { name: 'Delete product' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete product' }));
    await screen.findByRole('heading', { level: 1, name: 'Products' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Deleted EVL-12 D4 12" Subwoofer (EVL-12-D4): its page now shows the shop\'s not-found page.',
    );
    expect(deletes).toHaveLength(1);
    expect(deletes[0]!.url.pathname).toBe('/api/admin/products/EVL-12-D4');
    expect(deletes[0]!.headers.get('x-csrf-token')).toBe(CSRF);
    expect(await screen.findByRole('link', { name: 'EVL-10 D2 10" Subwoofer' })).toBeInTheDocument();
  });

  it('shows the refusal in the dialog (disable it instead) and keeps the product', async () => {
    const refusal =
      'EVL-12-D4 cannot be deleted: it has been ordered (2 order lines) and orders keep naming it. To take it off the storefront, disable it instead (untick "Enabled on the site").';
    const { user } = await open(() =>
      HttpResponse.json(
        {
          error: {
            code: 'PRODUCT_IN_USE',
            message: refusal,
            details: { order_lines: 2, variants: [], bundles: [] },
          },
        },
        { status: 409 },
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Delete product' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete product' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Delete product' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { level: 1, name: 'EVL-12 D4 12" Subwoofer' })).toBeInTheDocument();
  });
});
