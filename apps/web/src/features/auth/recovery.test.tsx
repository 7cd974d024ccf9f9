import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  EMAIL_VERIFIED_MESSAGE,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  RESET_LINK_INVALID,
  VERIFY_LINK_INVALID,
} from '@shop/domain';
import { AppProviders } from '../../app/providers';
import { createRoutes } from '../../app/router';
import { server } from '../../test/server';
import { renderRoute, testQueryClient } from '../../test/render';
import {
  CSRF,
  buildProfile,
  buildSessionUser,
  serveAccount,
  serveSession,
} from '../../test/account-factories';

/** A whole one-time token (43 base64url characters), as the mailed links carry. */
const TOKEN = 'A'.repeat(21) + '_' + 'b'.repeat(20) + '-';

/** The app at `path` inside StrictMode, as main.tsx renders it (effects run twice in development). */
function renderStrict(path: string) {
  const queryClient = testQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  return { router };
}

function captureJson(method: 'post', path: string, answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http[method](path, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

describe('Forgot password page', () => {
  it('is linked from the sign-in page', async () => {
    serveSession(null);
    const { router } = renderRoute('/account/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    expect(router.state.location.pathname).toBe('/account/forgot-password');
    await waitFor(() => expect(document.title).toBe('Reset your password | Skar Audio'));
  });

  it("sends the email with the csrf token and shows the API's one answer in the status region", async () => {
    serveSession(null);
    const bodies = captureJson('post', '/api/auth/forgot-password', () =>
      HttpResponse.json({ status: 'success', message: PASSWORD_RESET_REQUESTED_MESSAGE }, { status: 202 }),
    );
    renderRoute('/account/forgot-password');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Reset your password' });
    await user.type(within(form).getByLabelText('Email'), ' pat@example.com ');
    await user.click(within(form).getByRole('button', { name: 'Send reset link' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(PASSWORD_RESET_REQUESTED_MESSAGE),
    );
    expect(bodies).toEqual([{ email: 'pat@example.com', csrfToken: CSRF }]);
    expect(screen.queryByRole('form', { name: 'Reset your password' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/account/login');
  });

  it('checks the email before sending and shows a refusal (too many requests) in an alert', async () => {
    serveSession(null);
    const bodies = captureJson('post', '/api/auth/forgot-password', () =>
      HttpResponse.json(
        { error: { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' } },
        { status: 429 },
      ),
    );
    renderRoute('/account/forgot-password');
    const user = userEvent.setup();
    const email = await screen.findByLabelText('Email');
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toHaveLength(0);
    await user.clear(email);
    await user.type(email, 'pat@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
    expect(screen.getByRole('form', { name: 'Reset your password' })).toBeInTheDocument();
  });
});

describe('Reset password page', () => {
  async function fillPasswords(password: string, confirm = password) {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), password);
    await user.type(screen.getByLabelText('Confirm new password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    return user;
  }

  it('saves the new password with the token and csrf, then shows the account signed in', async () => {
    serveSession(null);
    serveAccount({ profile: buildProfile({ email_verified: true }) });
    const bodies = captureJson('post', '/api/auth/reset-password', () => {
      serveSession(buildSessionUser());
      return HttpResponse.json({ url: '/account' });
    });
    const { router } = renderRoute(`/account/reset-password?token=${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
    await waitFor(() => expect(document.title).toBe('Choose a new password | Skar Audio'));
    await fillPasswords('N3w-passphrase');
    await screen.findByRole('heading', { level: 1, name: 'My Account' });
    expect(router.state.location.pathname).toBe('/account');
    expect(bodies).toEqual([{ token: TOKEN, password: 'N3w-passphrase', csrfToken: CSRF }]);
    // The session was read again: the header knows the shopper.
    expect(await screen.findByRole('button', { name: 'My Account' })).toBeInTheDocument();
  });

  it('checks the passwords before sending: at least 8 characters, and the same twice', async () => {
    serveSession(null);
    const bodies = captureJson('post', '/api/auth/reset-password', () =>
      HttpResponse.json({ url: '/account' }),
    );
    renderRoute(`/account/reset-password?token=${TOKEN}`);
    const user = await fillPasswords('short', 'short');
    expect(screen.getByText('Use at least 8 characters')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveFocus());
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'long-enough-1');
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'long-enough-2');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toHaveLength(0);
  });

  it("shows the server's password rule (a well-known password) under the field", async () => {
    serveSession(null);
    const rule = 'This password is too common. Choose one that is harder to guess.';
    captureJson('post', '/api/auth/reset-password', () =>
      HttpResponse.json(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Invalid request',
            details: [{ path: 'password', message: rule }],
          },
        },
        { status: 400 },
      ),
    );
    renderRoute(`/account/reset-password?token=${TOKEN}`);
    await fillPasswords('password123');
    expect(await screen.findByText(rule)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveFocus());
  });

  it('shows an expired or used link as an alert with a link to ask for a new one', async () => {
    serveSession(null);
    captureJson('post', '/api/auth/reset-password', () =>
      HttpResponse.json({ error: RESET_LINK_INVALID }, { status: 400 }),
    );
    const { router } = renderRoute(`/account/reset-password?token=${TOKEN}`);
    await fillPasswords('N3w-passphrase');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(RESET_LINK_INVALID.message);
    expect(within(alert).getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute(
      'href',
      '/account/forgot-password',
    );
    expect(router.state.location.pathname).toBe('/account/reset-password');
  });

  it.each([
    ['without a token', '/account/reset-password'],
    ['with a cut-off token', `/account/reset-password?token=${TOKEN.slice(0, 30)}`],
  ])('says the link is not complete %s and links to the forgot-password page', async (_, path) => {
    serveSession(null);
    renderRoute(path);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This link is not complete.');
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute(
      'href',
      '/account/forgot-password',
    );
  });
});

describe('Verify email page', () => {
  it('sends the token once (even in StrictMode) and shows the answer with a link to the account', async () => {
    serveSession(null);
    const bodies = captureJson('post', '/api/auth/verify-email', () =>
      HttpResponse.json({ status: 'success', message: EMAIL_VERIFIED_MESSAGE }),
    );
    renderStrict(`/account/verify-email?token=${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Verify your email address' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(EMAIL_VERIFIED_MESSAGE));
    expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', '/account');
    // Give a second request time to arrive: there is none.
    await new Promise((r) => setTimeout(r, 50));
    expect(bodies).toEqual([{ token: TOKEN, csrfToken: CSRF }]);
    await waitFor(() => expect(document.title).toBe('Verify your email address | Skar Audio'));
  });

  it('shows an expired or used link as an alert, still linking to the account', async () => {
    serveSession(null);
    const bodies = captureJson('post', '/api/auth/verify-email', () =>
      HttpResponse.json({ error: VERIFY_LINK_INVALID }, { status: 400 }),
    );
    renderStrict(`/account/verify-email?token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(VERIFY_LINK_INVALID.message);
    expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', '/account');
    expect(bodies).toHaveLength(1);
  });

  it('sends nothing for a link without its whole token', async () => {
    serveSession(null);
    const bodies = captureJson('post', '/api/auth/verify-email', () =>
      HttpResponse.json({ status: 'success', message: EMAIL_VERIFIED_MESSAGE }),
    );
    renderRoute('/account/verify-email?token=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not complete.');
    expect(bodies).toHaveLength(0);
  });
});
