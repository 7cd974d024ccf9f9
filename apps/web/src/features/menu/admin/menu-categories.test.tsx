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
  renderRoute('/admin/collections/menu');
  const tree = await screen.findByRole('list', { name: 'Menu categories' });
  return { ...api, tree, user: userEvent.setup() };
}

const categoryTitles = (tree: HTMLElement) =>
  within(tree)
    .getAllByRole('button', { expanded: false })
    .filter((b) => b.getAttribute('aria-controls')?.startsWith('menu-category-'))
    .map((b) => b.querySelector('.font-bold')?.textContent);

describe('Header menu screen: categories', () => {
  it('adds a category last, with its handle, side and mobile-only flag', async () => {
    const { seen, tree, user } = await openMenu();
    const add = screen.getByRole('button', { name: 'Add a category' });
    await user.click(add);
    const form = screen.getByRole('form', { name: 'New menu category' });
    expect(within(form).getByRole('textbox', { name: /^Title/ })).toHaveFocus();

    await user.click(within(form).getByRole('button', { name: 'Add category' }));
    expect(within(form).getByRole('textbox', { name: /^Title/ })).toHaveAccessibleDescription('Required');
    expect(seen.filter((r) => r.method === 'POST')).toEqual([]);

    await user.type(within(form).getByRole('textbox', { name: /^Title/ }), 'Marine Audio');
    await user.type(within(form).getByRole('textbox', { name: /^Collection handle/ }), ' marine-audio ');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Side of the mega menu' }), 'Right');
    await user.click(within(form).getByRole('checkbox', { name: 'Mobile only' }));
    await user.click(within(form).getByRole('button', { name: 'Add category' }));

    expect(await screen.findByText('Added the category Marine Audio, last in the menu.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New menu category' })).toBeNull();
    await waitFor(() => expect(add).toHaveFocus());
    expect(seen.find((r) => r.method === 'POST')?.url.pathname).toBe('/api/admin/menu/categories');
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({
      title: 'Marine Audio',
      handle: 'marine-audio',
      image_url: null,
      group_side: 'right',
      mobile_only: true,
      csrfToken: CSRF,
    });
    expect(categoryTitles(tree).at(-1)).toBe('Marine Audio');
    expect(within(tree).getByRole('button', { name: 'Move Marine Audio down' })).toBeDisabled();
  });

  it("checks a new category with its route's schema: a bad handle shows on its field and nothing is sent", async () => {
    const { seen, user } = await openMenu();
    await user.click(screen.getByRole('button', { name: 'Add a category' }));
    const form = screen.getByRole('form', { name: 'New menu category' });
    await user.type(within(form).getByRole('textbox', { name: /^Title/ }), 'Marine');
    const handle = within(form).getByRole('textbox', { name: /^Collection handle/ });
    await user.type(handle, 'Marine Audio');
    await user.click(within(form).getByRole('button', { name: 'Add category' }));
    await waitFor(() => expect(handle).toHaveAccessibleDescription(/A collection handle/));
    expect(handle).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(handle).toHaveFocus());
    expect(seen.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('renames a category, sending only its new title', async () => {
    const { seen, tree, user } = await openMenu();
    await user.click(within(tree).getByRole('button', { name: 'Edit Subwoofers' }));
    const form = screen.getByRole('form', { name: 'Edit category Subwoofers' });
    const title = within(form).getByRole('textbox', { name: /^Title/ });
    await user.clear(title);
    await user.type(title, 'Car Subwoofers');
    await user.click(within(form).getByRole('button', { name: 'Save category' }));
    await screen.findByText('Saved: the shop’s menu shows the change now.');
    expect(seen.find((r) => r.method === 'PATCH')?.body).toEqual({
      title: 'Car Subwoofers',
      csrfToken: CSRF,
    });
    expect(categoryTitles(tree)[0]).toBe('Car Subwoofers');
  });

  it('asks before deleting a category with what goes with it, then deletes it', async () => {
    const { seen, tree, user } = await openMenu();
    await user.click(within(tree).getByRole('button', { name: 'Delete Amp Kits Wiring & More' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Delete the category “Amp Kits Wiring & More”?',
    });
    expect(dialog).toHaveAccessibleDescription(
      "It leaves the shop's menu at once, with the 3 entries under it. The collections themselves and their pages stay.",
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted Amp Kits Wiring & More from the menu.')).toBeInTheDocument();
    const del = seen.find((r) => r.method === 'DELETE');
    expect(del?.url.pathname).toBe('/api/admin/menu/categories/2');
    expect(del?.headers.get('x-csrf-token')).toBe(CSRF);
    await waitFor(() => expect(categoryTitles(tree)).toEqual(['Subwoofers', 'Vehicle Specific']));
  });
});
