import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../test/server';
import { renderRoute } from '../../test/render';
import { buildSessionUser, dealerUser, serveSession } from '../../test/account-factories';
import { initialUiState, useUiStore } from '../../lib/ui-store';
import { signInAsAdmin } from './admin-test-helpers';
import { serveDashboard } from '../dashboard/admin/dashboard-test-helpers';

afterEach(() => useUiStore.setState(initialUiState));

describe('back office access', () => {
  it('sends a signed-out visitor to sign in, with the back office as the callbackUrl', async () => {
    const { router } = renderRoute('/admin/stock');
    expect(await screen.findByText('Please sign in to view that page.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/login');
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('callbackUrl')).toBe('/admin/stock');
    expect(params.get('error')).toBe('SessionRequired');
  });

  it('sends a signed-out visitor at /admin to sign in and back to /admin', async () => {
    const { router } = renderRoute('/admin');
    await screen.findByText('Please sign in to view that page.');
    expect(new URLSearchParams(router.state.location.search).get('callbackUrl')).toBe('/admin');
  });

  it.each([
    ['a retail shopper', buildSessionUser()],
    ['a dealer', dealerUser()],
  ])(
    'tells %s they need an administrator account, with a link home, and asks the admin API nothing',
    async (_, user) => {
      serveSession(user);
      // Any /api/admin request would be an unhandled request here, which fails the test.
      renderRoute('/admin/api-keys');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'You need an administrator account' }),
      ).toBeInTheDocument();
      expect(screen.getByText(user.email)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
      expect(screen.queryByRole('navigation', { name: 'Back office' })).toBeNull();
      await waitFor(() => expect(document.title).toMatch(/^You need an administrator account · Back office/));
    },
  );

  it("opens /admin on its first screen in the back office's own layout, without the shop's header and footer", async () => {
    signInAsAdmin();
    serveDashboard();
    const { router } = renderRoute('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Dashboard',
      'Products',
      'Orders',
      'Returns',
      'Stock',
      'Sales',
      'Collections and menu',
      'Pages',
      'Home page',
      'Reviews',
      'Customers',
      'Dealer applications',
      'Subscribers',
      'Sales tax',
      'Settings',
      'Audit log',
      'API keys',
    ]);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'API keys' })).not.toHaveAttribute('aria-current');
    expect(screen.getAllByText('Ada Admin').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'View shop' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#admin-main');
    // None of the shop's chrome: no account menu, no footer.
    expect(screen.queryByRole('button', { name: 'My Account' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    // The title is set in an effect after the heading renders; wait for it, not for a time.
    await waitFor(() => expect(document.title).toMatch(/^Dashboard · Back office/));
  });

  it('names an administrator without a name by the email address', async () => {
    signInAsAdmin({ first_name: null, last_name: null });
    renderRoute('/admin/stock');
    await screen.findByRole('heading', { level: 1, name: 'Stock' });
    expect(screen.getAllByText('admin@skar.test').length).toBeGreaterThan(0);
  });

  it('moves between screens from the navigation and puts focus on the new screen', async () => {
    signInAsAdmin();
    server.use(
      http.get('/api/admin/audit', () => HttpResponse.json({ entries: [], total: 0 })),
      http.get('/api/admin/audit/actors', () => HttpResponse.json({ actors: [] })),
    );
    renderRoute('/admin/stock');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Audit log' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
    expect(screen.getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a not-found page for a back office path that is no screen', async () => {
    signInAsAdmin();
    renderRoute('/admin/no-such-screen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Back office' })).toBeInTheDocument();
  });

  it('offers to sign in again when the session ends while in the back office', async () => {
    signInAsAdmin();
    const { queryClient } = renderRoute('/admin/stock');
    await screen.findByRole('heading', { level: 1, name: 'Stock' });
    serveSession(null);
    await queryClient.invalidateQueries({ queryKey: ['auth', 'session'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'You are signed out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/account/login?error=SessionRequired&callbackUrl=%2Fadmin%2Fstock',
    );
    expect(screen.queryByRole('navigation', { name: 'Back office' })).toBeNull();
  });

  it('signs out: the session and cart cookies go, and the shop opens as a visitor', async () => {
    signInAsAdmin();
    let signedOut = false;
    server.use(
      http.post('/api/auth/signout', async ({ request }) => {
        expect(await request.json()).toMatchObject({ csrfToken: 'csrf-test-token' });
        signedOut = true;
        return HttpResponse.json({ url: '/' });
      }),
      http.delete('/api/cookies', () =>
        HttpResponse.json({ cleared: ['sa_cart_token', 'sa_checkout_token'] }),
      ),
      http.get('/api/auth/session', () =>
        HttpResponse.json(
          signedOut
            ? {}
            : {
                user: buildSessionUser({ isAdmin: true, first_name: 'Ada', last_name: 'Admin' }),
                expires: '2030-01-01T00:00:00.000Z',
              },
        ),
      ),
    );
    const { router } = renderRoute('/admin/stock');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(signedOut).toBe(true);
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Back office' })).toBeNull();
  });
});

describe('the account menu', () => {
  it('has an Admin link to /admin for an administrator', async () => {
    signInAsAdmin();
    renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: /built loud/i });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'My Account' }));
    expect(
      within(screen.getByRole('list', { name: 'Account' })).getByRole('link', { name: 'Admin' }),
    ).toHaveAttribute('href', '/admin');
  });

  it('has no Admin link for a shopper', async () => {
    serveSession(buildSessionUser());
    renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: /built loud/i });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'My Account' }));
    const menu = screen.getByRole('list', { name: 'Account' });
    expect(within(menu).getByRole('link', { name: 'Order History' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Admin' })).toBeNull();
  });
});
