import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../../test/render';
import { CSRF } from '../../../test/account-factories';
import { signInAsAdmin } from '../../admin/admin-test-helpers';
import { buildApplication, buildCustomer, buildCustomerRow, serveCustomers } from './customers-test-helpers';

describe('Customers screen', () => {
  it('lists accounts with their standing and searches by the words typed', async () => {
    signInAsAdmin();
    const { seen } = serveCustomers([
      buildCustomerRow(),
      buildCustomerRow({
        id: 11,
        email: 'shop@bass.test',
        first_name: null,
        last_name: null,
        phone: null,
        isDealer: true,
        role: 2,
      }),
    ]);
    const { router } = renderRoute('/admin/customers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Customers' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Customers, newest first' });
    expect(within(table).getByRole('link', { name: 'Marisol Quintero' })).toHaveAttribute(
      'href',
      '/admin/customers/12',
    );
    // No name: the email stands in.
    expect(within(table).getByRole('link', { name: 'shop@bass.test' })).toBeInTheDocument();
    expect(within(table).getByText('Dealer')).toBeInTheDocument();
    expect(within(table).getByText('(555) 867-5309')).toBeInTheDocument();
    expect(screen.getByText('1–2 of 2 customers')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: /back office/i })).toHaveTextContent('Customers');

    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Email, name or phone' }), 'marisol q');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=marisol+q'));
    await waitFor(() => expect(seen.some((s) => s.url.searchParams.get('q') === 'marisol q')).toBe(true));
    expect(await screen.findByRole('heading', { name: 'Matching customers' })).toBeInTheDocument();
  });
});

describe('A customer', () => {
  it('shows the account, consent, orders (linked to the order screen) and applications', async () => {
    signInAsAdmin();
    serveCustomers();
    renderRoute('/admin/customers/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Marisol Quintero' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Account' });
    const account = screen.getByRole('region', { name: 'Account' });
    expect(account).toHaveTextContent('Retail prices (role 1)');
    expect(account).toHaveTextContent(/marisol@example\.com \(verified/);
    expect(account).toHaveTextContent('1 Bass Way, Tampa, FL 33601, US');
    expect(screen.getByRole('region', { name: 'Marketing consent' })).toHaveTextContent('Email offersYes');
    const orders = screen.getByRole('region', { name: 'Orders' });
    expect(within(orders).getByRole('link', { name: 'Order SA-100301' })).toHaveAttribute(
      'href',
      '/admin/orders/301',
    );
    expect(orders).toHaveTextContent('$349.99');
    expect(screen.getByRole('region', { name: 'Dealer applications' })).toHaveTextContent(
      'Bass Cave Installs (EIN 12-3456789)',
    );
  });

  it('asks before disabling the account, then says it is disabled', async () => {
    signInAsAdmin();
    const { seen } = serveCustomers();
    renderRoute('/admin/customers/12');
    const actions = await screen.findByRole('region', { name: 'Actions' });
    // Not a dealer: nothing to revoke.
    expect(within(actions).queryByRole('button', { name: 'Revoke dealer status' })).toBeNull();
    const user = userEvent.setup();
    await user.click(within(actions).getByRole('button', { name: 'Disable account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable this account?' });
    expect(seen.some((s) => s.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect(await screen.findByText('The account is disabled and signed out everywhere.')).toBeInTheDocument();
    const post = seen.find((s) => s.method === 'POST');
    expect(post?.url.pathname).toBe('/api/admin/customers/12/disable');
    expect(post?.body).toEqual({ csrfToken: CSRF });
    expect(await screen.findByText('This account is disabled: it cannot sign in.')).toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'Enable account' })).toBeInTheDocument();
  });

  it('offers to revoke a dealer, and never to disable an administrator', async () => {
    signInAsAdmin();
    serveCustomers(undefined, buildCustomer({ role: 2, isDealer: true, isAdmin: true }));
    renderRoute('/admin/customers/12');
    const actions = await screen.findByRole('region', { name: 'Actions' });
    expect(within(actions).getByRole('button', { name: 'Revoke dealer status' })).toBeInTheDocument();
    expect(within(actions).queryByRole('button', { name: 'Disable account' })).toBeNull();
    expect(within(actions).getByRole('button', { name: 'End all sessions' })).toBeInTheDocument();
  });
});

describe('Dealer applications screen', () => {
  it('approves an open application with a note, and needs a note to decline', async () => {
    signInAsAdmin();
    const { seen } = serveCustomers(undefined, undefined, [
      buildApplication(),
      buildApplication({ id: 6, business_name: 'Thump Audio', user_id: 13 }),
    ]);
    renderRoute('/admin/dealers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dealer applications' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Bass Cave Installs' });
    expect(within(card).getByRole('link', { name: 'marisol@example.com' })).toHaveAttribute(
      'href',
      '/admin/customers/12',
    );
    expect(card).toHaveTextContent('(555) 201-3344');
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Decline' }));
    expect(
      await within(card).findByText('Say why in the note: the applicant reads it in the mail.'),
    ).toBeInTheDocument();
    expect(seen.some((s) => s.method === 'POST')).toBe(false);

    await user.type(within(card).getByRole('textbox', { name: 'Note to the applicant' }), 'Welcome aboard');
    await user.click(within(card).getByRole('button', { name: 'Approve as dealer' }));
    await waitFor(() => expect(seen.some((s) => s.method === 'POST')).toBe(true));
    const post = seen.find((s) => s.method === 'POST');
    expect(post?.url.pathname).toBe('/api/admin/dealer-applications/5/approve');
    expect(post?.body).toEqual({ note: 'Welcome aboard', csrfToken: CSRF });
    // Decided: it leaves the open list.
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Bass Cave Installs' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Thump Audio' })).toBeInTheDocument();
    // The page says what was done, since the card is gone.
    expect(screen.getByRole('status')).toHaveTextContent(
      'Approved Bass Cave Installs: marisol@example.com now sees dealer prices, and the mail is on its way.',
    );
  });
});
