import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  MARKETING_MESSAGES,
  SA_POPUP_KEY,
  VIP_POPUP_DELAY_MS,
  type SaveFooterSubscriberBody,
} from '@shop/domain';
import { server } from '../../../test/server';
import { allowConsoleErrors } from '../../../test/setup';
import { clearMarketingStorage, renderAt, setWidth, signIn } from '../../../test/marketing-harness';
import { FooterSignup } from './footer-signup';
import { VipPopupLauncher } from './vip-popup-launcher';

const SAVE = '/api/marketing/subscribers-footer/save-footer-subscriber';

afterEach(() => setWidth());

async function renderForm() {
  renderAt(<FooterSignup />);
  const user = userEvent.setup();
  const form = {
    email: await screen.findByLabelText('Email for offers'),
    phone: screen.getByLabelText('Mobile phone for texts'),
    emailConsent: screen.getByRole('checkbox', { name: /email me/i }),
    smsConsent: screen.getByRole('checkbox', { name: /text me/i }),
    submit: screen.getByRole('button', { name: 'Sign me up' }),
  };
  return { user, form };
}

function captureSave(answer: () => Response = () => HttpResponse.json({ status: 'success' })) {
  const bodies: SaveFooterSubscriberBody[] = [];
  server.use(
    http.post(SAVE, async ({ request }) => {
      bodies.push((await request.json()) as SaveFooterSubscriberBody);
      return answer();
    }),
  );
  return bodies;
}

describe('FooterSignup', () => {
  it('keeps submit disabled until a consent box is checked', async () => {
    const { user, form } = await renderForm();
    expect(form.submit).toBeDisabled();
    await user.type(form.email, 'fan@example.com');
    expect(form.submit).toBeDisabled();
    await user.click(form.emailConsent);
    expect(form.submit).toBeEnabled();
    await user.click(form.emailConsent);
    expect(form.submit).toBeDisabled();
    await user.click(form.smsConsent);
    expect(form.submit).toBeEnabled();
  });

  it('formats the phone as it is typed', async () => {
    const { user, form } = await renderForm();
    await user.type(form.phone, '5551234567');
    expect(form.phone).toHaveValue('(555) 123-4567');
  });

  it("asks the browser for the whole number (autocomplete 'tel', valid on a tel field) and takes a filled '+1 555 123 4567' as the 10 digits", async () => {
    const bodies = captureSave();
    const { user, form } = await renderForm();
    expect(form.phone).toHaveAttribute('type', 'tel');
    expect(form.phone).toHaveAttribute('autocomplete', 'tel');
    await user.type(form.email, 'fan@example.com');
    // An autofill puts the whole value in at once.
    await user.click(form.phone);
    await user.paste('+1 555 123 4567');
    expect(form.phone).toHaveValue('1 (555) 123-4567');
    await user.click(form.emailConsent);
    await user.click(form.smsConsent);
    await user.click(form.submit);
    expect(await screen.findByRole('status')).toHaveTextContent('THANK YOU FOR SIGNING UP!');
    expect(bodies[0]?.phone).toBe('5551234567');
  });

  it('shows each of the four validation messages in a red alert', async () => {
    const bodies = captureSave();
    const { user, form } = await renderForm();

    await user.click(form.smsConsent);
    await user.click(form.submit);
    expect(await screen.findByText(MARKETING_MESSAGES.phoneRequiredForSms)).toHaveAttribute('role', 'alert');
    expect(screen.getByText(MARKETING_MESSAGES.phoneRequiredForSms)).toHaveClass('text-red-400');

    await user.click(form.smsConsent);
    await user.click(form.emailConsent);
    await user.click(form.submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(MARKETING_MESSAGES.emailRequiredForEmails);

    await user.click(form.emailConsent);
    await user.type(form.email, 'fan@example.com');
    await user.type(form.phone, '5551234567');
    await user.click(form.smsConsent);
    await user.click(form.submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(MARKETING_MESSAGES.emailConsentRequired);

    await user.click(form.smsConsent);
    await user.click(form.emailConsent);
    await user.click(form.submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(MARKETING_MESSAGES.smsConsentRequired);
    expect(form.phone).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toHaveLength(0);
  });

  it('posts the normalised form with form_type desktop and shows the thank-you overlay', async () => {
    const bodies = captureSave();
    const { user, form } = await renderForm();
    await user.type(form.email, ' Fan@Example.com ');
    await user.type(form.phone, '5551234567');
    await user.click(form.emailConsent);
    await user.click(form.smsConsent);
    await user.click(form.submit);
    expect(await screen.findByRole('status')).toHaveTextContent('THANK YOU FOR SIGNING UP!');
    expect(bodies).toEqual([
      {
        email: 'fan@example.com',
        email_consent: true,
        phone: '5551234567',
        sms_consent: true,
        form_type: 'desktop',
      },
    ]);
  });

  it('adds the confirm-your-inbox message under the thank-you when the sign-up waits for the mailed link', async () => {
    captureSave(() =>
      HttpResponse.json({ status: 'success', pending: true, message: MARKETING_MESSAGES.confirmInbox }),
    );
    const { user, form } = await renderForm();
    await user.type(form.email, 'fan@example.com');
    await user.click(form.emailConsent);
    await user.click(form.submit);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('THANK YOU FOR SIGNING UP!');
    expect(status).toHaveTextContent(MARKETING_MESSAGES.confirmInbox);
    expect(screen.getByText(MARKETING_MESSAGES.confirmInbox)).toBeInTheDocument();
  });

  it('shows no inbox message when the sign-up applied at once', async () => {
    captureSave();
    const { user, form } = await renderForm();
    await user.type(form.email, 'fan@example.com');
    await user.click(form.emailConsent);
    await user.click(form.submit);
    expect(await screen.findByRole('status')).toHaveTextContent('THANK YOU FOR SIGNING UP!');
    expect(screen.queryByText(MARKETING_MESSAGES.confirmInbox)).toBeNull();
  });

  it('sends form_type mobile under 768 px and disables submit while submitting', async () => {
    setWidth(390);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const bodies = captureSave();
    server.use(
      http.post(SAVE, async ({ request }) => {
        bodies.push((await request.json()) as SaveFooterSubscriberBody);
        await gate;
        return HttpResponse.json({ status: 'success' });
      }),
    );
    const { user, form } = await renderForm();
    await user.type(form.phone, '(555) 123-4567');
    await user.click(form.smsConsent);
    await user.click(form.submit);
    expect(await screen.findByRole('button', { name: 'Signing up…' })).toBeDisabled();
    release();
    expect(await screen.findByText('THANK YOU FOR SIGNING UP!')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({
      form_type: 'mobile',
      email: null,
      email_consent: false,
      sms_consent: true,
    });
  });

  it('shows the save failure message in red', async () => {
    allowConsoleErrors();
    captureSave(() => HttpResponse.json({ status: 'error', message: 'boom' }, { status: 500 }));
    const { user, form } = await renderForm();
    await user.type(form.email, 'fan@example.com');
    await user.click(form.emailConsent);
    await user.click(form.submit);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error: Failed - Please try again later');
    expect(alert).toHaveClass('text-red-400');
    expect(screen.queryByText('THANK YOU FOR SIGNING UP!')).toBeNull();
  });

  it('shows the update failure message (sic) when the existing profile could not be updated', async () => {
    allowConsoleErrors();
    captureSave(() =>
      HttpResponse.json({ status: 'error', message: 'Error: Failed to update existing profile' }),
    );
    const { user, form } = await renderForm();
    await user.type(form.email, 'fan@example.com');
    await user.click(form.emailConsent);
    await user.click(form.submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to update exisiting profile');
  });

  it('an email sign-up counts as consent: sa_popup subscribed, and the VIP popup never opens', async () => {
    clearMarketingStorage();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      captureSave();
      renderAt(
        <>
          <FooterSignup />
          <VipPopupLauncher />
        </>,
      );
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.type(await screen.findByLabelText('Email for offers'), 'fan@example.com');
      await user.click(screen.getByRole('checkbox', { name: /email me/i }));
      await user.click(screen.getByRole('button', { name: 'Sign me up' }));
      expect(await screen.findByText('THANK YOU FOR SIGNING UP!')).toBeInTheDocument();
      expect(document.cookie).toContain(`${SA_POPUP_KEY}=subscribed`);
      await act(() => vi.advanceTimersByTimeAsync(VIP_POPUP_DELAY_MS * 2));
      expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      vi.useRealTimers();
      clearMarketingStorage();
    }
  });

  it('is hidden when signed in with an email', async () => {
    signIn();
    renderAt(<FooterSignup />);
    await waitFor(() => expect(screen.queryByLabelText('Email for offers')).toBeNull());
    // Give the session time to settle: it never appears.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByLabelText('Email for offers')).toBeNull();
  });

  it('follows the page options per form type', async () => {
    renderAt(<FooterSignup desktop={false} mobile />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByLabelText('Email for offers')).toBeNull();
  });
});
