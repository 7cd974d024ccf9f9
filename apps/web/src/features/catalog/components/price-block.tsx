import { useIsDealer } from '../../auth/api/get-session';
import { decidePriceBlock, formatMoney, showsStruckPrice, type PriceBlockInput } from '@shop/domain';

export type PriceBlockProps = {
  product: PriceBlockInput;
  /** Defaults to the session's dealer flag. */
  isDealer?: boolean;
  specialText?: string;
  size?: 'card' | 'page';
};

/** The spec's price display, every case decided by the domain's decidePriceBlock. */
export function PriceBlock({ product, isDealer: isDealerProp, specialText, size = 'card' }: PriceBlockProps) {
  const sessionDealer = useIsDealer();
  const isDealer = isDealerProp ?? sessionDealer;
  const block = decidePriceBlock(product, { isDealer, specialText });
  const big = size === 'page';
  const priceCls = big ? 'text-3xl font-extrabold tracking-tight' : 'text-xl font-extrabold tracking-tight';
  const struckCls = big ? 'text-base text-neutral-600' : 'text-sm text-neutral-600';

  if (block.kind === 'hidden') return null;

  if (block.kind === 'preorder') {
    return (
      <div
        data-testid="price-block"
        data-kind="preorder"
        className="rounded-lg border border-sky-200 bg-sky-50 px-3 py-2"
      >
        <p className="text-xs font-bold uppercase tracking-wider text-sky-800">{block.heading}</p>
        <p className="flex items-baseline gap-2">
          <span className="text-sm text-sky-900">{block.label}</span>
          <span className={`${priceCls} text-sky-950`}>{formatMoney(block.price)}</span>
        </p>
      </div>
    );
  }

  const struck = showsStruckPrice(block) ? (
    <s className={struckCls}>
      <span className="sr-only">Was </span>
      {block.struckLabel} {formatMoney(block.struck)}
    </s>
  ) : null;

  if (block.kind === 'sale') {
    return (
      <div data-testid="price-block" data-kind="sale" className="flex flex-col gap-0.5">
        {struck}
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-sm font-semibold text-red-700">{block.label}</span>
          <span className={`${priceCls} text-red-600`}>{formatMoney(block.price)}</span>
          <span className="rounded bg-red-600 px-1.5 py-0.5 text-[11px] font-bold uppercase tracking-wide text-white">
            {block.saleTitle}
          </span>
        </p>
      </div>
    );
  }

  if (block.kind === 'bundle') {
    return (
      <div data-testid="price-block" data-kind="bundle" className="flex flex-col gap-0.5">
        {struck}
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-sm font-semibold text-red-700">{block.specialText}</span>
          <span className={`${priceCls} text-neutral-950`}>{formatMoney(block.price)}</span>
        </p>
      </div>
    );
  }

  // normal and dealer: a struck reference (MSRP or MAP) and the price with its label.
  return (
    <div data-testid="price-block" data-kind={block.kind} className="flex flex-col gap-0.5">
      {struck}
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-sm font-semibold text-neutral-600">{block.label}</span>
        <span className={`${priceCls} text-neutral-950`}>{formatMoney(block.price)}</span>
      </p>
    </div>
  );
}
