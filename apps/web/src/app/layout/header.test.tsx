import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { SessionUser } from '@shop/domain';
import { server } from '../../test/server';
import { renderRoute } from '../../test/render';
import { buildCart, buildCartLine } from '../../test/cart-factories';
import { initialUiState, useUiStore } from '../../lib/ui-store';
import { buildSessionUser, serveSession } from '../../test/account-factories';

afterEach(() => {
  useUiStore.setState(initialUiState);
  document.body.classList.remove('no-scroll');
});

async function renderHome() {
  renderRoute('/');
  await screen.findByRole('heading', { level: 1, name: /built loud/i });
}

const signIn = (user: Partial<SessionUser>) => serveSession(buildSessionUser(user));

describe('Header account menu', () => {
  it('shows Login to /account/login when signed out (an empty session)', async () => {
    await renderHome();
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/account/login');
    expect(screen.queryByRole('button', { name: 'My Account' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/pages/contact-us');
  });

  it('reads a 404 from the session endpoint as signed out', async () => {
    server.use(
      http.get('/api/auth/session', () =>
        HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 }),
      ),
    );
    await renderHome();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows My Account with the signed-in items and no Dealer Quick Order for a retail customer', async () => {
    signIn({ email: 'pat@example.com', role: 1 });
    const user = userEvent.setup();
    await renderHome();
    const button = await screen.findByRole('button', { name: 'My Account' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('list', { name: 'Account' });
    expect(within(menu).getByRole('link', { name: 'Account Dashboard' })).toHaveAttribute('href', '/account');
    expect(within(menu).getByRole('link', { name: 'Order History' })).toHaveAttribute(
      'href',
      '/account/orders',
    );
    expect(within(menu).getByRole('link', { name: 'View Returns' })).toHaveAttribute('href', '/returns');
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Dealer Quick Order' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('adds Dealer Quick Order (/dealers) for a role 2 dealer', async () => {
    signIn({ email: 'shop@dealer.example', role: 2 });
    const user = userEvent.setup();
    await renderHome();
    await user.click(await screen.findByRole('button', { name: 'My Account' }));
    expect(
      within(screen.getByRole('list', { name: 'Account' })).getByRole('link', { name: 'Dealer Quick Order' }),
    ).toHaveAttribute('href', '/dealers');
  });
});

describe('Header cart button', () => {
  it('hides the badge when the cart is empty', async () => {
    await renderHome();
    expect(screen.getAllByRole('button', { name: 'Cart' }).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('cart-badge')).toBeNull();
  });

  it('shows the sum of line quantities and opens the cart', async () => {
    server.use(
      http.get('/api/cartv2', () =>
        HttpResponse.json(
          buildCart([buildCartLine({ sku: 'A-1', quantity: 2 }), buildCartLine({ sku: 'B-2', quantity: 3 })]),
        ),
      ),
    );
    await renderHome();
    const [desktopCart] = await screen.findAllByRole('button', { name: 'Cart, 5 items' });
    expect(screen.getAllByTestId('cart-badge')[0]).toHaveTextContent('5');
    const openSidebar = useUiStore.getState().openSidebar;
    let opened = false;
    useUiStore.setState({ openSidebar: () => (opened = true) });
    await userEvent.setup().click(desktopCart!);
    expect(opened).toBe(true);
    useUiStore.setState({ openSidebar });
  });
});

describe('the shipping message of the header bar and the home page', () => {
  it('tells a retail visitor the retail rule, and a dealer the dealer rule everywhere', async () => {
    await renderHome();
    expect(screen.getAllByText(/Free shipping on orders of \$25 or more/)).toHaveLength(2);
    expect(screen.getByText('Free shipping from $25')).toBeInTheDocument();
  });

  it('never tells a dealer the retail $25', async () => {
    signIn({ email: 'dana@example.com', role: 2 });
    await renderHome();
    await screen.findByRole('button', { name: 'My Account' });
    expect(screen.getAllByText(/Free shipping on orders of \$1,500 or more/)).toHaveLength(2);
    expect(screen.getByText('Free shipping from $1,500')).toBeInTheDocument();
    expect(screen.queryByText(/\$25\b/)).toBeNull();
  });
});
