import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { buildCartLine } from '../../../test/cart-factories';
import { CartLinePrice } from './cart-line-price';

describe('CartLinePrice', () => {
  it('leads a retail line with its total and shows the quantity times the unit price beneath (not for one unit)', () => {
    const { rerender } = render(
      <CartLinePrice
        line={buildCartLine({ quantity: 12, price: 107.09, price_msrp: 129.99 })}
        isDealer={false}
        saleText={null}
      />,
    );
    const block = screen.getByTestId('line-price');
    expect(block).toHaveTextContent('$1,285.08');
    expect(screen.getByText('12 × $107.09')).toBeInTheDocument();
    // The struck MSRP is for the same 12 units.
    expect(screen.getByText('$1,559.88', { exact: false }).closest('s')).not.toBeNull();
    // A single unit: its total is its price, no multiplication.
    rerender(
      <CartLinePrice line={buildCartLine({ quantity: 1, price: 107.09 })} isDealer={false} saleText={null} />,
    );
    expect(screen.getByText('$107.09')).toBeInTheDocument();
    expect(screen.queryByText(/×/)).toBeNull();
  });

  it('shows a sale line total with the special text, the struck original total and the unit sale price', () => {
    render(
      <CartLinePrice
        line={buildCartLine({ quantity: 2, price: 127.49, total_line_discounts: 45 })}
        isDealer={false}
        saleText="Summer Sales Event Special: "
      />,
    );
    expect(screen.getByText('Summer Sales Event Special:', { exact: false })).toHaveTextContent(
      'Summer Sales Event Special: $254.98',
    );
    expect(screen.getByText('$299.98', { exact: false }).closest('s')).not.toBeNull();
    expect(screen.getByText('2 × $127.49')).toBeInTheDocument();
  });

  it('adds the line total to a dealer unit cost and MSRP', () => {
    render(
      <CartLinePrice
        line={buildCartLine({ quantity: 12, price: 107.09, price_dealer: 107.09, price_msrp: 199.99 })}
        isDealer
        saleText={null}
      />,
    );
    expect(screen.getByText('Line Total:').nextSibling).toHaveTextContent('$1,285.08');
    expect(screen.getByText('Unit Cost:').nextSibling).toHaveTextContent('$107.09');
    expect(screen.getByText('MSRP:').nextSibling).toHaveTextContent('$199.99');
  });

  it('adds the dealer unit cost to the line and MSRP totals of a line on sale', () => {
    render(
      <CartLinePrice
        line={buildCartLine({
          quantity: 2,
          price: 90,
          price_dealer: 90,
          price_msrp: 199.99,
          total_line_discounts: 20,
        })}
        isDealer
        saleText={null}
      />,
    );
    expect(screen.getByText('Line Total:').nextSibling).toHaveTextContent('$180.00');
    expect(screen.getByText('MSRP Total:').nextSibling).toHaveTextContent('$399.98');
    expect(screen.getByText('Unit Cost:').nextSibling).toHaveTextContent('$90.00');
  });
});
