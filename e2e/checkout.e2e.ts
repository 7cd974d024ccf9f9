import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartResponse, CollectionResponse } from '@shop/domain';
import { DESKTOP, baseUrl, expectNoSeriousA11yViolations, getJson, useBrowser } from './support.js';
import { fillCheckout, inStockSingle } from './shopper-support.js';

const b = useBrowser();
beforeAll(() => b.start());
afterAll(() => b.stop());

describe('cart and checkout journey', () => {
  it('adds two products, changes a quantity, removes a line, survives a decline and checks out', async () => {
    const amps = await getJson<CollectionResponse>('/api/collections/car-amplifiers?pageSize=96');
    const fromCard = amps.products.find(inStockSingle);
    const speakers = await getJson<CollectionResponse>('/api/collections/car-speakers?pageSize=96');
    const fromPage = speakers.products.find(inStockSingle);
    const third = amps.products.filter(inStockSingle)[1];
    expect(fromCard && fromPage && third, 'the seed has in-stock single products').toBeTruthy();

    const page = await b.page(DESKTOP);
    // 1. From a collection card.
    await page.goto('/collections/car-amplifiers?pageSize=96');
    await page.getByRole('button', { name: `Add to Cart: ${fromCard!.name}` }).click();
    const drawer = page.getByRole('dialog', { name: 'Your Cart' });
    await drawer.waitFor();
    await drawer
      .getByRole('list', { name: 'Cart items' })
      .getByText(fromCard!.sku, { exact: false })
      .first()
      .waitFor();
    await drawer.getByRole('button', { name: 'Close cart' }).click();
    await drawer.waitFor({ state: 'hidden' });

    // 2. From a product page, and a third product to remove later.
    await page.goto(`/products/${fromPage!.slug}`);
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Add to Cart/ })
      .first()
      .click();
    await drawer.waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await page.goto(`/products/${third!.slug}`);
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Add to Cart/ })
      .first()
      .click();
    await drawer.waitFor();

    // 3. Change a quantity with the stepper, remove a line.
    const items = drawer.getByRole('list', { name: 'Cart items' });
    const firstLine = items.getByRole('listitem').filter({ hasText: fromCard!.sku }).first();
    await firstLine.getByRole('button', { name: 'Increase quantity by 1' }).click();
    await expect
      .poll(async () => {
        const cart = await page.evaluate(async () => (await fetch('/api/cartv2')).json());
        return (cart as CartResponse).items.find((l) => l.sku === fromCard!.sku)?.quantity;
      })
      .toBe(2);
    await items
      .getByRole('button', { name: `Remove ${third!.name}` })
      .or(items.getByRole('button', { name: /^Remove / }).last())
      .first()
      .click();
    await expect
      .poll(
        async () =>
          ((await page.evaluate(async () => (await fetch('/api/cartv2')).json())) as CartResponse).items
            .length,
      )
      .toBe(2);
    await expectNoSeriousA11yViolations(page);

    // 4. Checkout: a declining card first.
    await drawer.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL((u) => u.pathname === '/checkout/v3');
    const form = page.getByRole('form', { name: 'Checkout' });
    await fillCheckout(
      form,
      { email: 'e2e-buyer@example.com', firstName: 'Dana', lastName: 'Rivera' },
      '4000 0000 0000 0002',
    );
    const cartBefore = (await page.evaluate(async () => (await fetch('/api/cartv2')).json())) as CartResponse;
    await form.getByRole('button', { name: 'Place Order' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /declined/i })
      .first()
      .waitFor();
    const cartAfter = (await page.evaluate(async () => (await fetch('/api/cartv2')).json())) as CartResponse;
    expect(cartAfter.items.map((l) => [l.sku, l.quantity])).toEqual(
      cartBefore.items.map((l) => [l.sku, l.quantity]),
    );

    // 5. Then an approving card.
    await form.getByLabel('Card number').fill('4242 4242 4242 4242');
    await form.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor();
    const orderNumber = await page
      .getByText(/SA-\d{6}/)
      .first()
      .textContent();
    expect(orderNumber).toMatch(/SA-\d{6}/);
    const emptied = (await page.evaluate(async () => (await fetch('/api/cartv2')).json())) as CartResponse;
    expect(emptied.items).toEqual([]);
    await expectNoSeriousA11yViolations(page);
    expect(b.errors.filter((e) => !/402|Payment Required/.test(e))).toEqual([]);
    expect(baseUrl()).toBeTruthy();
  });
});
