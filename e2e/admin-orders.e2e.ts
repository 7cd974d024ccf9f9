/**
 * The back office's orders, returns, dealers and reviews in a browser (decisions 049-051): a new shopper
 * orders with the test card; the demo administrator ships it with a carrier and tracking number; the shopper's
 * Order History shows it shipped with the tracking link and the shipping mail is in the outbox; the shopper asks
 * to return it, the administrator approves, receives (back in stock) and refunds it; the shopper applies to be a
 * dealer, is approved and sees dealer prices at the next page load, without signing in again; a review is
 * hidden and is gone from the product page, then restored. Shopper and administrator are two browser contexts
 * side by side; axe-core runs on each back-office screen in both themes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { CollectionResponse, ReviewListResponse } from '@shop/domain';
import {
  DESKTOP,
  E2E_WAIT_MS,
  baseUrl,
  expectNoSeriousA11yViolations,
  getJson,
  useBrowser,
} from './support.js';
import { expectAccessibleInBothThemes, signInAt } from './admin-support.js';
import {
  fillCheckout,
  inStockSingle,
  mailFromOutbox,
  placeOrder,
  register,
  signIn,
} from './shopper-support.js';

const b = useBrowser();
beforeAll(() => b.start());

const STAMP = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const SHOPPER = { email: `orders-${STAMP}@example.com`, firstName: 'Robin', lastName: 'Orders' };
const PASSWORD = 'Orders-passphrase-1';
const TRACKING = `1ZE2E${STAMP}`;
const BUSINESS = `E2E Bass Shop ${STAMP}`;
/** How long a condition may take to come true on a loaded machine (expect.poll's own default is 1 s). */

/** The administrator's page, in a context of its own beside the shopper's; its console is checked too. */
let admin: Page | undefined;
const adminErrors: string[] = [];
/** The review this journey hides, restored in afterAll if the journey stopped half way. */
let hiddenReviewId: number | undefined;

afterAll(async () => {
  try {
    if (admin && hiddenReviewId !== undefined) {
      const { csrfToken } = (await (await admin.request.get('/api/auth/csrf')).json()) as {
        csrfToken: string;
      };
      await admin.request.post(`/api/admin/reviews/${hiddenReviewId}/restore`, {
        headers: { 'x-csrf-token': csrfToken },
      });
    }
    await admin?.context().close();
  } finally {
    await b.stop();
  }
});

async function openAdmin(shopper: Page, path: string): Promise<Page> {
  const context = await shopper.context().browser()!.newContext({ viewport: DESKTOP, baseURL: baseUrl() });
  const page = await context.newPage();
  page.on('pageerror', (e) => adminErrors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') adminErrors.push(m.text());
  });
  await signInAt(page, path);
  await page.getByRole('navigation', { name: 'Back office' }).waitFor();
  return page;
}

/** An admin screen by its path, once its heading is up. */
async function adminScreen(path: string, heading: string): Promise<Page> {
  await admin!.goto(path);
  await admin!.getByRole('heading', { level: 1, name: heading }).waitFor();
  return admin!;
}

/** From the product page to the confirmation, paid with the approving test card: the order number. */
async function orderOne(page: Page, slug: string): Promise<string> {
  await page.goto(`/products/${slug}`);
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Add to Cart/ })
    .first()
    .click();
  const drawer = page.getByRole('dialog', { name: /Your Cart/ });
  await drawer.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.waitForURL((u) => u.pathname === '/checkout/v3');
  const form = page.getByRole('form', { name: 'Checkout' });
  // The profile fills the contact first: the form is filled after it.
  await expect
    .poll(() => form.getByLabel('Email').inputValue(), { timeout: E2E_WAIT_MS })
    .toBe(SHOPPER.email);
  await fillCheckout(form, SHOPPER, '4242 4242 4242 4242');
  return placeOrder(page, form);
}

/** A product whose first page of reviews holds them all, and one of them whose title no other review has. */
async function reviewToHide() {
  const data = await getJson<CollectionResponse>('/api/collections/car-amplifiers?pageSize=96');
  for (const p of data.products) {
    const skus = [p.sku, ...p.variants.map((v) => v.sku)].join(',');
    const list = await getJson<ReviewListResponse>(
      `/api/reviews/skuList?skus=${encodeURIComponent(skus)}&page=0`,
    );
    if (list.count < 2 || list.count > list.reviews.length) continue;
    const review = list.reviews.find((r) => list.reviews.filter((o) => o.title === r.title).length === 1);
    if (review) return { product: p, count: list.count, review };
  }
  throw new Error('The seed has no amplifier with 2 to 20 reviews, one of them titled apart');
}

describe('back office: orders, returns, dealers and reviews', () => {
  it('ships an order with tracking, refunds a return, approves a dealer and hides a review; the shopper sees each', async () => {
    const amps = await getJson<CollectionResponse>('/api/collections/car-amplifiers?pageSize=96');
    const product = amps.products.find(inStockSingle);
    expect(product, 'the seed has an in-stock amplifier').toBeDefined();
    const stockBefore = product!.tpa_wh + product!.lv_wh;

    // 1. A new shopper orders it.
    const shopper = await b.page(DESKTOP);
    await register(shopper, SHOPPER, PASSWORD);
    await signIn(shopper, SHOPPER.email, PASSWORD);
    await shopper.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
    const orderNumber = await orderOne(shopper, product!.slug);

    // 2. The administrator finds it in the orders list and ships it.
    admin = await openAdmin(shopper, '/admin/orders');
    await admin.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    const filter = admin.getByRole('form', { name: 'Filter orders' });
    await filter.getByRole('textbox', { name: 'Order number' }).fill(orderNumber);
    await filter.getByRole('button', { name: 'Show orders' }).click();
    const list = admin.getByRole('table', { name: 'Orders, newest first' });
    const row = list.getByRole('row').filter({ hasText: orderNumber });
    await row.getByText('Paid').waitFor();
    await expect.poll(() => list.getByRole('row').count(), { timeout: E2E_WAIT_MS }).toBe(2);
    await expectAccessibleInBothThemes(admin);
    await row.getByRole('link', { name: orderNumber }).click();
    await admin.getByRole('heading', { level: 1, name: `Order ${orderNumber}` }).waitFor();
    const ship = admin.getByRole('form', { name: 'Ship the order' });
    await ship.getByRole('combobox', { name: 'Carrier' }).selectOption('ups');
    await ship.getByRole('textbox', { name: 'Tracking number' }).fill(TRACKING);
    await expectAccessibleInBothThemes(admin);
    await ship.getByRole('button', { name: 'Mark shipped' }).click();
    await admin
      .getByRole('status')
      .filter({ hasText: 'Shipped: the buyer was mailed the tracking link.' })
      .waitFor();
    await admin.getByRole('region', { name: 'History' }).getByText('Shipped').first().waitFor();
    expect(await ship.count()).toBe(0);
    await expectAccessibleInBothThemes(admin);

    // 3. The shopper's Order History: shipped, with the carrier's tracking link; the mail is in the outbox.
    const trackingUrl = `https://www.ups.com/track?tracknum=${TRACKING}`;
    await shopper.goto('/account/orders');
    const history = shopper.getByRole('table', { name: 'Order History' });
    const mine = history.getByRole('row').filter({ hasText: orderNumber });
    await mine.getByText('Shipped').waitFor();
    await mine.getByRole('link', { name: orderNumber }).click();
    await shopper.getByRole('heading', { level: 1, name: `Order ${orderNumber}` }).waitFor();
    const track = shopper.getByRole('link', { name: 'Track your package with UPS' });
    expect(await track.getAttribute('href')).toBe(trackingUrl);
    await shopper.getByText(TRACKING).waitFor();
    await expectNoSeriousA11yViolations(shopper);
    const mail = await mailFromOutbox(shopper, SHOPPER.email, new RegExp(`order ${orderNumber} has shipped`));
    expect(mail).toContain(TRACKING);
    expect(mail).toContain(trackingUrl);

    // 4. The shopper asks to return it.
    await shopper.getByRole('link', { name: `Request a return: ${product!.name}` }).click();
    const request = shopper.getByRole('form', { name: 'Request a return' });
    await expect
      .poll(() => request.getByLabel('Item').inputValue(), { timeout: E2E_WAIT_MS })
      .toBe(`${orderNumber}-1`);
    await request.getByLabel('Reason').selectOption('not_compatible');
    await request.getByLabel(/^Note/).fill('It does not fit under the seat.');
    await request.getByRole('button', { name: 'Request return' }).click();
    await shopper
      .getByRole('status')
      .filter({ hasText: `Return requested for ${product!.name} (1).` })
      .waitFor();

    // 5. The administrator approves it with a note, receives it back into stock, and refunds it.
    await adminScreen('/admin/returns', 'Returns');
    const card = admin.getByRole('article').filter({ hasText: orderNumber });
    await card.getByText('It does not fit under the seat.').waitFor();
    await card
      .getByLabel('Note to the shopper (in their email)')
      .fill('Send it back with the prepaid label.');
    await expectAccessibleInBothThemes(admin);
    await card.getByRole('button', { name: 'Approve return' }).click();
    await admin
      .getByRole('status')
      .filter({ hasText: /Approved: the shopper was mailed your note/ })
      .waitFor();
    const status = admin.getByRole('combobox', { name: 'Status' });
    await status.selectOption('approved');
    await card.getByRole('button', { name: 'Mark received' }).click();
    await admin
      .getByRole('status')
      .filter({ hasText: /Received: the shopper was mailed/ })
      .waitFor();
    await status.selectOption('received');
    await card.getByRole('button', { name: 'Refund return' }).click();
    // A refund is asked about first, with its amount.
    const refund = admin.getByRole('dialog', { name: /^Refund \$[\d,.]+\?$/ });
    await refund.waitFor();
    await refund.getByRole('button', { name: /^Refund \$/ }).click();
    await admin
      .getByRole('status')
      .filter({ hasText: /Refunded to the card paid with/ })
      .waitFor();
    await status.selectOption('refunded');
    await card.getByText(/refunded · 1 unit back in stock/).waitFor();
    await expectAccessibleInBothThemes(admin);
    const after = await getJson<CollectionResponse>('/api/collections/car-amplifiers?pageSize=96');
    const back = after.products.find((p) => p.sku === product!.sku)!;
    expect(back.tpa_wh + back.lv_wh, 'the resellable unit is back in stock').toBe(stockBefore);
    await shopper.goto('/returns');
    await shopper.getByRole('list', { name: 'Your returns' }).getByText('Refunded').waitFor();

    // 6. The shopper applies to be a dealer: retail prices until the administrator approves, dealer ones after.
    await shopper.goto('/pages/become-a-dealer');
    const apply = shopper.getByRole('form', { name: 'Dealer application' });
    await apply.getByLabel('Business name').fill(BUSINESS);
    await apply.getByLabel('Tax id (EIN)').fill('12-3456789');
    await apply.getByLabel('Contact name').fill('Robin Orders');
    await apply.getByLabel('Phone').fill('(407) 555-0142');
    await apply.getByRole('button', { name: 'Send application' }).click();
    await shopper
      .getByRole('status')
      .filter({ hasText: `We received the application of ${BUSINESS}` })
      .waitFor();
    await shopper.goto(`/products/${product!.slug}`);
    const price = shopper.getByTestId('price-block').first();
    await price.waitFor();
    expect(await price.getAttribute('data-kind')).not.toBe('dealer');

    await adminScreen('/admin/dealers', 'Dealer applications');
    const application = admin.getByRole('article', { name: BUSINESS });
    await application.getByText('Robin Orders').waitFor();
    await expectAccessibleInBothThemes(admin);
    await application.getByRole('button', { name: 'Approve as dealer' }).click();
    await application.waitFor({ state: 'detached' });
    await admin
      .getByRole('status')
      .filter({ hasText: `Approved ${BUSINESS}:` })
      .waitFor();
    await admin.getByRole('combobox', { name: 'Show' }).selectOption('approved');
    await application.getByText('Approved').first().waitFor();
    await expectAccessibleInBothThemes(admin);

    await shopper.reload();
    await price.getByText('Dealer:').waitFor();
    expect(await price.getAttribute('data-kind')).toBe('dealer');
    await expectNoSeriousA11yViolations(shopper);

    // 7. A review hidden in the back office is gone from the product page; restored, it is back.
    const { product: reviewed, count, review } = await reviewToHide();
    // Filtered by product only: the review stays in view once hidden, with its Restore button; the page says
    // what was done.
    await adminScreen(`/admin/reviews?sku=${encodeURIComponent(review.sku)}`, 'Reviews');
    const entry = admin.getByRole('article', { name: review.title, exact: true });
    await entry.waitFor();
    await expectAccessibleInBothThemes(admin);
    hiddenReviewId = review.id;
    await entry.getByRole('button', { name: `Hide the review ${review.title}` }).click();
    const moved = admin.getByRole('status').filter({ hasText: `Review: “${review.title}”.` });
    await moved.getByText(/^Hidden: shoppers no longer see this review/).waitFor();
    await entry.getByRole('button', { name: `Restore the review ${review.title}` }).waitFor();
    await expectAccessibleInBothThemes(admin);

    const section = shopper.locator('#product-reviews');
    await shopper.goto(`/products/${reviewed.slug}`);
    await section.getByText(`Based on ${count - 1} review`).waitFor();
    expect(await section.getByRole('article', { name: review.title, exact: true }).count()).toBe(0);

    await entry.getByRole('button', { name: `Restore the review ${review.title}` }).click();
    await moved.getByText(/^Published: shoppers see this review/).waitFor();
    hiddenReviewId = undefined;
    await shopper.reload();
    await section.getByRole('article', { name: review.title, exact: true }).waitFor();
    await section.getByText(`Based on ${count} reviews`).waitFor();

    expect(b.errors).toEqual([]);
    expect(adminErrors).toEqual([]);
  }, 240_000);
});
