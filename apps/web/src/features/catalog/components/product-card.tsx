import { useState } from 'react';
import { Link } from 'react-router';
import {
  CARD_IMAGE,
  availableSizesText,
  chosenOnCard,
  displaySku,
  imageOverlay,
  isLongTitle,
  isAddToCartDisabled,
  purchaseButton,
  showsSkuAboveName,
  stockState,
  type CardVariant,
  firstImageOf,
  type ProductCard as ProductCardData,
} from '@shop/domain';
import { Stars } from '../../../components/ui/stars';
import { AddToCartButton } from '../../cart/components/add-to-cart-button';
import { useIsDealer } from '../../auth/api/get-session';
import { PriceBlock } from './price-block';
import { StockLabel } from './stock-label';
import { ProductImage } from './product-image';
import { ImageOverlayBadge } from './image-overlay';

export type ProductCardProps = {
  product: ProductCardData;
  /** Defaults to the session's dealer flag (dealer prices show for dealer sessions). */
  isDealer?: boolean;
  /** Cards in the first row load eagerly; the rest lazily. */
  eager?: boolean;
  hidePricing?: boolean;
};

export function productHref(slug: string, variantSku?: string | null): string {
  return `/products/${slug}${variantSku ? `?sku=${encodeURIComponent(variantSku)}` : ''}`;
}

/** A chip label for a variant: its first option value, else its sku. */
const chipLabel = (v: CardVariant): string => v.variant_option_one_value ?? displaySku(v.sku);

export function ProductCard({
  product,
  isDealer: isDealerProp,
  eager = false,
  hidePricing = false,
}: ProductCardProps) {
  const sessionDealer = useIsDealer();
  const isDealer = isDealerProp ?? sessionDealer;
  const isParent = product.isParentSku && product.variants.length > 0;
  const [selectedSku, setSelectedSku] = useState<string | null>(null);
  const variant = isParent ? (product.variants.find((v) => v.sku === selectedSku) ?? null) : null;
  const shown: CardVariant = variant ?? product;

  const image = (variant ? firstImageOf(variant) : null) ?? firstImageOf(product);
  const href = productHref(product.slug, variant?.sku);
  const state = stockState(shown);
  const overlay = imageOverlay(shown, { isDealer });
  const sku = displaySku(shown.sku);
  const skuAbove = showsSkuAboveName(shown.sku);
  const sizes = availableSizesText(product.sku);
  const longTitle = isLongTitle(product.name);
  const multiOption = product.options.length > 1;
  const button = purchaseButton(state);

  const skuLine = (
    <p className="font-mono text-xs font-semibold uppercase tracking-wide text-neutral-600">
      <span className="sr-only">SKU: </span>
      {sku}
    </p>
  );

  return (
    <article
      aria-label={product.name}
      data-long-title={longTitle || undefined}
      className="render-when-visible group relative flex h-full flex-col rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg"
    >
      <div className="relative">
        <ImageOverlayBadge
          overlay={overlay}
          saleText={shown.sale?.shortTitle}
          dailyDeal={shown.sale?.isDailyDeal ?? false}
          images
        />
        <ProductImage
          src={image}
          alt={shown.name}
          width={CARD_IMAGE.desktop}
          height={CARD_IMAGE.desktop}
          sizes={`(max-width: 767px) ${CARD_IMAGE.mobile}px, ${CARD_IMAGE.desktop}px`}
          eager={eager}
          className="mx-auto aspect-square w-full max-w-[250px] rounded-xl md:max-w-[410px]"
        />
      </div>

      {isParent && (
        <div role="group" aria-label="Options" className="relative z-10 mt-3 flex flex-wrap gap-1.5">
          {product.variants.map((v) => {
            const selected = v.sku === variant?.sku;
            return (
              <button
                key={v.sku}
                type="button"
                aria-pressed={selected}
                onClick={() => setSelectedSku(v.sku)}
                className={`rounded-full border px-2.5 py-1 text-xs font-semibold transition ${
                  selected
                    ? 'border-red-600 bg-red-600 text-white'
                    : 'border-neutral-300 bg-white text-neutral-700 hover:border-red-600 hover:text-red-600'
                }`}
              >
                {chipLabel(v)}
              </button>
            );
          })}
        </div>
      )}

      <div className={`mt-3 flex flex-1 flex-col ${longTitle ? 'gap-1' : 'gap-1.5'}`}>
        {skuAbove && skuLine}
        <h3 className={`font-bold leading-snug text-neutral-900 ${longTitle ? 'text-sm' : 'text-base'}`}>
          {/* The title link covers the whole card (after:inset-0); chips and buttons sit above it. */}
          <Link to={href} className="after:absolute after:inset-0 after:rounded-2xl hover:text-red-600">
            {product.name}
          </Link>
        </h3>
        {!skuAbove && skuLine}
        {sizes && (
          <p className="text-xs text-neutral-600">
            <span className="font-semibold">Available Sizes:</span> {sizes}
          </p>
        )}
        <Stars rating={product.rating.avg_rating} count={product.rating.count} />
        <StockLabel state={state} />
        <div className="mt-auto pt-2">
          {!hidePricing && <PriceBlock product={shown} isDealer={isDealer} />}
        </div>
      </div>

      <div className="relative z-10 mt-4">
        {/* No buy button beside a hidden price: the product page shows the price, and sells. */}
        {isParent || multiOption || hidePricing ? (
          <Link
            to={href}
            className="flex h-11 w-full items-center justify-center rounded-lg border-2 border-neutral-900 text-sm font-bold uppercase tracking-wide text-neutral-900 transition hover:bg-neutral-900 hover:text-white"
          >
            More Details
            <span className="sr-only">: {product.name}</span>
          </Link>
        ) : button ? (
          <AddToCartButton
            item={{ sku: product.sku, quantity: 1, is_pre_ordered_item: state === 'preorder' }}
            label={button.label}
            disabled={
              button.disabled || isAddToCartDisabled(product.options.length, chosenOnCard(product), state)
            }
            ariaLabel={`${button.label}: ${product.name}`}
            className="h-11 w-full rounded-lg text-sm"
          />
        ) : null}
      </div>
    </article>
  );
}
