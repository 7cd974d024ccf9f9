import { describe, expect, it } from 'vitest';
import { isKnownPushEndpoint, PUSH_ENDPOINT_MESSAGE } from './push-endpoint.js';

describe('isKnownPushEndpoint', () => {
  it.each([
    ['Chrome (FCM)', 'https://fcm.googleapis.com/fcm/send/dXx:APA91b'],
    ['Chrome web push (FCM)', 'https://fcm.googleapis.com/wp/dXx:APA91b'],
    ['Firefox', 'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA'],
    ['a Mozilla regional host', 'https://eu.push.services.mozilla.com/wpush/v2/gAAAAA'],
    ['Safari', 'https://web.push.apple.com/QGx'],
    ['Edge (WNS)', 'https://wns2-bn3p.notify.windows.com/w/?token=BQYAAA'],
    ['an upper-case host', 'https://FCM.googleapis.com/fcm/send/x'],
  ])('accepts %s', (_name, endpoint) => {
    expect(isKnownPushEndpoint(endpoint)).toBe(true);
  });

  it.each([
    ['http', 'http://fcm.googleapis.com/fcm/send/x'],
    ['another host', 'https://push.example.com/x'],
    ['a look-alike suffix', 'https://fcm.googleapis.com.evil.test/x'],
    ['a look-alike prefix', 'https://evilfcm.googleapis.com/x'],
    ['a host ending in the suffix without a dot', 'https://evilpush.apple.com/x'],
    ['the bare suffix', 'https://push.apple.com/x'],
    ['a trailing dot', 'https://fcm.googleapis.com./x'],
    ['credentials', 'https://u:p@fcm.googleapis.com/x'],
    ['a port', 'https://fcm.googleapis.com:8443/x'],
    ['localhost', 'https://localhost/x'],
    ['an IPv4 literal', 'https://10.0.0.1/x'],
    ['an IPv6 literal', 'https://[::1]/x'],
    ['a metadata name', 'https://metadata.google.internal/x'],
    ['not a URL', 'push me'],
    ['javascript:', 'javascript:alert(1)'],
    ['empty', ''],
  ])('refuses %s', (_name, endpoint) => {
    expect(isKnownPushEndpoint(endpoint)).toBe(false);
  });

  it('names the services in its message', () => {
    expect(PUSH_ENDPOINT_MESSAGE).toBe(
      'endpoint must be an https URL of a known push service (Google, Mozilla, Apple or Microsoft)',
    );
  });
});
