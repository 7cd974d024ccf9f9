import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DEFAULT_WAREHOUSES, type PutWarehousesBody, type Warehouse } from '@shop/domain';
import { server } from '../../../test/server';
import { renderRoute } from '../../../test/render';
import { CSRF } from '../../../test/account-factories';
import { signInAsAdmin } from '../../admin/admin-test-helpers';

const henderson: Warehouse[] = [
  { code: 'LV', name: 'Henderson', position: 0, active: true },
  { code: 'TPA', name: 'Tampa', position: 1, active: false },
];

async function openStock() {
  signInAsAdmin();
  renderRoute('/admin/stock');
  await screen.findByRole('heading', { level: 1, name: 'Stock' });
  const form = await screen.findByRole('form', { name: 'Warehouses' });
  return { user: userEvent.setup(), form };
}

/**
 * Records PUT /api/admin/warehouses bodies and answers `answer(body)`; GET /api/admin/warehouses then answers
 * what the last accepted PUT answered.
 */
function servePut(answer: (body: PutWarehousesBody) => Response) {
  const bodies: PutWarehousesBody[] = [];
  let stored: unknown = null;
  server.use(
    http.put('/api/admin/warehouses', async ({ request }) => {
      const body = (await request.json()) as PutWarehousesBody;
      bodies.push(body);
      const res = answer(body);
      if (res.ok) stored = await res.clone().json();
      return res;
    }),
    http.get('/api/admin/warehouses', () =>
      HttpResponse.json(stored ?? { warehouses: [...DEFAULT_WAREHOUSES] }),
    ),
  );
  return bodies;
}

describe('Stock: the warehouses', () => {
  it('renames, reorders and deactivates them in one save', async () => {
    const bodies = servePut(() => HttpResponse.json({ warehouses: henderson }));
    const { user, form } = await openStock();
    const lv = within(form).getByRole('listitem', { name: 'Warehouse LV' });
    await user.clear(within(lv).getByRole('textbox', { name: 'Name of LV' }));
    await user.type(within(lv).getByRole('textbox', { name: 'Name of LV' }), 'Henderson');
    await user.click(within(lv).getByRole('button', { name: 'Move LV up' }));
    await user.click(within(form).getByRole('checkbox', { name: 'TPA active' }));
    await user.click(within(form).getByRole('button', { name: 'Save warehouses' }));

    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Saved: the shop shows the warehouses in this order.',
    );
    expect(bodies).toEqual([
      {
        warehouses: [
          { code: 'LV', name: 'Henderson', active: true },
          { code: 'TPA', name: 'Tampa', active: false },
        ],
        csrfToken: CSRF,
      },
    ]);
    expect(
      within(form)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['Warehouse LV', 'Warehouse TPA']);
  });

  it("shows the API's refusal when a warehouse holding units is deactivated", async () => {
    servePut(() =>
      HttpResponse.json(
        {
          error: {
            code: 'WAREHOUSE_HOLDS_STOCK',
            message: 'Tampa (TPA) holds 12 units: move them before deactivating it',
          },
        },
        { status: 409 },
      ),
    );
    const { user, form } = await openStock();
    await user.click(within(form).getByRole('checkbox', { name: 'TPA active' }));
    await user.click(within(form).getByRole('button', { name: 'Save warehouses' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Tampa (TPA) holds 12 units: move them before deactivating it',
    );
  });

  it('refuses an empty name and no active warehouse before sending', async () => {
    const bodies = servePut(() => HttpResponse.json({ warehouses: henderson }));
    const { user, form } = await openStock();
    const name = within(form).getByRole('textbox', { name: 'Name of TPA' });
    await user.clear(name);
    await user.click(within(form).getByRole('checkbox', { name: 'TPA active' }));
    await user.click(within(form).getByRole('checkbox', { name: 'LV active' }));
    await user.click(within(form).getByRole('button', { name: 'Save warehouses' }));
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Give the warehouse a name'));
    expect(within(form).getByRole('alert')).toHaveTextContent('Keep at least one warehouse active.');
    expect(bodies).toEqual([]);
  });

  it("names the one-SKU form's counts after the active warehouses, in their order", async () => {
    server.use(
      http.get('/api/warehouses', () => HttpResponse.json({ warehouses: henderson.filter((w) => w.active) })),
    );
    signInAsAdmin();
    renderRoute('/admin/stock');
    const form = await screen.findByRole('form', { name: "Set one SKU's stock" });
    await within(form).findByRole('textbox', { name: /LV \(Henderson\)/ });
    expect(within(form).queryByRole('textbox', { name: /TPA/ })).toBeNull();
    expect(screen.getByText(/Units on hand in the Henderson \(LV\) warehouses/)).toBeInTheDocument();
  });
});
