import { describe, expect, it } from 'vitest';
import {
  PUSH_MESSAGES,
  PUSH_PROMPT_DELAY_MS,
  base64UrlToBytes,
  pushRemindAfter,
  shouldShowPushPrompt,
} from './push.js';

const now = new Date('2026-03-01T12:00:00.000Z');

describe('shouldShowPushPrompt', () => {
  it.each([
    ['default permission, no date', 'default', null, true],
    ['default permission, date passed', 'default', '2026-02-28T12:00:00.000Z', true],
    ['default permission, date exactly now', 'default', now.toISOString(), true],
    ['default permission, date ahead', 'default', '2026-03-02T12:00:00.000Z', false],
    ['default permission, a Date ahead', 'default', new Date('2026-03-01T12:00:01.000Z'), false],
    ['default permission, unreadable date', 'default', 'not a date', true],
    ['granted', 'granted', null, false],
    ['denied', 'denied', null, false],
  ])('%s -> %s', (_name, permission, remindAfter, expected) => {
    expect(shouldShowPushPrompt({ permission, remindAfter, now })).toBe(expected);
  });
});

describe('pushRemindAfter', () => {
  it('is 2 days ahead, and hides the prompt until then', () => {
    const at = pushRemindAfter(now);
    expect(at.toISOString()).toBe('2026-03-03T12:00:00.000Z');
    expect(
      shouldShowPushPrompt({
        permission: 'default',
        remindAfter: at,
        now: new Date('2026-03-03T11:59:59.000Z'),
      }),
    ).toBe(false);
    expect(shouldShowPushPrompt({ permission: 'default', remindAfter: at, now: at })).toBe(true);
  });
  it('keeps the spec constants and messages', () => {
    expect(PUSH_PROMPT_DELAY_MS).toBe(8000);
    expect(PUSH_MESSAGES).toEqual({
      noServiceWorker: 'Service workers are not supported by this browser',
      noPush: 'Push notifications are not supported by this browser',
      registrationFailed: 'Service worker registration failed',
    });
  });
});

describe('base64UrlToBytes', () => {
  it('decodes base64url with or without padding', () => {
    expect([...base64UrlToBytes('AQID'), ...base64UrlToBytes('_-8')]).toEqual([1, 2, 3, 255, 239]);
    expect(base64UrlToBytes('AQ==')).toEqual(new Uint8Array([1]));
  });
});
