import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MARKETING_MESSAGES, SA_POPUP_KEY, VIP_POPUP_DELAY_MS } from '@shop/domain';
import { server } from '../../../test/server';
import { allowConsoleErrors } from '../../../test/setup';
import {
  activeSale,
  clearMarketingStorage,
  renderAt,
  serveSale,
  setWidth,
  signIn,
} from '../../../test/marketing-harness';
import { useUiStore } from '../../../lib/ui-store';
import { TYPING_PAUSE_MS } from '../../../lib/use-quiet-moment';
import { writeSaPopup } from '../lib/sa-popup';
import { VipPopupLauncher } from './vip-popup-launcher';

const CHECK = '/api/marketing/check-consent-for-user-email';
const UPDATE = '/api/marketing/update-subscriber';
const SAVE = '/api/marketing/subscribers-popup/save-popup-subscriber';
const NONE = { id: null, email: null, email_consent: null, email_consent_ts: null, email_opted_out_ts: null };

beforeEach(() => {
  clearMarketingStorage();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  setWidth();
  clearMarketingStorage();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function renderPopup(path = '/') {
  renderAt(<VipPopupLauncher />, path);
  // Let the session and sale queries settle, then wait out the delay.
  await act(() => vi.advanceTimersByTimeAsync(50));
}

async function openPopup(path = '/') {
  await renderPopup(path);
  await advance(VIP_POPUP_DELAY_MS);
  return screen.findByRole('dialog', { name: /become a vip/i });
}

function serveFlow(check: object, calls: string[] = []) {
  server.use(
    http.post(CHECK, async ({ request }) => {
      calls.push(`check ${JSON.stringify(await request.json())}`);
      return HttpResponse.json(check);
    }),
    http.post(UPDATE, async ({ request }) => {
      calls.push(`update ${JSON.stringify(await request.json())}`);
      return HttpResponse.json({ status: 'success' });
    }),
    http.post(SAVE, async ({ request }) => {
      calls.push(`save ${JSON.stringify(await request.json())}`);
      return HttpResponse.json({ status: 'success' });
    }),
  );
  return calls;
}

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

describe('VIP popup timing and suppression', () => {
  it('opens after 6 s, not before, as a modal dialog with focus in the email field', async () => {
    await renderPopup();
    // The fake clock also moves with real time (shouldAdvanceTime, for findBy's polling): keep a margin a
    // loaded machine's slow render cannot eat, so "not before" never fails by the machine's speed.
    await advance(VIP_POPUP_DELAY_MS - 1500);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(1500);
    const dialog = await screen.findByRole('dialog', { name: /become a vip/i });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(screen.getByLabelText('Email address')).toHaveFocus());
  });

  it.each([
    '/account',
    '/account/orders',
    '/returns',
    '/checkout',
    '/search',
    '/pages/contact-us',
    '/reviews',
  ])('never opens on %s', async (path) => {
    await renderPopup(path);
    await advance(VIP_POPUP_DELAY_MS * 2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('never opens for a signed-in account', async () => {
    signIn();
    await renderPopup();
    await advance(VIP_POPUP_DELAY_MS * 2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each(['closed', 'subscribed'] as const)('never opens when sa_popup is %s', async (value) => {
    writeSaPopup(value, 3);
    expect(document.cookie).toContain(`${SA_POPUP_KEY}=${value}`);
    await renderPopup();
    await advance(VIP_POPUP_DELAY_MS * 2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('never opens when the active sale has showEmailPopup off, and opens without a sale', async () => {
    serveSale(activeSale({ showEmailPopup: false }));
    await renderPopup();
    await advance(VIP_POPUP_DELAY_MS * 2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('never opens when the page option is off', async () => {
    renderAt(<VipPopupLauncher enabled={false} />);
    await advance(VIP_POPUP_DELAY_MS * 2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('waits while the push prompt is open and while a form is being filled', async () => {
    act(() => useUiStore.setState({ displayPushModal: true }));
    renderAt(
      <>
        <VipPopupLauncher />
        <label>
          Street address <input />
        </label>
      </>,
    );
    await advance(VIP_POPUP_DELAY_MS * 2);
    expect(screen.queryByRole('dialog')).toBeNull();
    const u = user();
    await u.type(screen.getByLabelText('Street address'), '1 Main St');
    act(() => useUiStore.setState({ displayPushModal: false }));
    await advance(VIP_POPUP_DELAY_MS);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => (document.activeElement as HTMLElement).blur());
    await advance(TYPING_PAUSE_MS);
    expect(await screen.findByRole('dialog', { name: /become a vip/i })).toBeInTheDocument();
  });

  it('closing (button) stores sa_popup closed for 3 days and keeps it closed', async () => {
    await openPopup();
    await user().click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.cookie).toContain(`${SA_POPUP_KEY}=closed`);
    const stored = JSON.parse(localStorage.getItem(SA_POPUP_KEY) ?? '{}') as {
      value: string;
      expires: number;
    };
    expect(stored.value).toBe('closed');
    expect(Math.round((stored.expires - Date.now()) / 86_400_000)).toBe(3);
    await advance(VIP_POPUP_DELAY_MS * 2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape and stores closed', async () => {
    await openPopup();
    await user().keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.cookie).toContain(`${SA_POPUP_KEY}=closed`);
  });
});

describe('VIP popup validation', () => {
  it('closes on one press of No thanks from the email field, with no "required" message moving it first', async () => {
    await openPopup();
    const u = user();
    await u.click(screen.getByLabelText('Email address'));
    const noThanks = screen.getByRole('button', { name: 'No thanks' });
    await u.pointer({ keys: '[MouseLeft>]', target: noThanks });
    expect(screen.queryByRole('alert')).toBeNull();
    await u.pointer({ keys: '[/MouseLeft]', target: noThanks });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.cookie).toContain(`${SA_POPUP_KEY}=closed`);
  });

  it('desktop: Email address is required, Invalid email address, submit disabled', async () => {
    await openPopup();
    const u = user();
    const email = screen.getByLabelText('Email address');
    const submit = screen.getByRole('button', { name: 'Join the VIP list' });
    expect(submit).toBeDisabled();
    await u.click(email);
    await u.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Email address is required');
    await u.type(email, 'fan@');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email address');
    expect(submit).toBeDisabled();
    await u.type(email, 'example.com');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(submit).toBeEnabled();
  });

  it('mobile: Your email address is required and invalid email address', async () => {
    setWidth(390);
    await openPopup();
    const u = user();
    const email = screen.getByLabelText('Email address');
    await u.click(email);
    await u.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your email address is required');
    await u.type(email, 'not-an-email');
    expect(screen.getByRole('alert')).toHaveTextContent(/^invalid email address$/);
  });
});

describe('VIP popup submit flow', () => {
  it('a new email is saved as a popup subscriber: the VIP message, subscribed stored, closes after 1.75 s', async () => {
    const calls = serveFlow(NONE);
    await openPopup();
    const u = user();
    await u.type(screen.getByLabelText('Email address'), 'New.Fan@Gmial.com');
    await u.click(screen.getByRole('button', { name: 'Join the VIP list' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MARKETING_MESSAGES.vipWelcome);
    expect(calls).toEqual([
      'check {"email":"new.fan@gmail.com"}',
      'save {"email":"new.fan@gmail.com","popup_code":"sa_popup","form_type":"desktop"}',
    ]);
    expect(document.cookie).toContain(`${SA_POPUP_KEY}=subscribed`);
    await advance(1700);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await advance(60);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.cookie).toContain(`${SA_POPUP_KEY}=subscribed`);
  });

  it('an existing member: already a member, nothing saved; mobile closes after 1.5 s', async () => {
    setWidth(390);
    const calls = serveFlow({
      id: 4,
      email: 'fan@example.com',
      email_consent: 1,
      email_consent_ts: '2025-01-01T00:00:00Z',
      email_opted_out_ts: null,
    });
    await openPopup();
    const u = user();
    await u.type(screen.getByLabelText('Email address'), 'fan@example.com');
    await u.click(screen.getByRole('button', { name: 'Join the VIP list' }));
    expect(await screen.findByRole('status')).toHaveTextContent("You're already a member!");
    expect(calls).toHaveLength(1);
    await advance(1450);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await advance(60);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a known subscriber without consent is updated, then already a member', async () => {
    const calls = serveFlow({
      id: 4,
      email: 'fan@example.com',
      email_consent: 0,
      email_consent_ts: null,
      email_opted_out_ts: '2025-01-01T00:00:00Z',
    });
    await openPopup();
    const u = user();
    await u.type(screen.getByLabelText('Email address'), 'fan@example.com');
    await u.click(screen.getByRole('button', { name: 'Join the VIP list' }));
    expect(await screen.findByRole('status')).toHaveTextContent("You're already a member!");
    expect(calls[1]).toBe('update {"email":"fan@example.com","email_consent":true,"form_type":"desktop"}');
  });

  it('a new email that must confirm by the mailed link: the VIP message, the inbox message under it, closes as usual', async () => {
    serveFlow(NONE);
    server.use(
      http.post(SAVE, () =>
        HttpResponse.json({ status: 'success', pending: true, message: MARKETING_MESSAGES.confirmInbox }),
      ),
    );
    await openPopup();
    const u = user();
    await u.type(screen.getByLabelText('Email address'), 'fan@example.com');
    await u.click(screen.getByRole('button', { name: 'Join the VIP list' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent("Thanks for subscribing, you're now a Skar Audio VIP!");
    expect(status).toHaveTextContent(MARKETING_MESSAGES.confirmInbox);
    expect(document.cookie).toContain(`${SA_POPUP_KEY}=subscribed`);
    await advance(1760);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.cookie).toContain(`${SA_POPUP_KEY}=subscribed`);
  });

  it('a known subscriber without consent whose update waits for the link: already a member, and the inbox message', async () => {
    const calls = serveFlow({
      id: 4,
      email: 'fan@example.com',
      email_consent: 0,
      email_consent_ts: null,
      email_opted_out_ts: '2025-01-01T00:00:00Z',
    });
    server.use(
      http.post(UPDATE, async ({ request }) => {
        calls.push(`update ${JSON.stringify(await request.json())}`);
        return HttpResponse.json({
          status: 'success',
          pending: true,
          message: MARKETING_MESSAGES.confirmInbox,
        });
      }),
    );
    await openPopup();
    const u = user();
    await u.type(screen.getByLabelText('Email address'), 'fan@example.com');
    await u.click(screen.getByRole('button', { name: 'Join the VIP list' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent("You're already a member!");
    expect(status).toHaveTextContent(MARKETING_MESSAGES.confirmInbox);
    expect(calls).toHaveLength(2);
    // Closed by hand before the timer: joining keeps 'subscribed' (not 'closed').
    await u.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.cookie).toContain(`${SA_POPUP_KEY}=subscribed`);
  });

  it("shows the server's message in a highlighted box and logs it; nothing is stored", async () => {
    allowConsoleErrors();
    serveFlow(NONE);
    server.use(
      http.post(SAVE, () =>
        HttpResponse.json(
          {
            status: 'error',
            message: 'Error: Failed to save new subscriber',
            error: { code: 'X', message: 'Error: Failed to save new subscriber' },
          },
          { status: 500 },
        ),
      ),
    );
    await openPopup();
    const u = user();
    await u.type(screen.getByLabelText('Email address'), 'fan@example.com');
    await u.click(screen.getByRole('button', { name: 'Join the VIP list' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error: Failed to save new subscriber');
    expect(alert).toHaveClass('bg-amber-100');
    expect(console.error).toHaveBeenCalled();
    expect(document.cookie).not.toContain(SA_POPUP_KEY + '=subscribed');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
