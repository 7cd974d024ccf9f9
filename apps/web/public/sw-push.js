/* The web push worker (spec: /sw-push.js). A push carries JSON {title, body, url}; a click focuses an
 * open tab of the shop on that url or opens one. No caching, no fetch handler. */
'use strict';

const DEFAULT_TITLE = 'Skar Audio';
const ICON = '/favicon.svg';

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

function readPayload(event) {
  if (!event.data) return {};
  try {
    const data = event.data.json();
    return data && typeof data === 'object' ? data : {};
  } catch {
    return { body: event.data.text() };
  }
}

/** Only same-origin paths and https URLs are opened. */
function safeUrl(value) {
  try {
    const url = new URL(typeof value === 'string' && value ? value : '/', self.location.origin);
    return url.origin === self.location.origin || url.protocol === 'https:'
      ? url.href
      : self.location.origin + '/';
  } catch {
    return self.location.origin + '/';
  }
}

self.addEventListener('push', (event) => {
  const data = readPayload(event);
  const title = typeof data.title === 'string' && data.title ? data.title : DEFAULT_TITLE;
  const options = {
    body: typeof data.body === 'string' ? data.body : '',
    icon: typeof data.icon === 'string' ? data.icon : ICON,
    badge: ICON,
    data: { url: safeUrl(data.url) },
  };
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = safeUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((clients) => {
      for (const client of clients) {
        if (client.url === url && 'focus' in client) return client.focus();
      }
      const sameOrigin = clients.find(
        (c) => new URL(c.url).origin === self.location.origin && 'navigate' in c,
      );
      if (sameOrigin && new URL(url).origin === self.location.origin) {
        return sameOrigin.navigate(url).then((c) => (c ? c.focus() : self.clients.openWindow(url)));
      }
      return self.clients.openWindow(url);
    }),
  );
});
