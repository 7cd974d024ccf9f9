/**
 * The settings the server embeds in index.html (decision 080) reach every part that states the shop's facts,
 * not only the header: the dealer pages' free-shipping terms. The app's
 * modules read the element once when they load: they are loaded again here with the element in the page.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  defaultShopSettings,
  publicShopSettings,
  SHOP_SETTINGS_ELEMENT_ID,
  type ShopSettings,
} from '@shop/domain';
// The mock API's own instance (test/server, started by the setup): loaded before the modules are reset.
import { dealerUser, serveSession } from '../test/account-factories';
import { server } from '../test/server';

const defaults = defaultShopSettings();
const settings: ShopSettings = {
  ...defaults,
  identity: { ...defaults.identity, name: 'Harbor Bass Works' },
  shipping: { ...defaults.shipping, dealer_threshold: 1250, dealer_flat_rate: 29.5 },
};

let element: HTMLScriptElement;
beforeAll(() => {
  element = document.createElement('script');
  element.type = 'application/json';
  element.id = SHOP_SETTINGS_ELEMENT_ID;
  element.textContent = JSON.stringify(publicShopSettings(settings));
  document.body.appendChild(element);
  vi.resetModules();
});
afterAll(() => {
  element.remove();
  vi.resetModules();
});

/** The app with its modules loaded after the settings element was put in the page. */
const app = () => import('../test/render');

describe("the shop's settings on every page", () => {
  it('states the dealer free-shipping terms of the settings on Become a Dealer and Dealer Quick Order', async () => {
    const { renderRoute } = await app();
    renderRoute('/pages/become-a-dealer');
    expect(
      await screen.findByText('Free shipping on dealer orders of $1,250 or more (a flat $29.50 below that).'),
    ).toBeInTheDocument();

    serveSession(dealerUser());
    server.use(
      http.get('/api/dealers/quick-order', () =>
        HttpResponse.json({ rows: [], count: 0, page: 1, pageSize: 50 }),
      ),
    );
    renderRoute('/dealers');
    expect(
      await screen.findByText(
        'Dealer orders of $1,250.00 or more ship free; below that shipping is a flat $29.50.',
      ),
    ).toBeInTheDocument();
  });
});
