import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CSRF } from '../../../test/account-factories';
import { renderRoute } from '../../../test/render';
import { signInAsAdmin } from '../../admin/admin-test-helpers';
import { serveCollections } from './collections-test-helpers';

async function open(path: string, heading: string) {
  signInAsAdmin();
  const api = serveCollections();
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: heading });
  return { ...api, ...view, user: userEvent.setup() };
}

const order = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('aria-label'));

describe('Collections screen', () => {
  it('lists the collections with their pages, product counts and flags, and finds one by title or handle', async () => {
    const { user } = await open('/admin/collections', 'Collections and menu');
    const table = await screen.findByRole('table', { name: 'Collections' });
    const wire = within(table)
      .getByRole('rowheader', { name: /Speaker Wire/ })
      .closest('tr')!;
    expect(within(wire).getAllByText('Hides pricing').length).toBeGreaterThan(0);
    const subs = within(table).getByRole('link', { name: 'Car Subwoofers' }).closest('tr')!;
    expect(subs).toHaveTextContent('3');
    expect(within(table).getByRole('link', { name: '8 Inch Subwoofers' })).toHaveAttribute(
      'href',
      '/admin/collections/2',
    );
    expect(
      within(table).getAllByText('/collections/car-subwoofers/8-inch-subwoofers').length,
    ).toBeGreaterThan(0);

    await user.type(screen.getByRole('searchbox', { name: 'Find a collection' }), 'wire');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByText('1 of 3 collections')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Collections and menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Collections' })).toHaveAttribute('aria-current', 'page');
  });

  it('creates a collection under a parent, with the csrf token, and opens it', async () => {
    const { seen, user, router } = await open('/admin/collections/new', 'New collection');
    const form = screen.getByRole('form', { name: 'New collection' });
    await user.click(within(form).getByRole('button', { name: 'Create collection' }));
    expect(within(form).getByRole('textbox', { name: /^Handle/ })).toHaveAccessibleDescription('Required');
    expect(within(form).getByRole('textbox', { name: /^Handle/ })).toHaveFocus();

    // A taken handle shows on the handle field.
    await user.type(within(form).getByRole('textbox', { name: /^Handle/ }), 'car-subwoofers');
    await user.type(within(form).getByRole('textbox', { name: /^Title/ }), 'Twelves');
    await user.click(within(form).getByRole('button', { name: 'Create collection' }));
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: /^Handle/ })).toHaveAccessibleDescription(
        'The collection car-subwoofers already exists',
      ),
    );

    await user.clear(within(form).getByRole('textbox', { name: /^Handle/ }));
    await user.type(within(form).getByRole('textbox', { name: /^Handle/ }), '12-inch-subwoofers');
    await user.selectOptions(
      within(form).getByRole('combobox', { name: /^Under/ }),
      'Car Subwoofers (/collections/car-subwoofers)',
    );
    await user.click(within(form).getByRole('checkbox', { name: 'Daily deal' }));
    await user.click(within(form).getByRole('button', { name: 'Create collection' }));
    expect(
      await screen.findByText('Created Twelves: its page is /collections/car-subwoofers/12-inch-subwoofers.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/collections/4');
    const post = seen.filter((r) => r.method === 'POST').at(-1);
    expect(post?.body).toMatchObject({
      handle: '12-inch-subwoofers',
      parent_id: 1,
      title: 'Twelves',
      is_daily_deal: true,
      hide_pricing: false,
      page_image: null,
      csrfToken: CSRF,
    });
  });

  it('saves only the fields that changed, and nothing when none did', async () => {
    const { seen, user } = await open('/admin/collections/1', 'Car Subwoofers');
    const form = screen.getByRole('form', { name: 'Edit Car Subwoofers' });
    const description = within(form).getByRole('textbox', { name: /^Description/ });
    expect(description).toHaveValue('Every subwoofer we make.');
    await user.clear(description);
    await user.type(description, 'Subwoofers from 8 to 18 inches.');
    await user.click(within(form).getByRole('checkbox', { name: 'Hide pricing' }));
    await user.clear(within(form).getByRole('textbox', { name: /^Sale banner/ }));
    await user.click(within(form).getByRole('button', { name: 'Save collection' }));
    expect(
      await screen.findByText('Saved Car Subwoofers: the shop shows the change now.'),
    ).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'PATCH')?.body).toEqual({
      description: 'Subwoofers from 8 to 18 inches.',
      hide_pricing: true,
      sale_banner_image: null,
      csrfToken: CSRF,
    });

    await user.click(within(form).getByRole('button', { name: 'Save collection' }));
    expect(await screen.findByText('Nothing to save: no field has changed.')).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'PATCH')).toHaveLength(1);
  });

  it('shows the products with their names, and reorders them with the keyboard', async () => {
    const { seen, user, members } = await open('/admin/collections/1', 'Car Subwoofers');
    const list = screen.getByRole('list', { name: 'Products in Car Subwoofers, in order' });
    expect(order(list)).toEqual(['1. EVL-12-D4', '2. EVL-10-D4', '3. SDR-12-D4']);
    expect(within(list).getByText('EVL-10-D4 10" 1000W RMS Dual 4 Ohm Subwoofer')).toBeInTheDocument();

    within(list).getByRole('button', { name: 'Move SDR-12-D4 up' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(order(list)).toEqual(['1. EVL-12-D4', '2. SDR-12-D4', '3. EVL-10-D4']));
    expect(within(list).getByRole('button', { name: 'Move SDR-12-D4 up' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(order(list)).toEqual(['1. SDR-12-D4', '2. EVL-12-D4', '3. EVL-10-D4']));
    // At the top Move up turns off; focus goes to Move down.
    await waitFor(() =>
      expect(within(list).getByRole('button', { name: 'Move SDR-12-D4 down' })).toHaveFocus(),
    );
    expect(screen.getByText('SDR-12-D4 moved to place 1 of 3.')).toBeInTheDocument();
    const puts = seen.filter((r) => r.method === 'PUT');
    expect(puts.map((r) => r.body)).toEqual([
      { skus: ['EVL-12-D4', 'SDR-12-D4', 'EVL-10-D4'], csrfToken: CSRF },
      { skus: ['SDR-12-D4', 'EVL-12-D4', 'EVL-10-D4'], csrfToken: CSRF },
    ]);
    expect(members(1)).toEqual(['SDR-12-D4', 'EVL-12-D4', 'EVL-10-D4']);
  });

  it('finds products by sku or name and adds one at the end; members say so', async () => {
    const { seen, user } = await open('/admin/collections/1', 'Car Subwoofers');
    await user.type(screen.getByRole('searchbox', { name: 'Find products to add' }), 'subwoofer');
    const results = await screen.findByRole('list', { name: 'Matching products' });
    expect(screen.getByText('5 matches')).toBeInTheDocument();
    expect(
      within(results).getByRole('button', { name: 'Added: EVL-12-D4 is in the collection' }),
    ).toHaveAttribute('aria-disabled', 'true');
    const add = within(results).getByRole('button', { name: 'Add ZVX-15-D2' });
    await user.click(add);
    expect(await screen.findByText('Added ZVX-15-D2: it is number 4 of 4.')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Products in Car Subwoofers, in order' });
    expect(order(list)).toEqual(['1. EVL-12-D4', '2. EVL-10-D4', '3. SDR-12-D4', '4. ZVX-15-D2']);
    expect(within(list).getByText('ZVX-15-D2 15" 3000W RMS Dual 2 Ohm Subwoofer')).toBeInTheDocument();
    // The button stays (focus is not lost), now saying it is in.
    expect(
      within(results).getByRole('button', { name: 'Added: ZVX-15-D2 is in the collection' }),
    ).toHaveFocus();
    const post = seen.find((r) => r.method === 'POST');
    expect(post?.url.pathname).toBe('/api/admin/collections/1/products');
    expect(post?.body).toEqual({ skus: ['ZVX-15-D2'], csrfToken: CSRF });
    const search = seen.find((r) => r.url.pathname === '/api/admin/products');
    expect(search?.url.searchParams.get('q')).toBe('subwoofer');
    expect(screen.getByRole('heading', { level: 2, name: 'Products (4)' })).toBeInTheDocument();
  });

  it('removes a product with the csrf header, and says so', async () => {
    const { seen, user } = await open('/admin/collections/1', 'Car Subwoofers');
    const list = screen.getByRole('list', { name: 'Products in Car Subwoofers, in order' });
    await user.click(within(list).getByRole('button', { name: 'Remove EVL-10-D4 from Car Subwoofers' }));
    expect(await screen.findByText('Removed EVL-10-D4 from Car Subwoofers.')).toBeInTheDocument();
    expect(order(list)).toEqual(['1. EVL-12-D4', '2. SDR-12-D4']);
    const del = seen.find((r) => r.method === 'DELETE');
    expect(del?.url.pathname).toBe('/api/admin/collections/1/products/EVL-10-D4');
    expect(del?.headers.get('x-csrf-token')).toBe(CSRF);
    expect(screen.getByRole('heading', { level: 2, name: 'Products (2)' })).toHaveFocus();
  });

  it('says when there is no such collection', async () => {
    await open('/admin/collections/99', 'Collection');
    expect(await screen.findByText('There is no such collection.')).toBeInTheDocument();
  });
});
