import { PUSH_MESSAGES, PUSH_WORKER_PATH, base64UrlToBytes } from '@shop/domain';
import { api } from '../../../lib/api-client';
import { fixedRoute } from '../../../lib/api-fixed-route';

export type PushSupport = { ok: true } | { ok: false; message: string };

/** Service worker and Push API support (spec: the two unsupported messages). */
export function pushSupport(): PushSupport {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator))
    return { ok: false, message: PUSH_MESSAGES.noServiceWorker };
  if (typeof window === 'undefined' || !('PushManager' in window))
    return { ok: false, message: PUSH_MESSAGES.noPush };
  return { ok: true };
}

/** The notification permission, or null when the browser has no Notification API. */
export function notificationPermission(): NotificationPermission | null {
  return typeof window !== 'undefined' && 'Notification' in window ? window.Notification.permission : null;
}

export type SubscribeResult = 'subscribed' | 'not-granted';

/**
 * Registers /sw-push.js, asks for permission, subscribes with the server's VAPID key and sends the
 * subscription to POST /api/marketing/push/subscriber/add (its answer is only logged). Errors are logged
 * and rethrown.
 */
export async function subscribeToPush(): Promise<SubscribeResult> {
  try {
    const support = pushSupport();
    if (!support.ok) throw new Error(support.message);
    let registration: ServiceWorkerRegistration | undefined;
    try {
      registration = await navigator.serviceWorker.register(PUSH_WORKER_PATH);
    } catch (e) {
      console.error(PUSH_MESSAGES.registrationFailed, e);
    }
    if (!registration?.pushManager) throw new Error(PUSH_MESSAGES.registrationFailed);
    const permission = await window.Notification.requestPermission();
    if (permission !== 'granted') return 'not-granted';
    const { publicKey } = await api.get(
      fixedRoute('GET /api/marketing/push/public-key'),
      (d) => d.PushPublicKeyResponseSchema,
    );
    // Subscribing needs an active worker: wait until the registration has one.
    const ready = await navigator.serviceWorker.ready;
    const manager = ready.pushManager ?? registration.pushManager;
    const subscription =
      (await manager.getSubscription()) ??
      (await manager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: base64UrlToBytes(publicKey) as BufferSource,
      }));
    const json = subscription.toJSON();
    const answer = await api.send(
      fixedRoute('POST /api/marketing/push/subscriber/add'),
      { endpoint: subscription.endpoint, p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
      (d) => d.MarketingResponseSchema,
    );
    console.info('Push subscription saved', answer);
    return 'subscribed';
  } catch (e) {
    console.error('Push subscription failed', e);
    throw e;
  }
}
