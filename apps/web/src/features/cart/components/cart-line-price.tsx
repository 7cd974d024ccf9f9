import { DISCOUNT_NOISE_CENTS, formatMoney, roundMoney, toCents, type CartLine } from '@shop/domain';

/** A line counts as discounted when its discount is above the 0.03 noise floor. */
export function lineIsDiscounted(line: CartLine): boolean {
  return toCents(line.total_line_discounts) > DISCOUNT_NOISE_CENTS;
}

/**
 * The cart line's price block. Retail: the struck original and the price, with the active sale's special
 * text ('Summer Sales Event Special: ') when the line is discounted during a sale. Dealer: unit cost and
 * MSRP, or the line totals when the line is on sale.
 */
export function CartLinePrice({ line, isDealer, saleText }: { line: CartLine; isDealer: boolean; saleText: string | null }) {
  const discounted = lineIsDiscounted(line);
  if (isDealer) {
    const unit = line.price_dealer ?? line.price;
    if (discounted) {
      return (
        <dl data-testid="line-price" className="grid grid-cols-[auto_auto] gap-x-2 text-xs text-neutral-700">
          <dt>Line Total:</dt>
          <dd className="font-bold text-neutral-950">{formatMoney(line.line_total)}</dd>
          <dt>MSRP Total:</dt>
          <dd>{formatMoney(roundMoney(line.price_msrp * line.quantity))}</dd>
        </dl>
      );
    }
    return (
      <dl data-testid="line-price" className="grid grid-cols-[auto_auto] gap-x-2 text-xs text-neutral-700">
        <dt>Unit Cost:</dt>
        <dd className="font-bold text-neutral-950">{formatMoney(unit)}</dd>
        <dt>MSRP:</dt>
        <dd>{formatMoney(line.price_msrp)}</dd>
      </dl>
    );
  }
  if (discounted) {
    const original = roundMoney(line.price + line.total_line_discounts / Math.max(1, line.quantity));
    return (
      <div data-testid="line-price" className="text-sm">
        <s className="text-xs text-neutral-600">
          <span className="sr-only">Was </span>
          {formatMoney(original)}
        </s>
        <p className="font-bold text-red-700">
          {saleText ?? 'Special Price: '}
          <span className="text-neutral-950">{formatMoney(line.price)}</span>
        </p>
      </div>
    );
  }
  return (
    <div data-testid="line-price" className="text-sm">
      {line.price_msrp > line.price && (
        <s className="block text-xs text-neutral-600">
          <span className="sr-only">Was </span>MSRP {formatMoney(line.price_msrp)}
        </s>
      )}
      <p className="font-bold text-neutral-950">{formatMoney(line.price)}</p>
    </div>
  );
}
