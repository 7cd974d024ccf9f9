/** Web push on the client side (spec sections 2, 4, 5, 8 and 9): when the 'Become a VIP' prompt shows. */

export const PUSH_PROMPT_DELAY_MS = 8000;
export const PUSH_REMIND_AFTER_DAYS = 2;
export const PUSH_REMIND_AFTER_KEY = 'push_remind_after';
export const PUSH_WORKER_PATH = '/sw-push.js';

export const PUSH_PROMPT = {
  title: 'Become a VIP',
  text: 'We will notify you about new product launches and sales first!',
  allow: 'Allow',
  cancel: 'Cancel',
} as const;

export const PUSH_MESSAGES = {
  noServiceWorker: 'Service workers are not supported by this browser',
  noPush: 'Push notifications are not supported by this browser',
  registrationFailed: 'Service worker registration failed',
} as const;

export type NotificationPermissionState = 'default' | 'granted' | 'denied';

const DAY_MS = 86_400_000;

/** The remind-after date that Allow and Cancel store: now plus 2 days. */
export function pushRemindAfter(now: Date): Date {
  return new Date(now.getTime() + PUSH_REMIND_AFTER_DAYS * DAY_MS);
}

/**
 * The prompt shows only when permission is neither granted nor denied and the stored remind-after date
 * is not in the future (a missing or unreadable date counts as passed).
 */
export function shouldShowPushPrompt(s: {
  permission: NotificationPermissionState | string;
  remindAfter: Date | string | number | null | undefined;
  now: Date;
}): boolean {
  if (s.permission === 'granted' || s.permission === 'denied') return false;
  if (s.remindAfter === null || s.remindAfter === undefined || s.remindAfter === '') return true;
  const at = s.remindAfter instanceof Date ? s.remindAfter.getTime() : new Date(s.remindAfter).getTime();
  if (Number.isNaN(at)) return true;
  return at <= s.now.getTime();
}

/** The server's base64url VAPID public key as bytes, for PushManager.subscribe's applicationServerKey. */
export function base64UrlToBytes(value: string): Uint8Array {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
