import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { VIP_POPUP_DELAY_MS } from '@shop/domain';
import { DESKTOP, useBrowser } from './support.js';

const b = useBrowser();
beforeAll(() => b.start());
afterAll(() => b.stop());

const POPUP = { name: /become a vip/i } as const;
const popup = (page: Page) => page.getByRole('dialog', POPUP).filter({ hasText: 'Join the list' });

/** The footer form: each validation message, then the thank-you overlay. */
async function checkFooterForm(page: Page) {
  const form = page.locator('form').filter({ has: page.getByLabel('Email for offers') });
  const email = page.getByLabel('Email for offers');
  const phone = page.getByLabel('Mobile phone for texts');
  const emailConsent = page.getByRole('checkbox', { name: /email me/i });
  const smsConsent = page.getByRole('checkbox', { name: /text me/i });
  const submit = page.getByRole('button', { name: 'Sign me up' });
  await email.scrollIntoViewIfNeeded();
  expect(await submit.isDisabled()).toBe(true);

  const expectAlert = async (text: string) => {
    await form.getByRole('alert').filter({ hasText: text }).waitFor();
  };
  await smsConsent.check();
  await submit.click();
  await expectAlert('Phone is required when opting for marketing SMS');
  await smsConsent.uncheck();
  await emailConsent.check();
  await expectAlert('Email is required when opting for marketing emails');
  await emailConsent.uncheck();
  await email.fill('footer.fan@example.com');
  await phone.pressSequentially('5551234567');
  expect(await phone.inputValue()).toBe('(555) 123-4567');
  await smsConsent.check();
  await expectAlert('Please check consent the checkbox for marketing emails.');
  await smsConsent.uncheck();
  await emailConsent.check();
  await expectAlert('Please check consent the checkbox for marketing SMS');
  await smsConsent.check();
  await submit.click();
  await page.getByRole('status').filter({ hasText: 'THANK YOU FOR SIGNING UP!' }).waitFor();
}

/** The countdown of the seeded HolidaySale ticks. */
async function checkCountdown(page: Page) {
  const timer = page.getByRole('region', { name: 'Sale countdown' }).getByRole('timer');
  await timer.waitFor();
  const before = await timer.textContent();
  // It ticks each second: waited for until the text changes (a loaded machine may take longer).
  await expect.poll(() => timer.textContent(), { timeout: 30_000, interval: 100 }).not.toBe(before);
}

describe('marketing journeys', () => {
  it('the VIP popup opens after 6 s on home, never on /account or /returns, and stays away after subscribing', async () => {
    const home = await b.page(DESKTOP, { marketing: true });
    // Only the VIP popup here: the push prompt (8 s) would wait for it and then cover the footer form.
    await home
      .context()
      .addInitScript(() => localStorage.setItem('push_remind_after', '2999-01-01T00:00:00.000Z'));
    const account = await home.context().newPage();
    const returns = await home.context().newPage();
    const started = Date.now();
    await Promise.all([home.goto('/'), account.goto('/account'), returns.goto('/returns')]);

    await popup(home).waitFor();
    expect(Date.now() - started).toBeGreaterThanOrEqual(6000);
    // The other two pages have been open at least as long.
    expect(await popup(account).count()).toBe(0);
    expect(await popup(returns).count()).toBe(0);
    expect(new URL(account.url()).pathname).toMatch(/^\/account/);
    await account.close();
    await returns.close();

    await home.getByLabel('Email address').fill('vip.fan@example.com');
    await home.getByRole('button', { name: 'Join the VIP list' }).click();
    await home.getByText("Thanks for subscribing, you're now a Skar Audio VIP!").waitFor();
    await popup(home).waitFor({ state: 'detached' });
    const cookies = await home.context().cookies();
    expect(cookies.find((c) => c.name === 'sa_popup')?.value).toBe('subscribed');

    // After a reload the popup does not come back; the footer form and the countdown are checked meanwhile.
    // The page's clock is installed (it flows as usual) so that the popup's delay can be jumped past
    // rather than waited out.
    await home.clock.install();
    await home.reload();
    await checkCountdown(home);
    await checkFooterForm(home);
    await home.clock.fastForward(VIP_POPUP_DELAY_MS + 1_000);
    await home.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await popup(home).count()).toBe(0);
    expect(b.errors).toEqual([]);
  });
});
