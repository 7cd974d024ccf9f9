import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MARKETING_MESSAGES, SA_POPUP_KEY } from '@shop/domain';
import { AppProviders } from '../../../app/providers';
import { createRoutes } from '../../../app/router';
import { server } from '../../../test/server';
import { renderRoute, testQueryClient } from '../../../test/render';
import { clearMarketingStorage } from '../../../test/marketing-harness';

afterEach(() => clearMarketingStorage());

const TOKEN = 'c'.repeat(40) + '-_9';
const CONFIRM = '/api/marketing/confirm';
const UNSUBSCRIBE = '/api/marketing/unsubscribe';

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
}

function capture(path: string, answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(path, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

const refusal = (message: string, code: string) =>
  HttpResponse.json({ status: 'error', message, error: { code, message } }, { status: 400 });

describe('Confirm subscription page', () => {
  it('sends the token once (even in StrictMode), shows the confirmation and keeps the VIP popup away', async () => {
    const bodies = capture(CONFIRM, () =>
      HttpResponse.json({ status: 'success', message: MARKETING_MESSAGES.subscriptionConfirmed }),
    );
    renderStrict(`/marketing/confirm?token=${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Confirm your subscription' });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(MARKETING_MESSAGES.subscriptionConfirmed),
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(bodies).toEqual([{ token: TOKEN }]);
    expect(document.cookie).toContain(`${SA_POPUP_KEY}=subscribed`);
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Confirm your subscription | Skar Audio'));
    // No sign-up form on a page a mail links to.
    expect(screen.queryByLabelText('Email for offers')).toBeNull();
  });

  it('shows an expired or used link as an alert', async () => {
    capture(CONFIRM, () => refusal(MARKETING_MESSAGES.confirmLinkInvalid, 'CONFIRM_LINK_INVALID'));
    renderRoute(`/marketing/confirm?token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(MARKETING_MESSAGES.confirmLinkInvalid);
    expect(document.cookie).not.toContain(`${SA_POPUP_KEY}=subscribed`);
  });

  it('sends nothing for a link without its whole token', async () => {
    const bodies = capture(CONFIRM, () => HttpResponse.json({ status: 'success' }));
    renderRoute('/marketing/confirm?token=short');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not complete.');
    expect(bodies).toHaveLength(0);
  });
});

describe('Unsubscribe page', () => {
  const signedPath = `/marketing/unsubscribe?email=${encodeURIComponent('fan+vip@example.com')}&signature=sig-123`;

  it('asks before unsubscribing the signed address, then shows the answer', async () => {
    const bodies = capture(UNSUBSCRIBE, () =>
      HttpResponse.json({ status: 'success', message: MARKETING_MESSAGES.unsubscribed }),
    );
    renderRoute(signedPath);
    await screen.findByRole('heading', {
      level: 1,
      name: 'Unsubscribe fan+vip@example.com from marketing emails?',
    });
    expect(bodies).toHaveLength(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(MARKETING_MESSAGES.unsubscribed),
    );
    expect(bodies).toEqual([{ email: 'fan+vip@example.com', signature: 'sig-123' }]);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Unsubscribe from marketing emails | Skar Audio'));
  });

  it('shows a forged or broken signature as an alert with a way to ask for a new link', async () => {
    capture(UNSUBSCRIBE, () =>
      refusal(MARKETING_MESSAGES.unsubscribeLinkInvalid, 'UNSUBSCRIBE_LINK_INVALID'),
    );
    renderRoute(signedPath);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MARKETING_MESSAGES.unsubscribeLinkInvalid);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/marketing/unsubscribe',
    );
  });

  it('without a signature asks for the address and mails it a link (pending)', async () => {
    const bodies = capture(UNSUBSCRIBE, () =>
      HttpResponse.json({
        status: 'success',
        pending: true,
        message: MARKETING_MESSAGES.unsubscribeLinkSent,
      }),
    );
    renderRoute('/marketing/unsubscribe');
    await screen.findByRole('heading', { level: 1, name: 'Unsubscribe from marketing emails' });
    const user = userEvent.setup();
    const email = screen.getByLabelText('Email');
    await user.click(screen.getByRole('button', { name: 'Send me the link' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await user.type(email, 'nope');
    await user.click(screen.getByRole('button', { name: 'Send me the link' }));
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toHaveLength(0);
    await user.clear(email);
    await user.type(email, ' Fan@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Send me the link' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(MARKETING_MESSAGES.unsubscribeLinkSent),
    );
    expect(bodies).toEqual([{ email: 'fan@example.com' }]);
  });

  it('without a signature starts from the address in the link', async () => {
    renderRoute('/marketing/unsubscribe?email=fan%40example.com');
    expect(await screen.findByLabelText('Email')).toHaveValue('fan@example.com');
  });
});
