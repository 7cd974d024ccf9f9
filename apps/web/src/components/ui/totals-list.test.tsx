import { describe, expect, it } from 'vitest';
import { render, within } from '@testing-library/react';
import { TotalsList } from './totals-list';

describe('TotalsList', () => {
  it('reads Items, Discounts, Subtotal, Shipping, Total, each column adding up (the audit’s $149.99 cart)', () => {
    const { container } = render(
      <TotalsList
        label="Cart totals"
        amounts={{
          isDealer: false,
          original: 199.99,
          discounts: 50,
          subtotal: 149.99,
          shipping: 0,
          total: 149.99,
        }}
      />,
    );
    const list = container.querySelector('dl')!;
    const terms = within(list)
      .getAllByRole('term')
      .map((t) => t.textContent);
    const values = within(list)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(terms).toEqual(['Items', 'Discounts', 'Subtotal', 'Shipping', 'Total']);
    expect(values).toEqual(['$199.99', '-$50.00', '$149.99', 'FREE', '$149.99']);
    expect(list).toHaveAccessibleName('Cart totals');
  });
});
