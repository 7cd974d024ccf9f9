import { Fragment } from 'react';
import { DISCOUNT_NOISE_CENTS, centsToDollars, formatMoney, toCents, type CartLine } from '@shop/domain';

/** A line counts as discounted when its discount is above the 0.03 noise floor. */
export function lineIsDiscounted(line: CartLine): boolean {
  return toCents(line.total_line_discounts) > DISCOUNT_NOISE_CENTS;
}

/** A unit amount times the quantity, added up in cents. */
const timesQuantity = (dollars: number, quantity: number) => centsToDollars(toCents(dollars) * quantity);

/** A dealer price row: label, dollars, shown bold (the figure the line leads with). */
type PriceRow = [label: string, dollars: number, bold?: boolean];

/** '12 × $107.09' under a line total; nothing for a single unit, whose total is its price. */
function UnitTimes({ quantity, unit }: { quantity: number; unit: number }) {
  if (quantity <= 1) return null;
  return (
    <p className="text-xs text-neutral-600">
      {quantity} × {formatMoney(unit)}
    </p>
  );
}

/**
 * The cart line's price block, led by what the line costs in all (the line total), with the quantity times
 * the unit price beneath when there is more than one. Retail: the struck original (MSRP, or the price
 * before the sale with the active sale's special text, 'Summer Sales Event Special: ') for the same
 * quantity. Dealer: unit cost, MSRP and the line total, or the line and MSRP totals when the line is on sale.
 */
export function CartLinePrice({
  line,
  isDealer,
  saleText,
}: {
  line: CartLine;
  isDealer: boolean;
  saleText: string | null;
}) {
  const discounted = lineIsDiscounted(line);
  const { quantity } = line;
  if (isDealer) {
    const unit = line.price_dealer ?? line.price;
    const lineTotal: PriceRow = ['Line Total:', line.line_total, true];
    const rows: (PriceRow | false)[] = discounted
      ? [
          lineTotal,
          ['MSRP Total:', timesQuantity(line.price_msrp, quantity)],
          quantity > 1 && ['Unit Cost:', unit],
        ]
      : [quantity > 1 && lineTotal, ['Unit Cost:', unit, quantity === 1], ['MSRP:', line.price_msrp]];
    return (
      <dl data-testid="line-price" className="grid grid-cols-[auto_auto] gap-x-2 text-xs text-neutral-700">
        {rows.map(
          (row) =>
            row && (
              <Fragment key={row[0]}>
                <dt>{row[0]}</dt>
                <dd className={row[2] ? 'font-bold text-neutral-950' : undefined}>{formatMoney(row[1])}</dd>
              </Fragment>
            ),
        )}
      </dl>
    );
  }
  if (discounted) {
    const originalTotal = centsToDollars(toCents(line.line_total) + toCents(line.total_line_discounts));
    return (
      <div data-testid="line-price" className="text-right text-sm">
        <s className="text-xs text-neutral-600">
          <span className="sr-only">Was </span>
          {formatMoney(originalTotal)}
        </s>
        <p className="font-bold text-red-700">
          {saleText ?? 'Special Price: '}
          <span className="text-neutral-950">{formatMoney(line.line_total)}</span>
        </p>
        <UnitTimes quantity={quantity} unit={line.price} />
      </div>
    );
  }
  return (
    <div data-testid="line-price" className="text-right text-sm">
      {line.price_msrp > line.price && (
        <s className="block text-xs text-neutral-600">
          <span className="sr-only">Was </span>MSRP {formatMoney(timesQuantity(line.price_msrp, quantity))}
        </s>
      )}
      <p className="font-bold text-neutral-950">{formatMoney(line.line_total)}</p>
      <UnitTimes quantity={quantity} unit={line.price} />
    </div>
  );
}
