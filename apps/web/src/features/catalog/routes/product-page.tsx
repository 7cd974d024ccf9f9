import { useState } from 'react';
import {
  Link,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunction,
} from 'react-router';
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import {
  DISCONTINUED_MESSAGE,
  chosenVariantOf,
  displaySku,
  imageOverlay,
  initialChosenOptions,
  isAddToCartDisabled,
  isStockLoaded,
  productPageOf,
  productCrumbs,
  productSeo,
  purchaseButton,
  selectVariant,
  showsSkuAboveName,
  stockState,
  type ChosenOptions,
  type Image,
  type Product,
  type ProductSummary,
  type StockResponse,
  unitsOnHand,
} from '@shop/domain';
import { productQueryOptions } from '../api/get-product';
import { useStock } from '../api/get-stock';
import { Slider } from '../../../components/ui/slider';
import { BoundedStepper, STEPPER_DEFAULT_MAX } from '../../../components/ui/stepper';
import { AddToCartButton } from '../../cart/components/add-to-cart-button';
import { useIsDealer } from '../../auth/api/get-session';
import { useActiveSale } from '../../sales/api/get-active-sale';
import { ReviewsRatingLink } from '../../reviews/components/reviews-rating-link';
import { ReviewsSection, familySkus } from '../../reviews/components/reviews-section';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { PriceBlock } from '../components/price-block';
import { StockLabel } from '../components/stock-label';
import { ProductImage } from '../components/product-image';
import { ImageOverlayBadge } from '../components/image-overlay';
import { OptionPicker } from '../components/option-picker';
import { BundleContents } from '../components/bundle-contents';
import { ProductDescription } from '../components/product-description';
import { ProductTabs } from '../components/product-tabs';
import { productHref } from '../components/product-card';
import { seoContext, useSeo } from '../../../lib/seo';
import { formatShopDate } from '../../../lib/format-date';

const SLOT_KEYS = ['one', 'two', 'three'] as const;

function slugParamOf(params: Record<string, string | undefined>): string {
  return params.slug ?? params['*'] ?? '';
}

function productPathOf(params: Record<string, string | undefined>, search: URLSearchParams) {
  return productPageOf(slugParamOf(params), search);
}

export const productLoader =
  (queryClient: QueryClient) =>
  async ({ params, request }: LoaderFunctionArgs) => {
    const { slug } = productPathOf(params, new URL(request.url).searchParams);
    await queryClient.ensureQueryData(productQueryOptions(slug));
    return null;
  };

/** Picking a variant only rewrites `?sku=`: no need to run the loader again for the same path. */
export const productShouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => (currentUrl.pathname !== nextUrl.pathname ? defaultShouldRevalidate : false);

function withLiveStock(p: ProductSummary, stock: StockResponse | undefined): ProductSummary {
  if (!stock || !isStockLoaded(stock) || stock.sku !== p.sku) return p;
  return {
    ...p,
    isInStock: stock.isInStock,
    currentlyInStock: stock.currentlyInStock,
    isDiscontinued: stock.isDiscontinued,
    blockBackorder: stock.blockBackorder,
    preorderInfo: stock.preorderInfo,
    tpa_wh: stock.tpa_wh,
    lv_wh: stock.lv_wh,
  };
}

export function ProductPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const { slug, variantSku } = productPathOf(params, search);
  const { data: product } = useSuspenseQuery(productQueryOptions(slug));
  return <ProductView key={product.sku} product={product} slug={slug} variantSku={variantSku} />;
}

function ProductView({
  product,
  slug,
  variantSku,
}: {
  product: Product;
  slug: string;
  variantSku: string | null;
}) {
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<ChosenOptions>(() => initialChosenOptions(product, variantSku));
  const [quantity, setQuantity] = useState(1);
  const isDealer = useIsDealer();
  // The URL's variant can change under us (back button, a related-variant link): follow it,
  // unless the change is the one this page made itself.
  const [urlSku, setUrlSku] = useState(variantSku);
  const [pushedSku, setPushedSku] = useState<string | null>(null);
  if (urlSku !== variantSku) {
    setUrlSku(variantSku);
    if (variantSku !== pushedSku) setChosen(initialChosenOptions(product, variantSku));
  }

  const hasVariants = product.variants.length > 0;
  const variant = chosenVariantOf(product, chosen);
  const { data: stock } = useStock(variant?.sku ?? product.sku);
  const shown = withLiveStock(variant ?? product, stock);
  const state = stockState(shown);
  const button = purchaseButton(state);
  // Dealers see no sale overlay (no discount display); the pre-order badge stays.
  const overlay = imageOverlay(shown, { isDealer });
  const images: Image[] = shown.images.length > 0 ? shown.images : product.images;
  const eta = shown.preorderInfo?.manual_override_eta_date ?? shown.preorderInfo?.in_stock_eta_date ?? null;
  const skuAbove = showsSkuAboveName(shown.sku);

  const pick = (slot: (typeof SLOT_KEYS)[number], value: string) => {
    const result = selectVariant(product.variants, { ...chosen, [slot]: value });
    setChosen(result.chosen);
    const sku = result.variant?.sku ?? null;
    if (sku && sku !== variantSku) {
      setPushedSku(sku);
      const next = new URLSearchParams(search);
      next.delete('variant');
      next.set('sku', sku);
      // An '=SKU' path suffix gives way to the query, so the URL names one variant only.
      const pathname = location.pathname.includes('=') ? `/products/${slug}` : location.pathname;
      void navigate({ pathname, search: `?${next.toString()}` }, { replace: true, preventScrollReset: true });
    }
  };

  const crumbs = productCrumbs(product);
  // The structured data's price is the retail one whoever looks (a dealer is shown no sale).
  const { data: activeSale } = useActiveSale();
  useSeo(productSeo(product, shown, activeSale?.sale ?? null, seoContext()));

  const skuLine = (
    <p className="font-mono text-sm font-semibold uppercase tracking-wide text-neutral-600">
      SKU: <span data-testid="product-sku">{displaySku(shown.sku)}</span>
    </p>
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <Breadcrumbs items={crumbs} />
      <div className="mt-6 grid gap-10 md:grid-cols-2 lg:gap-16">
        <div className="relative min-w-0">
          <ImageOverlayBadge overlay={overlay} saleText={shown.sale?.shortTitle} />
          {images.length > 0 ? (
            <Slider
              key={shown.sku}
              label="Product images"
              items={images}
              renderItem={(img, i) => (
                <ProductImage
                  src={img.url}
                  alt={img.altText || `${product.name} image ${i + 1}`}
                  width={800}
                  height={800}
                  eager={i === 0}
                  className="aspect-square w-full rounded-xl"
                />
              )}
            />
          ) : (
            <ProductImage
              src={null}
              alt={product.name}
              width={800}
              height={800}
              eager
              className="aspect-square w-full rounded-xl"
            />
          )}
        </div>

        <div className="flex min-w-0 flex-col gap-5">
          <div className="flex flex-col gap-2">
            {skuAbove && skuLine}
            <h1 className="text-2xl font-black leading-tight tracking-tight text-neutral-950 sm:text-3xl">
              {product.name}
            </h1>
            {!skuAbove && skuLine}
            <ReviewsRatingLink rating={product.rating.avg_rating} count={product.rating.count} />
          </div>

          <PriceBlock product={shown} size="page" />

          <div className="flex flex-col gap-2">
            <StockLabel state={state} className="text-base" />
            {state === 'preorder' && (
              <div className="rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
                {eta ? (
                  <p>
                    Estimated to ship: <time dateTime={eta}>{formatShopDate(eta)}</time>
                  </p>
                ) : (
                  <p>Ships as soon as new stock arrives.</p>
                )}
              </div>
            )}
            {state === 'discontinued' && (
              <p
                role="status"
                className="rounded-lg border border-neutral-300 bg-neutral-100 p-3 text-sm font-medium text-neutral-800"
              >
                {DISCONTINUED_MESSAGE}
              </p>
            )}
          </div>

          {hasVariants &&
            product.options.map((option, i) => {
              const slot = SLOT_KEYS[i];
              if (!slot) return null;
              return (
                <OptionPicker
                  key={option.name}
                  option={option}
                  value={chosen[slot]}
                  onChange={(v) => pick(slot, v)}
                />
              );
            })}

          {button && (
            <div className="flex flex-wrap items-stretch gap-3">
              {/* No more than the warehouses hold (the cart refuses more); a pre-order takes no stock. */}
              {!button.disabled && (
                <BoundedStepper
                  value={quantity}
                  onChange={setQuantity}
                  label="Quantity"
                  max={
                    state === 'preorder'
                      ? STEPPER_DEFAULT_MAX
                      : Math.max(1, Math.min(STEPPER_DEFAULT_MAX, unitsOnHand(shown)))
                  }
                />
              )}
              <AddToCartButton
                item={{ sku: shown.sku, quantity, is_pre_ordered_item: state === 'preorder' }}
                label={button.label}
                disabled={
                  button.disabled ||
                  isAddToCartDisabled(hasVariants ? product.options.length : 0, chosen, state)
                }
                className="h-12 min-w-0 flex-1 rounded-xl text-base font-black tracking-wider shadow-lg shadow-red-600/20 sm:max-w-sm"
              />
            </div>
          )}

          <BundleContents items={product.bundleItems} />

          {product.vehicleFitment && (
            <div className="rounded-xl border border-neutral-200 p-4 text-sm">
              <p className="font-bold text-neutral-900">Fits {product.vehicleFitment.vehicleMake}</p>
              {product.vehicleFitment.compatibilityNotes && (
                <p className="mt-1 text-neutral-700">{product.vehicleFitment.compatibilityNotes}</p>
              )}
            </div>
          )}

          {product.relatedVariants.length > 0 && (
            <nav aria-label="Related variants">
              <h2 className="mb-2 text-sm font-bold uppercase tracking-wide text-neutral-900">
                Related Variants
              </h2>
              <ul className="flex flex-wrap gap-2">
                {product.relatedVariants.map((r) => (
                  <li key={r.sku}>
                    <Link
                      to={productHref(r.slug, r.slug === product.slug ? r.sku : null)}
                      className="flex items-center gap-2 rounded-lg border border-neutral-200 bg-white px-3 py-2 text-sm font-semibold text-neutral-800 hover:border-red-600 hover:text-red-600"
                    >
                      {r.label || r.name}
                      <span className="font-mono text-xs text-neutral-600">{displaySku(r.sku)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      </div>

      <ProductTabs boxes={product.metafields.tab_box_info} />

      {product.description && (
        <section aria-labelledby="description-heading" className="mt-10 max-w-3xl">
          <h2 id="description-heading" className="mb-3 text-xl font-black tracking-tight text-neutral-950">
            Description
          </h2>
          <ProductDescription text={product.description} />
        </section>
      )}

      <ReviewsSection skus={familySkus(product)} selectedSku={shown.sku} />
    </div>
  );
}
