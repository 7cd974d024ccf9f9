import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  CONSENT_NEEDS_VERIFIED_EMAIL,
  EMAIL_NOT_VERIFIED_MESSAGE,
  VERIFICATION_SENT_MESSAGE,
} from '@shop/domain';
import { server } from '../../test/server';
import { renderRoute } from '../../test/render';
import {
  CSRF,
  buildProfile,
  buildSessionUser,
  serveAccount,
  serveSession,
} from '../../test/account-factories';

function captureResend(answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/account/verification', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

describe('Account page: email verification notice', () => {
  it('asks an unverified shopper to verify and sends the link again with the csrf token', async () => {
    serveSession(buildSessionUser());
    serveAccount({ profile: buildProfile({ email_verified: false }) });
    const bodies = captureResend(() =>
      HttpResponse.json({ status: 'success', message: VERIFICATION_SENT_MESSAGE }, { status: 202 }),
    );
    renderRoute('/account');
    const notice = await screen.findByRole('region', { name: 'Email verification' });
    expect(notice).toHaveTextContent(EMAIL_NOT_VERIFIED_MESSAGE);
    await userEvent.setup().click(within(notice).getByRole('button', { name: 'Send the link again' }));
    await waitFor(() =>
      expect(within(notice).getByRole('status')).toHaveTextContent(VERIFICATION_SENT_MESSAGE),
    );
    expect(bodies).toEqual([{ csrfToken: CSRF }]);
    expect(within(notice).getByRole('button', { name: 'Send the link again' })).toBeDisabled();
  });

  it('shows a refusal (too many links) in an alert and lets the shopper try again', async () => {
    serveSession(buildSessionUser());
    serveAccount({ profile: buildProfile({ email_verified: false }) });
    captureResend(() =>
      HttpResponse.json(
        { error: { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' } },
        { status: 429 },
      ),
    );
    renderRoute('/account');
    const notice = await screen.findByRole('region', { name: 'Email verification' });
    await userEvent.setup().click(within(notice).getByRole('button', { name: 'Send the link again' }));
    expect(await within(notice).findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again later.',
    );
    expect(within(notice).getByRole('button', { name: 'Send the link again' })).toBeEnabled();
  });

  it('shows no notice once the address is verified', async () => {
    serveSession(buildSessionUser());
    serveAccount({ profile: buildProfile({ email_verified: true }) });
    renderRoute('/account');
    await screen.findByText('pat@example.com');
    expect(screen.queryByRole('region', { name: 'Email verification' })).toBeNull();
    expect(screen.queryByText(EMAIL_NOT_VERIFIED_MESSAGE)).toBeNull();
  });
});

describe('Account page: marketing email needs a verified address', () => {
  it("says why the profile was not saved when the server asks for the address's verification first", async () => {
    serveSession(buildSessionUser());
    serveAccount({ profile: buildProfile({ email_verified: false }) });
    server.use(
      http.patch('/api/account/profile', () =>
        HttpResponse.json(
          {
            error: { code: CONSENT_NEEDS_VERIFIED_EMAIL.code, message: CONSENT_NEEDS_VERIFIED_EMAIL.message },
          },
          { status: 409 },
        ),
      ),
    );
    renderRoute('/account');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const form = screen.getByRole('form', { name: 'Edit profile' });
    await user.click(within(form).getByRole('checkbox', { name: 'Email me about new products and sales' }));
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(CONSENT_NEEDS_VERIFIED_EMAIL.message);
  });
});
