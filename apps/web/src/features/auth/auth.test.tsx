import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { gate } from '../../test/gate';
import { ACCOUNT_DISABLED_ERROR, REGISTER_ACCEPTED_MESSAGE } from '@shop/domain';
import { server } from '../../test/server';
import { initialUiState, useUiStore } from '../../lib/ui-store';
import { renderRoute } from '../../test/render';
import { buildCart, buildCartLine } from '../../test/cart-factories';
import { CSRF, buildSessionUser, serveAccount, serveSession } from '../../test/account-factories';

afterEach(() => useUiStore.setState(initialUiState));

async function fillLogin(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

describe('Sign-in page', () => {
  it('signs in with the csrf token and the cart lines, then goes to the returned url (the account)', async () => {
    serveSession(null);
    serveAccount();
    server.use(
      http.get('/api/cartv2', () =>
        HttpResponse.json(buildCart([buildCartLine({ sku: 'EVL-12-D2', quantity: 2 })])),
      ),
    );
    let body: Record<string, unknown> | null = null;
    server.use(
      http.post('/api/auth/callback/credentials', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        serveSession(buildSessionUser());
        return HttpResponse.json({ url: '/account' });
      }),
    );
    const { router } = renderRoute('/account/login');
    await screen.findByRole('heading', { name: 'Sign in to your account' });
    await screen.findAllByRole('button', { name: 'Cart, 2 items' });
    await fillLogin('pat@example.com', 'ShopDemo123!');
    await screen.findByRole('heading', { level: 1, name: 'My Account' });
    expect(router.state.location.pathname).toBe('/account');
    expect(body).toEqual({
      email: 'pat@example.com',
      password: 'ShopDemo123!',
      csrfToken: CSRF,
      json: true,
      redirect: false,
      cartLineItems: JSON.stringify([{ sku: 'EVL-12-D2', quantity: 2, is_pre_ordered_item: false }]),
    });
    expect(await screen.findByRole('button', { name: 'My Account' })).toBeInTheDocument();
  });

  it("shows the server's 'Invalid email or password.' in an alert for wrong credentials and sends null cart lines for an empty cart", async () => {
    serveSession(null);
    let cartLineItems: unknown = 'unset';
    server.use(
      http.post('/api/auth/callback/credentials', async ({ request }) => {
        cartLineItems = ((await request.json()) as Record<string, unknown>).cartLineItems;
        return HttpResponse.json(
          { error: { code: 'CredentialsSignin', message: 'Invalid email or password.' } },
          { status: 401 },
        );
      }),
    );
    const { router } = renderRoute('/account/login');
    await fillLogin('pat@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(router.state.location.pathname).toBe('/account/login');
    expect(cartLineItems).toBeNull();
  });

  it('says so when an administrator disabled the account', async () => {
    serveSession(null);
    server.use(
      http.post('/api/auth/callback/credentials', () =>
        HttpResponse.json({ error: { ...ACCOUNT_DISABLED_ERROR } }, { status: 403 }),
      ),
    );
    const { router } = renderRoute('/account/login');
    await fillLogin('pat@example.com', 'Right-password-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_DISABLED_ERROR.message);
    expect(router.state.location.pathname).toBe('/account/login');
  });

  it('checks the fields before sending: email required and well-formed, password at least 8', async () => {
    serveSession(null);
    renderRoute('/account/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends a visitor from a guarded page to sign-in with SessionRequired, then back to that page', async () => {
    serveSession(null);
    serveAccount();
    let callbackUrl: unknown;
    server.use(
      http.post('/api/auth/callback/credentials', async ({ request }) => {
        callbackUrl = ((await request.json()) as Record<string, unknown>).callbackUrl;
        serveSession(buildSessionUser());
        return HttpResponse.json({ url: '/account/orders' });
      }),
    );
    const { router } = renderRoute('/account/orders');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please sign in to view that page.');
    expect(router.state.location.pathname).toBe('/account/login');
    expect(router.state.location.search).toBe('?error=SessionRequired&callbackUrl=%2Faccount%2Forders');
    await fillLogin('pat@example.com', 'ShopDemo123!');
    await screen.findByRole('heading', { level: 1, name: 'Order History' });
    expect(callbackUrl).toBe('/account/orders');
  });

  it('sends a signed-in visitor from the sign-in page to the account', async () => {
    serveSession(buildSessionUser());
    serveAccount();
    const { router } = renderRoute('/account/login');
    await screen.findByRole('heading', { level: 1, name: 'My Account' });
    expect(router.state.location.pathname).toBe('/account');
  });
});

describe('Registration page', () => {
  it("shows the API's neutral message after registering", async () => {
    serveSession(null);
    let body: Record<string, unknown> | null = null;
    server.use(
      http.post('/api/auth/register', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ status: 'success', message: REGISTER_ACCEPTED_MESSAGE }, { status: 202 });
      }),
    );
    renderRoute('/account/register');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('First name'), 'Sam');
    await user.type(screen.getByLabelText('Last name'), 'Ray');
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'LongEnough1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('status')).toHaveTextContent(REGISTER_ACCEPTED_MESSAGE);
    expect(body).toEqual({
      first_name: 'Sam',
      last_name: 'Ray',
      email: 'sam@example.com',
      password: 'LongEnough1',
      csrfToken: CSRF,
    });
  });
});

describe('Logout', () => {
  it('goes logging out, then done: signs out with csrf, resets the cart and checkout tokens and refreshes the cart', async () => {
    serveSession(buildSessionUser());
    let signoutBody: unknown;
    let cookieBody: unknown;
    let cartReads = 0;
    // The sign-out answers once the test has seen "Logging out…", however slow the machine.
    const signOut = gate();
    server.use(
      http.get('/api/cartv2', () => {
        cartReads++;
        return HttpResponse.json(buildCart([]));
      }),
      http.post('/api/auth/signout', async ({ request }) => {
        signoutBody = await request.json();
        await signOut.passed;
        serveSession(null);
        return HttpResponse.json({ url: '/' });
      }),
      http.delete('/api/cookies', async ({ request }) => {
        cookieBody = await request.json();
        return HttpResponse.json({ cleared: ['sa_cart_token', 'sa_checkout_token'] });
      }),
    );
    renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: /built loud/i });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'My Account' }));
    const readsBefore = cartReads;
    await user.click(
      within(await screen.findByRole('list', { name: 'Account' })).getByRole('button', { name: 'Logout' }),
    );
    expect(await screen.findByRole('button', { name: 'Logging out…' })).toBeDisabled();
    signOut.open();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(signoutBody).toEqual({ csrfToken: CSRF, json: true, redirect: false });
    expect(cookieBody).toEqual({ cookieNames: ['sa_cart_token', 'sa_checkout_token'] });
    await waitFor(() => expect(cartReads).toBeGreaterThan(readsBefore));
  });

  it("logs 'Error during logout' and goes back to idle when the sign-out fails", async () => {
    serveSession(buildSessionUser());
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.post('/api/auth/signout', () =>
        HttpResponse.json({ error: { code: 'INTERNAL', message: 'boom' } }, { status: 500 }),
      ),
    );
    renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: /built loud/i });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'My Account' }));
    await user.click(
      within(await screen.findByRole('list', { name: 'Account' })).getByRole('button', { name: 'Logout' }),
    );
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Error during logout', expect.anything()));
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'My Account' })).toBeInTheDocument();
  });
});

describe('Logout from a private page', () => {
  it('leaves the account page for the home page after signing out', async () => {
    serveSession(buildSessionUser());
    serveAccount();
    server.use(
      http.post('/api/auth/signout', () => {
        serveSession(null);
        return HttpResponse.json({ url: '/' });
      }),
      http.delete('/api/cookies', () =>
        HttpResponse.json({ cleared: ['sa_cart_token', 'sa_checkout_token'] }),
      ),
    );
    const { router } = renderRoute('/account');
    await screen.findByRole('heading', { level: 1, name: 'My Account' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'My Account' }));
    await user.click(
      within(await screen.findByRole('list', { name: 'Account' })).getByRole('button', { name: 'Logout' }),
    );
    await screen.findByRole('link', { name: 'Login' });
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('Chat button', () => {
  it('shows only with a session, and says what it opens: an email to the shop, not a chat', async () => {
    serveSession(null);
    const first = renderRoute('/');
    await screen.findByRole('link', { name: 'Login' });
    expect(screen.queryByRole('link', { name: /chat|email us/i })).toBeNull();
    first.unmount();
    serveSession(buildSessionUser());
    renderRoute('/');
    expect(screen.queryByRole('link', { name: /chat/i })).toBeNull();
    expect(await screen.findByRole('link', { name: 'Email us' })).toHaveAttribute(
      'href',
      '/pages/contact-us?screen=contact-form',
    );
  });
});

describe('Session answer', () => {
  it("is read with the domain's session contract: a user missing its account fields reads as signed out", async () => {
    // An email alone was enough for the web's own lenient schema; the API always sends the whole user.
    server.use(
      http.get('/api/auth/session', () =>
        HttpResponse.json({ user: { email: 'pat@example.com', role: 1 }, expires: '2030-01-01T00:00:00Z' }),
      ),
    );
    renderRoute('/');
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'My Account' })).toBeNull();
  });

  it('reads a whole session user as signed in', async () => {
    serveSession(buildSessionUser());
    renderRoute('/');
    expect(await screen.findByRole('button', { name: 'My Account' })).toBeInTheDocument();
  });
});
