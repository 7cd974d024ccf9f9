/**
 * What the shopper's journeys share: a product that checks out simply, the checkout form filled in, an account
 * made and signed in, and a message read from the development outbox.
 */
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { REGISTER_ACCEPTED_MESSAGE, type ProductCard } from '@shop/domain';
import { E2E_WAIT_MS } from './support.js';

/** A product with no options to choose, in stock with room to spare, still sold. */
export const inStockSingle = (p: ProductCard): boolean =>
  !p.isParentSku &&
  p.options.length <= 1 &&
  p.currentlyInStock &&
  p.tpa_wh + p.lv_wh > 10 &&
  !p.isDiscontinued;

type Shopper = { email: string; firstName: string; lastName: string };

/** The checkout form: contact, a Florida shipping address and `cardNumber` (the test provider's cards). */
export async function fillCheckout(form: Locator, shopper: Shopper, cardNumber: string): Promise<void> {
  await form.getByLabel('Email').fill(shopper.email);
  await form.getByLabel('First name').fill(shopper.firstName);
  await form.getByLabel('Last name').fill(shopper.lastName);
  await form.getByLabel('Phone').fill('(407) 555-0199');
  await form.getByLabel('Street address').fill('123 Bass Ave');
  await form.getByLabel('City').fill('Orlando');
  await form.getByLabel('State').selectOption('FL');
  await form.getByLabel('ZIP code').fill('32801');
  await form.getByLabel('Card number').fill(cardNumber);
  await form.getByLabel('Expiration month').selectOption('12');
  await form.getByLabel('Expiration year').selectOption(String(new Date().getFullYear() + 2));
  await form.getByLabel('Security code (CVC)').fill('123');
}

/** Creates an account on the register page (it does not sign in). */
export async function register(page: Page, shopper: Shopper, password: string): Promise<void> {
  await page.goto('/account/register');
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('First name').fill(shopper.firstName);
  await form.getByLabel('Last name').fill(shopper.lastName);
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(shopper.email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('status').filter({ hasText: REGISTER_ACCEPTED_MESSAGE }).waitFor();
}

/** Sends the sign-in form; the caller waits for what should follow (the account page, or a refusal). */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/account/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * The development outbox (/dev/outbox, mounted whenever NODE_ENV is not production), opened in a second tab
 * as one opens a mail beside the shop: the newest message to `to` whose subject matches, as text, once it is
 * queued (the outbox is read again until then). The outbox is a development tool, not a page of the shop: its
 * tab is not one whose console the journeys check.
 */
export async function mailFromOutbox(shop: Page, to: string, subject: RegExp): Promise<string> {
  const page = await shop.context().newPage();
  try {
    const row = page.getByRole('row').filter({ hasText: to }).filter({ hasText: subject }).first();
    await expect
      .poll(
        async () => {
          await page.goto('/dev/outbox');
          await page.getByRole('heading', { level: 1, name: 'Outbox (development)' }).waitFor();
          return row.count();
        },
        { timeout: E2E_WAIT_MS },
      )
      .toBeGreaterThan(0);
    await row.getByRole('link', { name: 'text' }).click();
    await page.waitForURL(/\/dev\/outbox\/\d+\/text$/);
    return await page.locator('body').innerText();
  } finally {
    await page.close();
  }
}
