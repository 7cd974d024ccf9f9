import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  EMAIL_NOT_VERIFIED_MESSAGE,
  EMAIL_VERIFIED_MESSAGE,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  RESET_LINK_INVALID,
} from '@shop/domain';
import { DESKTOP, MOBILE, expectNoSeriousA11yViolations, useBrowser } from './support.js';
import { mailFromOutbox, register as registerShopper, signIn } from './shopper-support.js';

const b = useBrowser();
beforeAll(() => b.start());
afterAll(() => b.stop());

/** A fresh address per run: the journeys change its password and its verification. */
const freshEmail = (label: string) =>
  `mail-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The refused requests a journey makes on purpose are logged by Chromium itself; nothing else may be. */
const unexpectedErrors = (errors: string[], ...statuses: number[]) =>
  errors.filter((e) => !statuses.some((s) => e.includes(`status of ${s}`)));

/** A fresh account, Mel Inbox at `email`. */
const register = (page: Page, email: string, password: string) =>
  registerShopper(page, { email, firstName: 'Mel', lastName: 'Inbox' }, password);

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'My Account' }).click();
  await page.getByRole('list', { name: 'Account' }).getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('link', { name: 'Login' }).waitFor();
}

/** The newest message to `to` whose subject matches (mailFromOutbox): the path of its shop link to `path`. */
async function linkFromOutbox(shop: Page, to: string, subject: RegExp, path: string): Promise<string> {
  const text = await mailFromOutbox(shop, to, subject);
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = new RegExp(`https?://[^\\s/]+(${escaped}\\?[^\\s<>"]+)`).exec(text);
  expect(found, `a ${path} link in the mail to ${to}:\n${text}`).not.toBeNull();
  return found![1]!;
}

describe('mail journeys', () => {
  it('forgot password: the reset mail in the outbox, a new password signs in; the old one and the used link no longer work', async () => {
    const email = freshEmail('reset');
    const page = await b.page(DESKTOP);
    await register(page, email, 'Old-passphrase-1');

    // Sign-in page -> "Forgot your password?" -> the one answer.
    await page.goto('/account/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    const forgot = page.getByRole('form', { name: 'Reset your password' });
    await forgot.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await forgot.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('status').filter({ hasText: PASSWORD_RESET_REQUESTED_MESSAGE }).waitFor();
    await expectNoSeriousA11yViolations(page);

    // The reset mail, and its link.
    const resetLink = await linkFromOutbox(page, email, /Choose a new .*password/, '/account/reset-password');
    expect(resetLink).toMatch(/^\/account\/reset-password\?token=[A-Za-z0-9_-]{43}$/);

    // A new password: signed in on the account page.
    await page.goto(resetLink);
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('New password', { exact: true }).fill('New-passphrase-2');
    await page.getByLabel('Confirm new password', { exact: true }).fill('New-passphrase-2');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/account');
    await page.getByRole('button', { name: 'My Account' }).waitFor();
    // Opening the reset link proved the address: no verification notice once the profile is in.
    await page.getByRole('region', { name: 'Profile' }).getByText(email).waitFor();
    expect(await page.getByText(EMAIL_NOT_VERIFIED_MESSAGE).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);

    // The link worked once.
    await signOut(page);
    await page.goto(resetLink);
    await page.getByLabel('New password', { exact: true }).fill('Third-passphrase-3');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Third-passphrase-3');
    await page.getByRole('button', { name: 'Save new password' }).click();
    const refused = page.getByRole('alert').filter({ hasText: RESET_LINK_INVALID.message });
    await refused.waitFor();
    expect(await refused.getByRole('link', { name: 'Ask for a new reset link' }).getAttribute('href')).toBe(
      '/account/forgot-password',
    );
    await expectNoSeriousA11yViolations(page);

    // The old password is refused, the new one signs in.
    await signIn(page, email, 'Old-passphrase-1');
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }).waitFor();
    await signIn(page, email, 'New-passphrase-2');
    await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
    expect(unexpectedErrors(b.errors, 400, 401)).toEqual([]);
  });

  it('verification: an unverified account sees the notice; the mailed link verifies the address and the notice goes', async () => {
    const email = freshEmail('verify');
    const page = await b.page(MOBILE);
    await register(page, email, 'Verify-passphrase-1');
    await signIn(page, email, 'Verify-passphrase-1');
    await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
    const notice = page.getByRole('region', { name: 'Email verification' });
    await notice.getByText(EMAIL_NOT_VERIFIED_MESSAGE).waitFor();
    await expectNoSeriousA11yViolations(page);

    const verifyLink = await linkFromOutbox(
      page,
      email,
      /Confirm your email address/,
      '/account/verify-email',
    );
    await page.goto(verifyLink);
    await page.getByRole('status').filter({ hasText: EMAIL_VERIFIED_MESSAGE }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Go to my account' }).click();
    await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
    await page.getByRole('region', { name: 'Profile' }).getByText(email).waitFor();
    expect(await notice.count()).toBe(0);
    expect(unexpectedErrors(b.errors)).toEqual([]);
  });
});
