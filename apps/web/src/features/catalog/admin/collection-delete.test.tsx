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
  renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: heading });
  return { ...api, user: userEvent.setup() };
}

describe('Deleting a collection', () => {
  it('asks first, saying what goes and what stays; Cancel keeps it', async () => {
    const { seen, user } = await open('/admin/collections/3', 'Speaker Wire');
    const button = screen.getByRole('button', { name: 'Delete collection' });
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Delete the collection “Speaker Wire”?' });
    expect(dialog).toHaveAccessibleDescription(
      'Its page /collections/speaker-wire stops working at once. Menu entries that open it are removed too. The products themselves stay in the shop. This cannot be undone.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(seen.filter((r) => r.method === 'DELETE')).toEqual([]);
  });

  it('deletes it with the csrf header and lists the collections without it, saying so', async () => {
    const { seen, user } = await open('/admin/collections/3', 'Speaker Wire');
    await user.click(screen.getByRole('button', { name: 'Delete collection' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete collection' }));
    await screen.findByRole('heading', { level: 1, name: 'Collections and menu' });
    expect(
      screen.getByText(
        "Deleted Speaker Wire: /collections/speaker-wire now shows the shop's not-found page.",
      ),
    ).toBeInTheDocument();
    const del = seen.find((r) => r.method === 'DELETE');
    expect(del?.url.pathname).toBe('/api/admin/collections/3');
    expect(del?.headers.get('x-csrf-token')).toBe(CSRF);
    const table = await screen.findByRole('table', { name: 'Collections' });
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'Speaker Wire' })).toBeNull());
    // The deleted collection is never asked for again.
    const after = seen.slice(seen.indexOf(del!));
    expect(after.filter((r) => r.url.pathname === '/api/admin/collections/3')).toHaveLength(1);
  });

  it('shows the refusal in the dialog when sub-collections still need it, and keeps it', async () => {
    const { user } = await open('/admin/collections/1', 'Car Subwoofers');
    await user.click(screen.getByRole('button', { name: 'Delete collection' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleDescription(/its list of 3 products goes with it/);
    await user.click(within(dialog).getByRole('button', { name: 'Delete collection' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'car-subwoofers cannot be deleted: it has a sub-collection (car-subwoofers/8-inch-subwoofers): delete or move it first.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Car Subwoofers' })).toBeInTheDocument();
  });
});
