import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../../test/render';
import { CSRF } from '../../../test/account-factories';
import { signInAsAdmin } from '../../admin/admin-test-helpers';
import { buildAdminOrder, buildAdminReturn, serveOrders } from './orders-test-helpers';

async function openQueue(path = '/admin/returns', returns = [buildAdminReturn()]) {
  signInAsAdmin();
  const api = serveOrders(buildAdminOrder(), returns);
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Returns' });
  return { ...api, ...view, user: userEvent.setup() };
}

describe('Returns queue', () => {
  it('opens on the open returns (requested, approved, received), with the item, reason and shopper note', async () => {
    const { seen } = await openQueue();
    const card = await screen.findByRole('article', { name: 'Return 5: 1 × EVL-12 Subwoofer' });
    expect(card).toHaveTextContent('Not compatible with my vehicle');
    expect(card).toHaveTextContent('Too big for my trunk');
    expect(card).toHaveTextContent('$149.99');
    expect(within(card).getByRole('link', { name: 'SA-000012' })).toHaveAttribute(
      'href',
      '/admin/orders/SA-000012',
    );
    expect(seen[0]?.url.searchParams.get('status')).toBe('open');
    expect(screen.getByLabelText('Status')).toHaveValue('open');
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent(
      'Open (requested, approved, received)',
    );
  });

  it('asks for a note before approving, then sends it', async () => {
    const { user, seen } = await openQueue();
    const card = await screen.findByRole('article', { name: /Return 5/ });
    // Each step's button is named for what it does, and described by the return it is of.
    for (const name of ['Approve return', 'Refuse return'])
      expect(within(card).getByRole('button', { name })).toHaveAccessibleDescription(
        'Return 5: 1 × EVL-12 Subwoofer',
      );
    await user.click(within(card).getByRole('button', { name: 'Approve return' }));
    expect(within(card).getByText('Write a note first: the shopper reads it.')).toBeInTheDocument();
    expect(seen.some((s) => s.method === 'POST')).toBe(false);
    await user.type(
      within(card).getByLabelText('Note to the shopper (in their email)'),
      'Use the prepaid label',
    );
    await user.click(within(card).getByRole('button', { name: 'Approve return' }));
    expect(
      await screen.findByText('Return 5: Approved: the shopper was mailed your note.'),
    ).toBeInTheDocument();
    // The approved return stays in the open list, with its next step (mark it received).
    const approved = await within(card).findByText('Approved');
    expect(approved).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /received/ })).toBeInTheDocument();
    // The note sent is not left in the field, ready to go out again with a refusal.
    expect(within(card).getByLabelText('Note to the shopper (in their email)')).toHaveValue('');
    expect(screen.queryByText('No return has this status.')).toBeNull();
    const post = seen.find((s) => s.method === 'POST');
    expect(post?.url.pathname).toBe('/api/admin/returns/5/approve');
    expect(post?.body).toEqual({ note: 'Use the prepaid label', csrfToken: CSRF });
  });

  it('marks an approved return received as resellable or not, and refunds a received one', async () => {
    const { user, seen } = await openQueue('/admin/returns?status=', [
      buildAdminReturn({ id: 6, status: 'approved', decision_note: 'Send it back' }),
      buildAdminReturn({ id: 7, status: 'received', resellable: true }),
    ]);
    const approved = await screen.findByRole('article', { name: /Return 6/ });
    await user.click(within(approved).getByLabelText('Can be sold again (its units go back to stock)'));
    await user.click(within(approved).getByRole('button', { name: 'Mark received' }));
    expect(
      await screen.findByText('Return 6: Received: the shopper was mailed. Not resellable.'),
    ).toBeInTheDocument();
    expect(seen.find((s) => s.url.pathname === '/api/admin/returns/6/receive')?.body).toEqual({
      resellable: false,
      csrfToken: CSRF,
    });
    const received = screen.getByRole('article', { name: /Return 7/ });
    expect(within(received).queryByRole('button', { name: /Approve/ })).toBeNull();
    await user.click(within(received).getByRole('button', { name: 'Refund return' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund $149.99?' });
    expect(dialog).toHaveTextContent('Return 7: 1 × EVL-12 Subwoofer');
    expect(seen.some((s) => s.url.pathname === '/api/admin/returns/7/refund')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Refund $149.99' }));
    expect(
      await screen.findByText('Return 7: Refunded to the card paid with: the shopper was mailed.'),
    ).toBeInTheDocument();
  });

  it('says how many units a resellable return put back in stock', async () => {
    const { user } = await openQueue('/admin/returns?status=', [
      buildAdminReturn({ id: 6, status: 'approved', quantity: 2 }),
      buildAdminReturn({ id: 8, status: 'received', resellable: true, restocked_units: 0 }),
    ]);
    const approved = await screen.findByRole('article', { name: /Return 6/ });
    expect(within(approved).getByLabelText('Can be sold again (its units go back to stock)')).toBeChecked();
    await user.click(within(approved).getByRole('button', { name: 'Mark received' }));
    expect(
      await screen.findByText('Return 6: Received: the shopper was mailed. 2 units back in stock.'),
    ).toBeInTheDocument();
    expect(await within(approved).findByText(/· 2 units back in stock/)).toBeInTheDocument();
    expect(screen.getByRole('article', { name: /Return 8/ })).toHaveTextContent(
      'resellable, no units to put back (none were taken from stock)',
    );
  });

  it('filters by status through the URL', async () => {
    const { user, seen } = await openQueue();
    await user.selectOptions(screen.getByLabelText('Status'), 'Refunded');
    expect(await screen.findByText('No return has this status.')).toBeInTheDocument();
    expect(seen.at(-1)?.url.searchParams.get('status')).toBe('refunded');
  });
});
