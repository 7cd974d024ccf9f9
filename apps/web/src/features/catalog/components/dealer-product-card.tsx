import { useState } from 'react';
import { Link } from 'react-router';
import {
  firstImageOf,
  CARD_IMAGE,
  displaySku,
  purchaseButton,
  stockState,
  warehouseStockField,
  type CardVariant,
  type ProductCard as ProductCardData,
} from '@shop/domain';
import { QuantityStepper } from '../../../components/ui/stepper';
import { useCart } from '../../cart/api/get-cart';
import { useWarehouses } from '../api/get-warehouses';
import { AddToCartButton } from '../../cart/components/add-to-cart-button';
import { PriceBlock } from './price-block';
import { ProductImage } from './product-image';
import { StockLabel } from './stock-label';
import { productHref } from './product-card';

/** Units of a sku in the cart (the in-cart marker). */
function useInCart(sku: string): number {
  const { data } = useCart();
  return data?.items.find((l) => l.sku === sku)?.quantity ?? 0;
}

/**
 * The dealer variant of the product card (collection pages, dealer sessions): SKU, the active warehouses'
 * counts (decision 083), dealer price (MAP struck), in-cart marker, a quantity selector and add to cart.
 * A parent product lists its variants as sku chips; the chosen one is what gets added.
 */
export function DealerProductCard({
  product,
  eager = false,
  hidePricing = false,
}: {
  product: ProductCardData;
  eager?: boolean;
  hidePricing?: boolean;
}) {
  const isParent = product.isParentSku && product.variants.length > 0;
  const [selectedSku, setSelectedSku] = useState<string>(isParent ? product.variants[0]!.sku : product.sku);
  const [quantity, setQuantity] = useState(1);
  const variant = isParent ? (product.variants.find((v) => v.sku === selectedSku) ?? null) : null;
  const shown: CardVariant = variant ?? product;
  const inCart = useInCart(shown.sku);
  const state = stockState(shown);
  const button = purchaseButton(state);
  const sku = displaySku(shown.sku);
  const image = (variant ? firstImageOf(variant) : null) ?? firstImageOf(product);
  const href = productHref(product.slug, isParent ? shown.sku : null);
  const warehouses = useWarehouses();

  return (
    <article
      aria-label={product.name}
      data-variant="dealer"
      className="render-when-visible relative flex h-full flex-col rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-col gap-3">
        {/* The spec's dealer card image: 301x301. */}
        <ProductImage
          src={image}
          alt={shown.name}
          width={CARD_IMAGE.dealer}
          height={CARD_IMAGE.dealer}
          sizes={`${CARD_IMAGE.dealer}px`}
          eager={eager}
          className="mx-auto aspect-square w-full max-w-[301px] rounded-lg"
        />
        <div className="min-w-0">
          <p className="font-mono text-xs font-semibold uppercase tracking-wide text-neutral-600">
            <span className="sr-only">SKU: </span>
            {sku}
          </p>
          <h3 className="text-sm font-bold leading-snug text-neutral-900">
            <Link to={href} className="hover:text-red-600">
              {product.name}
            </Link>
          </h3>
          <StockLabel state={state} />
        </div>
      </div>

      {isParent && (
        <div className="mt-3">
          <label htmlFor={`dealer-variant-${product.sku}`} className="sr-only">
            Variant of {product.name}
          </label>
          <select
            id={`dealer-variant-${product.sku}`}
            value={selectedSku}
            onChange={(e) => setSelectedSku(e.target.value)}
            className="h-9 w-full rounded-md border border-neutral-300 bg-white px-2 font-mono text-xs"
          >
            {product.variants.map((v) => (
              <option key={v.sku} value={v.sku}>
                {displaySku(v.sku)}
              </option>
            ))}
          </select>
        </div>
      )}

      <dl
        className={`mt-3 grid ${warehouses.length > 1 ? 'grid-cols-3' : 'grid-cols-2'} gap-2 rounded-lg bg-neutral-50 px-3 py-2 text-center text-xs`}
      >
        {warehouses.map((w) => (
          <div key={w.code}>
            <dt className="font-semibold text-neutral-600" title={w.name}>
              {w.code}
            </dt>
            <dd className="text-base font-bold tabular-nums text-neutral-900">
              {shown[warehouseStockField(w.code)]}
            </dd>
          </div>
        ))}
        <div>
          <dt className="font-semibold text-neutral-600">In Cart</dt>
          <dd
            className={`text-base font-bold tabular-nums ${inCart > 0 ? 'text-emerald-700' : 'text-neutral-900'}`}
          >
            {inCart}
          </dd>
        </div>
      </dl>

      <div className="mt-3 flex-1">{!hidePricing && <PriceBlock product={shown} isDealer />}</div>

      {/* No buy button beside a hidden price: the product page shows the price, and sells. */}
      {hidePricing ? (
        <Link
          to={href}
          className="mt-3 flex h-9 items-center justify-center rounded-lg border-2 border-neutral-900 text-xs font-bold uppercase tracking-wide text-neutral-900 hover:bg-neutral-900 hover:text-white"
        >
          More Details
          <span className="sr-only">: {sku}</span>
        </Link>
      ) : (
        button && (
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <QuantityStepper
              size="sm"
              label={`Quantity of ${sku}`}
              value={quantity}
              onChange={setQuantity}
              disabled={button.disabled}
            />
            <AddToCartButton
              item={{ sku: shown.sku, quantity, is_pre_ordered_item: state === 'preorder' }}
              label={button.label}
              disabled={button.disabled}
              ariaLabel={`${button.label}: ${sku}`}
              className="h-9 flex-1 rounded-lg text-xs"
            />
          </div>
        )
      )}
    </article>
  );
}
