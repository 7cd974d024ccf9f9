import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { activeSale, renderAt, serveSale } from '../../../test/marketing-harness';
import { buildCard, outOfStock, preorderInfo, saleOf } from '../../../test/factories';
import { ProductCard } from './product-card';

/** The ribbon takes its colours from the accent's variables (decision 080), none written into it. */
function expectAccentRibbon(ribbon: HTMLElement, word: string) {
  expect(ribbon.tagName.toLowerCase()).toBe('svg');
  expect(ribbon.querySelector('path')?.getAttribute('class')).toContain('fill-(--shop-accent)');
  const text = ribbon.querySelector('text');
  expect(text).toHaveTextContent(word);
  expect(text?.getAttribute('class')).toContain('fill-(--shop-accent-label)');
  for (const drawn of ribbon.querySelectorAll('*')) {
    expect(drawn.getAttribute('fill')).toBeNull();
    expect(drawn.getAttribute('stroke')).toBeNull();
  }
}

describe('Product card overlay images', () => {
  it("draws the stock sale ribbon (size 800) in the shop's accent, its word in the accent's label colour", async () => {
    serveSale(activeSale());
    renderAt(<ProductCard product={buildCard({ saleEnabled: true, sale: saleOf(100) })} />);
    const ribbon = await screen.findByRole('img', { name: 'Holiday Sale' });
    expect(ribbon).toHaveAttribute('data-size', '800');
    expectAccentRibbon(ribbon, 'SALE');
  });

  it('draws the daily-deal ribbon for a daily deal', async () => {
    serveSale(activeSale());
    renderAt(
      <ProductCard
        product={buildCard({
          saleEnabled: true,
          isDailyDeal: true,
          sale: saleOf(100, { isDailyDeal: true }),
        })}
      />,
    );
    const ribbon = await screen.findByRole('img', { name: 'Daily Deal' });
    expect(ribbon).toHaveAttribute('data-overlay', 'daily-deal');
    expectAccentRibbon(ribbon, 'DAILY DEAL');
  });

  it("shows a merchant's own overlay picture as it is", async () => {
    const sale = '/img/uploads/ribbon-640.webp';
    serveSale(activeSale({ overlays: { sale, dailyDeal: null, preorder: null } }));
    renderAt(<ProductCard product={buildCard({ saleEnabled: true, sale: saleOf(100) })} />);
    const img = await screen.findByRole('img', { name: 'Holiday Sale' });
    expect(img).toHaveAttribute('src', sale);
    expect(img).toHaveAttribute('data-size', '800');
  });

  it('keeps the text badge when the sale has no overlay image, and the pre-order badge', async () => {
    serveSale(activeSale({ overlays: { sale: null, dailyDeal: null, preorder: null } }));
    renderAt(<ProductCard product={buildCard({ saleEnabled: true, sale: saleOf(100) })} />);
    expect(await screen.findAllByText('Holiday Sale')).not.toHaveLength(0);
    expect(screen.queryByRole('img', { name: 'Holiday Sale' })).toBeNull();
    renderAt(<ProductCard product={buildCard({ ...outOfStock, preorderInfo: preorderInfo() })} />);
    expect(document.querySelector('[data-overlay="preorder"]')).toHaveTextContent('Pre-Order');
  });
});
