import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { SessionUser } from '@shop/domain';
import { server } from '../test/server';
import { renderRoute, serveProduct } from '../test/render';
import { activeSale, serveSale } from '../test/marketing-harness';
import { buildCard, buildProduct, saleOf } from '../test/factories';
import { dealerUser, serveSession } from '../test/account-factories';

/** What a sale shows around a page: the banner with its '% off', the countdown and the mobile header badge. */
function saleMessaging() {
  return {
    banner: screen.queryByRole('complementary', { name: 'Sale' }),
    percentOff: screen.queryByText(/% off/),
    countdown: screen.queryByRole('timer'),
    headerBadge: screen.queryByText('HOLIDAY DEALS'),
  };
}

const sale = () =>
  activeSale({ mobile: { showHeaderTextOverlay: true, HeaderTextOverlayText: 'HOLIDAY DEALS' } });

async function productPageAs(user: SessionUser | null) {
  serveSession(user);
  serveSale(sale());
  serveProduct(
    buildProduct({ slug: 'skar-evl-12', name: 'Skar EVL-12', saleEnabled: true, sale: saleOf(85) }),
  );
  const page = renderRoute('/products/skar-evl-12');
  await screen.findByRole('heading', { level: 1, name: 'Skar EVL-12' });
  return page;
}

describe('sale messaging for dealers (no discount display)', () => {
  it('a visitor sees the sale badge, banner, % off, countdown and header badge; a dealer none of them', async () => {
    const visitor = await productPageAs(null);
    await screen.findByRole('timer');
    const shown = saleMessaging();
    expect(Object.values(shown).every((el) => el !== null)).toBe(true);
    expect(document.querySelector('[data-overlay="sale"]')).toHaveTextContent('Holiday Sale');
    visitor.unmount();

    await productPageAs(dealerUser());
    await screen.findByText('Dealer:');
    expect(saleMessaging()).toEqual({ banner: null, percentOff: null, countdown: null, headerBadge: null });
    expect(document.querySelector('[data-overlay="sale"]')).toBeNull();
  });

  it("a dealer's home page has no '% off' line and its cards no sale overlay image", async () => {
    serveSession(dealerUser());
    serveSale(sale());
    const card = buildCard({ name: 'Skar EVL-12', saleEnabled: true, sale: saleOf(85) });
    server.use(http.get('/api/best-sellers', () => HttpResponse.json({ products: [card] })));
    renderRoute('/');
    const article = await screen.findByRole('article', { name: 'Skar EVL-12' });
    await within(article).findByText('Dealer:');
    expect(within(article).queryByRole('img', { name: 'Holiday Sale' })).toBeNull();
    expect(screen.queryByText(/save \d+% on sale items/i)).toBeNull();
    expect(saleMessaging().countdown).toBeNull();
  });
});
