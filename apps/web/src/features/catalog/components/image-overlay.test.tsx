import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { activeSale, renderAt, serveSale } from '../../../test/marketing-harness';
import { buildCard, outOfStock, preorderInfo, saleOf } from '../../../test/factories';
import { ProductCard } from './product-card';

describe('Product card overlay images', () => {
  it("shows the active sale's overlay image (size 800) on a sale card", async () => {
    serveSale(activeSale());
    renderAt(<ProductCard product={buildCard({ saleEnabled: true, sale: saleOf(100) })} />);
    const img = await screen.findByRole('img', { name: 'Holiday Sale' });
    expect(img).toHaveAttribute('src', '/img/overlays/sale.svg');
    expect(img).toHaveAttribute('data-size', '800');
  });

  it('shows the daily-deal overlay image for a daily deal', async () => {
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
    expect(await screen.findByRole('img', { name: 'Daily Deal' })).toHaveAttribute(
      'src',
      '/img/overlays/daily-deal.svg',
    );
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
