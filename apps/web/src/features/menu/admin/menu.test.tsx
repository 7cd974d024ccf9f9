import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CSRF } from '../../../test/account-factories';
import { renderRoute } from '../../../test/render';
import { signInAsAdmin } from '../../admin/admin-test-helpers';
import { serveMenu } from './menu-test-helpers';

async function openMenu() {
  signInAsAdmin();
  const api = serveMenu();
  const view = renderRoute('/admin/collections/menu');
  await screen.findByRole('heading', { level: 1, name: 'Collections and menu' });
  const tree = await screen.findByRole('list', { name: 'Menu categories' });
  const user = userEvent.setup();
  const expand = async (title: string) => {
    const button = within(tree).getByRole('button', { name: new RegExp(`^${title}`) });
    await user.click(button);
    return button;
  };
  return { ...api, ...view, tree, user, expand };
}

const titles = (list: HTMLElement) =>
  Array.from(list.children).map((li) => li.querySelector('.font-semibold')?.firstChild?.textContent);

describe('Header menu screen', () => {
  it('shows the categories with their side and mobile-only flag, each opening to its collections and flags', async () => {
    const { tree, expand } = await openMenu();
    expect(screen.getByRole('link', { name: 'Header menu' })).toHaveAttribute('aria-current', 'page');
    const vehicle = within(tree)
      .getByRole('button', { name: /^Vehicle Specific/ })
      .closest('li')!;
    expect(within(vehicle).getByText('Mobile only')).toBeInTheDocument();
    expect(vehicle).toHaveTextContent('right side');

    const button = await expand('Subwoofers');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const collections = screen.getByRole('list', { name: 'Collections in Subwoofers' });
    expect(titles(collections)).toEqual(['8 Inch Subwoofers', '10 Inch Subwoofers', 'Clearance Subwoofers']);
    const clearance = within(collections).getByText('Clearance Subwoofers').closest('li')!;
    expect(within(clearance).getByText('Hidden')).toBeInTheDocument();
    expect(clearance).toHaveTextContent('/collections/car-subwoofers');
    expect(
      within(collections).getByText('/collections/car-subwoofers/8-inch-subwoofers'),
    ).toBeInTheDocument();

    await expand('Amp Kits Wiring & More');
    const wire = screen.getByRole('list', { name: 'Collections in Amp Kits Wiring & More' });
    expect(within(wire).getByText('Hides pricing')).toBeInTheDocument();
    const links = screen.getByRole('list', { name: 'Product links in Speaker Wire' });
    expect(within(links).getByText('10 Gauge Speaker Wire')).toBeInTheDocument();
  });

  it('edits a menu collection: hidden, hide-pricing, subtitle and target; only the changes are sent', async () => {
    const { seen, user, expand } = await openMenu();
    await expand('Subwoofers');
    const edit = screen.getByRole('button', { name: 'Edit 10 Inch Subwoofers' });
    await user.click(edit);
    const form = screen.getByRole('form', { name: 'Edit menu collection 10 Inch Subwoofers' });
    expect(within(form).getByRole('textbox', { name: /^Title/ })).toHaveFocus();
    await user.type(within(form).getByRole('textbox', { name: /^Subtitle/ }), 'Most popular');
    await user.click(within(form).getByRole('checkbox', { name: 'Hidden' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Hide pricing' }));
    await user.clear(within(form).getByRole('textbox', { name: /^Target/ }));
    await user.click(within(form).getByRole('button', { name: 'Save collection' }));

    expect(await screen.findByText('Saved: the shop’s menu shows the change now.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    await waitFor(() => expect(edit).toHaveFocus());
    const patch = seen.find((r) => r.method === 'PATCH');
    expect(patch?.url.pathname).toBe('/api/admin/menu/collections/2');
    expect(patch?.body).toEqual({
      subtitle: 'Most popular',
      slug: null,
      is_hidden: true,
      hide_pricing: true,
      csrfToken: CSRF,
    });
    const row = screen.getByText('10 Inch Subwoofers').closest('li')!;
    expect(row).toHaveTextContent('Most popular');
    expect(within(row).getByText('Hidden')).toBeInTheDocument();
    expect(within(row).getByText('Hides pricing')).toBeInTheDocument();
    expect(row).toHaveTextContent('/collections/car-subwoofers/10-inch-subwoofers');
  });

  it('edits a category: mobile only and its side', async () => {
    const { seen, user, tree } = await openMenu();
    await user.click(within(tree).getByRole('button', { name: 'Edit Subwoofers' }));
    const form = screen.getByRole('form', { name: 'Edit category Subwoofers' });
    await user.click(within(form).getByRole('checkbox', { name: 'Mobile only' }));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Side of the mega menu' }), 'Right');
    await user.click(within(form).getByRole('button', { name: 'Save category' }));
    await screen.findByText('Saved: the shop’s menu shows the change now.');
    expect(seen.find((r) => r.method === 'PATCH')?.body).toEqual({
      group_side: 'right',
      mobile_only: true,
      csrfToken: CSRF,
    });
    const subs = within(tree)
      .getByRole('button', { name: /^Subwoofers/ })
      .closest('li')!;
    expect(within(subs).getByText('Mobile only')).toBeInTheDocument();
  });

  it('reorders siblings with the keyboard, one group at a time', async () => {
    const { seen, user, expand, tree } = await openMenu();
    await expand('Subwoofers');
    const collections = screen.getByRole('list', { name: 'Collections in Subwoofers' });
    within(collections).getByRole('button', { name: 'Move Clearance Subwoofers up' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(titles(collections)).toEqual([
        '8 Inch Subwoofers',
        'Clearance Subwoofers',
        '10 Inch Subwoofers',
      ]),
    );
    expect(within(collections).getByRole('button', { name: 'Move Clearance Subwoofers up' })).toHaveFocus();
    expect(screen.getByText('Clearance Subwoofers moved to place 2 of 3.')).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'PUT')?.body).toEqual({
      kind: 'collections',
      ids: [1, 3, 2],
      csrfToken: CSRF,
    });

    await user.click(within(tree).getByRole('button', { name: 'Move Vehicle Specific up' }));
    await waitFor(() =>
      expect(seen.filter((r) => r.method === 'PUT').at(-1)?.body).toEqual({
        kind: 'categories',
        ids: [1, 3, 2],
        csrfToken: CSRF,
      }),
    );
  });

  it('adds a product link under a menu collection; an unknown SKU shows on its field', async () => {
    const { seen, user, expand } = await openMenu();
    await expand('Amp Kits Wiring & More');
    await user.click(screen.getByRole('button', { name: 'Add to Speaker Wire' }));
    await user.click(screen.getByRole('button', { name: 'Add a product link to Speaker Wire' }));
    const form = screen.getByRole('form', { name: 'New product link in Speaker Wire' });
    const sku = within(form).getByRole('textbox', { name: /^SKU/ });
    await user.type(sku, 'NOPE-1');
    await user.click(within(form).getByRole('button', { name: 'Add product link' }));
    await waitFor(() => expect(sku).toHaveAccessibleDescription('No product has this SKU'));
    expect(sku).toHaveFocus();

    await user.clear(sku);
    await user.type(sku, 'skspk-14');
    await user.type(within(form).getByRole('textbox', { name: /^Title in the menu/ }), '14 Gauge');
    await user.click(within(form).getByRole('button', { name: 'Add product link' }));
    expect(await screen.findByText('Added a link to skspk-14 in Speaker Wire.')).toBeInTheDocument();
    const links = screen.getByRole('list', { name: 'Product links in Speaker Wire' });
    expect(within(links).getByText('14 Gauge')).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'POST').at(-1)?.body).toEqual({
      sku: 'skspk-14',
      override_title: '14 Gauge',
      subtitle: null,
      menu_collection_id: 4,
      csrfToken: CSRF,
    });
  });

  it('adds a collection to a category', async () => {
    const { seen, user, expand } = await openMenu();
    await expand('Vehicle Specific');
    await user.click(screen.getByRole('button', { name: 'Add a collection to Vehicle Specific' }));
    const form = screen.getByRole('form', { name: 'New menu collection in Vehicle Specific' });
    await user.type(within(form).getByRole('textbox', { name: /^Title/ }), 'Loaded Vehicle Enclosures');
    await user.type(
      within(form).getByRole('textbox', { name: /^Collection handle/ }),
      'vehicle-specific-subwoofer-enclosures',
    );
    await user.type(
      within(form).getByRole('textbox', { name: /^Target/ }),
      'collections/vehicle-specific-subwoofer-enclosures?type=Loaded',
    );
    await user.click(within(form).getByRole('button', { name: 'Add collection' }));
    expect(
      await screen.findByText('Added Loaded Vehicle Enclosures to Vehicle Specific.'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Collections in Vehicle Specific' })).getByText(
        'Loaded Vehicle Enclosures',
      ),
    ).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({
      title: 'Loaded Vehicle Enclosures',
      subtitle: null,
      handle: 'vehicle-specific-subwoofer-enclosures',
      slug: 'collections/vehicle-specific-subwoofer-enclosures?type=Loaded',
      image_url: null,
      is_hidden: false,
      hide_pricing: false,
      category_id: 3,
      parent_id: null,
      csrfToken: CSRF,
    });
  });

  it('asks before deleting a menu collection with its links, then deletes it with the csrf header', async () => {
    const { seen, user, expand } = await openMenu();
    await expand('Amp Kits Wiring & More');
    await user.click(screen.getByRole('button', { name: 'Delete Speaker Wire' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the menu collection “Speaker Wire”?' });
    expect(dialog).toHaveAccessibleDescription(/with the 2 entries under it/);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(seen.filter((r) => r.method === 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Speaker Wire' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted Speaker Wire from the menu.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('10 Gauge Speaker Wire')).toBeNull());
    const del = seen.find((r) => r.method === 'DELETE');
    expect(del?.url.pathname).toBe('/api/admin/menu/collections/4');
    expect(del?.headers.get('x-csrf-token')).toBe(CSRF);
    // Focused in an effect after the list re-renders.
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Header menu' })).toHaveFocus());
  });
});
