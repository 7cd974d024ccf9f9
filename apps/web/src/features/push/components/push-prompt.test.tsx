import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  PUSH_PROMPT_DELAY_MS,
  PUSH_REMIND_AFTER_KEY,
  PUSH_WORKER_PATH,
  PushSubscriptionBodySchema,
} from '@shop/domain';
import { server } from '../../../test/server';
import { allowConsoleErrors } from '../../../test/setup';
import { activeSale, clearMarketingStorage, renderAt, serveSale } from '../../../test/marketing-harness';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useUiStore } from '../../../lib/ui-store';
import { TYPING_PAUSE_MS } from '../../../lib/use-quiet-moment';
import { useVipPopupState } from '../../marketing/lib/popup-state';
import { PushPromptLauncher } from './push-prompt-launcher';

const DAY = 86_400_000;
const P256DH = 'B' + 'A'.repeat(86);
const AUTH = 'A'.repeat(22);
/** An endpoint of a push service the API accepts (it refuses any other host). */
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/abc';

function stubNotification(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, { permission, requestPermission }),
  );
  return requestPermission;
}

function stubPush(opts: { register?: () => Promise<unknown> } = {}) {
  const subscription = {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: P256DH, auth: AUTH } }),
  };
  const pushManager = {
    getSubscription: vi.fn(async () => null),
    subscribe: vi.fn(async () => subscription),
  };
  const registration = { pushManager };
  const register = vi.fn(opts.register ?? (async () => registration));
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register, ready: Promise.resolve(registration) },
  });
  vi.stubGlobal('PushManager', function PushManager() {});
  return { register, pushManager };
}

// Load the lazy prompt once before the timed tests, so no test pays for its first transform.
beforeAll(async () => {
  await import('./push-prompt');
});

beforeEach(() => {
  clearMarketingStorage();
  vi.useFakeTimers({ shouldAdvanceTime: true });
  useUiStore.setState({ displayPushModal: false });
  useVipPopupState.setState({ open: false });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  clearMarketingStorage();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

async function renderLauncher(enabled = true) {
  renderAt(<PushPromptLauncher enabled={enabled} />);
  await advance(50);
}

const storedDays = () => (Date.parse(localStorage.getItem(PUSH_REMIND_AFTER_KEY) ?? '') - Date.now()) / DAY;

describe('Push prompt conditions', () => {
  it("shows 'Become a VIP' after 8 s when permission is default and nothing is stored", async () => {
    stubNotification('default');
    await renderLauncher();
    await advance(PUSH_PROMPT_DELAY_MS - 200);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(200);
    // The prompt is a lazy chunk: its first load may take a loaded machine longer than findBy's 1 s.
    const dialog = await screen.findByRole('dialog', { name: 'Become a VIP' });
    expect(dialog).toHaveTextContent('We will notify you about new product launches and sales first!');
    expect(screen.getByRole('button', { name: 'Allow' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(useUiStore.getState().displayPushModal).toBe(true);
  });

  it.each(['granted', 'denied'] as const)('never shows when permission is %s', async (permission) => {
    stubNotification(permission);
    await renderLauncher();
    await advance(PUSH_PROMPT_DELAY_MS * 2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('never shows while the remind-after date is in the future; shows once it has passed', async () => {
    stubNotification('default');
    localStorage.setItem(PUSH_REMIND_AFTER_KEY, new Date(Date.now() + DAY).toISOString());
    await renderLauncher();
    await advance(PUSH_PROMPT_DELAY_MS * 2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows when the stored remind-after date has passed', async () => {
    stubNotification('default');
    localStorage.setItem(PUSH_REMIND_AFTER_KEY, new Date(Date.now() - 1000).toISOString());
    await renderLauncher();
    await advance(PUSH_PROMPT_DELAY_MS);
    expect(await screen.findByRole('dialog', { name: 'Become a VIP' })).toBeInTheDocument();
  });

  it('never shows without the Notification API, with the page option off, or when the sale turns it off', async () => {
    await renderLauncher();
    await advance(PUSH_PROMPT_DELAY_MS * 2);
    expect(screen.queryByRole('dialog')).toBeNull();

    stubNotification('default');
    serveSale(activeSale({ showPushPopup: false }));
    await renderLauncher();
    await advance(PUSH_PROMPT_DELAY_MS * 2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('waits while another dialog (the cart drawer) is open, then shows', async () => {
    stubNotification('default');
    function PageWithCart() {
      const [cart, setCart] = useState(true);
      return (
        <>
          <PushPromptLauncher />
          {cart && (
            <ModalDialog aria-label="Your cart" onClose={() => setCart(false)}>
              <button type="button" onClick={() => setCart(false)}>
                Close cart
              </button>
            </ModalDialog>
          )}
        </>
      );
    }
    renderAt(<PageWithCart />);
    await advance(PUSH_PROMPT_DELAY_MS * 2);
    expect(screen.queryByRole('dialog', { name: 'Become a VIP' })).toBeNull();
    await user().click(screen.getByRole('button', { name: 'Close cart' }));
    expect(await screen.findByRole('dialog', { name: 'Become a VIP' })).toBeInTheDocument();
  });

  it('never covers a form being filled: it waits for the typing to stop', async () => {
    stubNotification('default');
    renderAt(
      <>
        <PushPromptLauncher />
        <label>
          First name <input />
        </label>
        <button type="button">Create account</button>
      </>,
    );
    const u = user();
    await u.type(screen.getByLabelText('First name'), 'Bob');
    await advance(PUSH_PROMPT_DELAY_MS * 2);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Focus leaves the field, but it was typed in just now: still nothing.
    await u.click(screen.getByRole('button', { name: 'Create account' }));
    await advance(1000);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(TYPING_PAUSE_MS);
    expect(await screen.findByRole('dialog', { name: 'Become a VIP' })).toBeInTheDocument();
  });

  it('waits while the VIP popup is open', async () => {
    stubNotification('default');
    useVipPopupState.setState({ open: true });
    await renderLauncher();
    await advance(PUSH_PROMPT_DELAY_MS * 2);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => useVipPopupState.setState({ open: false }));
    expect(await screen.findByRole('dialog', { name: 'Become a VIP' })).toBeInTheDocument();
  });
});

describe('Push prompt answers', () => {
  async function openPrompt() {
    await renderLauncher();
    await advance(PUSH_PROMPT_DELAY_MS);
    return screen.findByRole('dialog', { name: 'Become a VIP' });
  }

  it('Cancel stores a date 2 days ahead and closes', async () => {
    stubNotification('default');
    await openPrompt();
    await user().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(storedDays()).toBeCloseTo(2, 2);
    expect(useUiStore.getState().displayPushModal).toBe(false);
  });

  it('Allow stores the date, registers /sw-push.js, asks permission, subscribes with the VAPID key and posts the keys', async () => {
    const requestPermission = stubNotification('default');
    const { register, pushManager } = stubPush();
    const posted: unknown[] = [];
    server.use(
      http.get('/api/marketing/push/public-key', () => HttpResponse.json({ publicKey: 'AQID' })),
      http.post('/api/marketing/push/subscriber/add', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ status: 'success' });
      }),
    );
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    await openPrompt();
    await user().click(screen.getByRole('button', { name: 'Allow' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(storedDays()).toBeCloseTo(2, 2);
    expect(register).toHaveBeenCalledWith(PUSH_WORKER_PATH);
    expect(requestPermission).toHaveBeenCalled();
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: new Uint8Array([1, 2, 3]),
    });
    expect(posted).toEqual([{ endpoint: ENDPOINT, p256dh: P256DH, auth: AUTH }]);
    // the body the API's own schema takes (a made-up push host would be refused there)
    expect(PushSubscriptionBodySchema.safeParse(posted[0]).success).toBe(true);
  });

  it('shows Service workers are not supported by this browser', async () => {
    allowConsoleErrors();
    stubNotification('default');
    await openPrompt();
    await user().click(screen.getByRole('button', { name: 'Allow' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Service workers are not supported by this browser',
    );
    expect(storedDays()).toBeCloseTo(2, 2);
  });

  it('shows Push notifications are not supported by this browser', async () => {
    allowConsoleErrors();
    stubNotification('default');
    stubPush();
    vi.stubGlobal('PushManager', undefined);
    delete (window as { PushManager?: unknown }).PushManager;
    await openPrompt();
    await user().click(screen.getByRole('button', { name: 'Allow' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Push notifications are not supported by this browser',
    );
  });

  it('shows Service worker registration failed', async () => {
    allowConsoleErrors();
    stubNotification('default');
    stubPush({ register: () => Promise.reject(new Error('SecurityError')) });
    await openPrompt();
    await user().click(screen.getByRole('button', { name: 'Allow' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Service worker registration failed');
  });
});
