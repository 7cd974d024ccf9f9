/**
 * What the shopper's journeys share: a product that checks out simply, a product found by search and taken to
 * checkout, the checkout form filled in (to Florida or Texas) and the order placed, a totals row, an account
 * made and signed in, and a message read from the development outbox.
 */
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { REGISTER_ACCEPTED_MESSAGE, type CartResponse, type ProductCard } from '@shop/domain';
import { definitionOf, E2E_WAIT_MS } from './support.js';

/** A product with no options to choose, in stock with room to spare, still sold. */
export const inStockSingle = (p: ProductCard): boolean =>
  !p.isParentSku &&
  p.options.length <= 1 &&
  p.currentlyInStock &&
  p.tpa_wh + p.lv_wh > 10 &&
  !p.isDiscontinued;

type Shopper = { email: string; firstName: string; lastName: string };

/** Where an order ships: the checkout form's address and phone. */
export type ShipTo = { street: string; city: string; state: string; zip: string; phone: string };
export const ORLANDO_FL: ShipTo = {
  street: '123 Bass Ave',
  city: 'Orlando',
  state: 'FL',
  zip: '32801',
  phone: '(407) 555-0199',
};
export const AUSTIN_TX: ShipTo = {
  street: '500 Congress Ave',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  phone: '(512) 555-0142',
};

/** The checkout form: contact, the shipping address (Florida unless told) and `cardNumber` (the test cards). */
export async function fillCheckout(
  form: Locator,
  shopper: Shopper,
  cardNumber: string,
  shipTo: ShipTo = ORLANDO_FL,
): Promise<void> {
  await form.getByLabel('Email').fill(shopper.email);
  await form.getByLabel('First name').fill(shopper.firstName);
  await form.getByLabel('Last name').fill(shopper.lastName);
  await form.getByLabel('Phone').fill(shipTo.phone);
  await form.getByLabel('Street address').fill(shipTo.street);
  await form.getByLabel('City').fill(shipTo.city);
  await form.getByLabel('State').selectOption(shipTo.state);
  await form.getByLabel('ZIP code').fill(shipTo.zip);
  await form.getByLabel('Card number').fill(cardNumber);
  await form.getByLabel('Expiration month').selectOption('12');
  await form.getByLabel('Expiration year').selectOption(String(new Date().getFullYear() + 2));
  await form.getByLabel('Security code (CVC)').fill('123');
}

/** What a totals list ("Cart totals", "Order totals") shows for its row `term` ('Tax', 'Total'). */
export const totalsRow = (page: Page, list: string, term: string): Locator =>
  definitionOf(page.getByRole('main').getByLabel(list, { exact: true }), term);

/**
 * From the home, as a shopper finds a product: the header's search for `query`, the product `name` opened from
 * the results, added to the cart from its page, and on to checkout: the checkout form. `check` runs on the
 * results and on the product's page (axe, for one).
 */
export async function searchAndCheckout(
  page: Page,
  query: string,
  name: string,
  check: (page: Page) => Promise<void> = async () => {},
): Promise<Locator> {
  await page.goto('/');
  const search = page.getByRole('search', { name: 'Site search' });
  await search.getByRole('searchbox', { name: 'Search products' }).fill(query);
  await search.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('heading', { level: 1, name: `Search results for "${query}"` }).waitFor();
  const result = page.getByRole('main').getByRole('link', { name }).first();
  await result.waitFor();
  await check(page);
  await result.click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await check(page);
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Add to Cart/ })
    .first()
    .click();
  const drawer = page.getByRole('dialog', { name: /Your Cart/ });
  await drawer.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.waitForURL((u) => u.pathname === '/checkout/v3');
  return page.getByRole('form', { name: 'Checkout' });
}

/** Places the filled checkout form's order: the order number the confirmation shows. */
export async function placeOrder(page: Page, form: Locator): Promise<string> {
  await form.getByRole('button', { name: 'Place Order' }).click();
  await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor();
  const number = (
    await page
      .getByText(/SA-\d{6}/)
      .first()
      .textContent()
  )?.match(/SA-\d{6}/)?.[0];
  expect(number).toBeTruthy();
  return number!;
}

/** The page's cart as the API answers it (the browser's own cart cookie). */
export const cartOf = (page: Page): Promise<CartResponse> =>
  page.evaluate(async () => (await fetch('/api/cartv2')).json() as Promise<CartResponse>);

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
