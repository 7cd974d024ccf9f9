import { useId } from 'react';
import { Link } from 'react-router';
import {
  formatMoney,
  INCOMPATIBLE_LINE_MESSAGE,
  SUGGESTION_HEADING,
  SUGGESTION_MESSAGE,
  type SuggestedSubwoofer,
} from '@shop/domain';
import { AddToCartButton } from './add-to-cart-button';
import { useCartContext } from './cart-context';

/** The warning on a subwoofer line that does not fit an enclosure of the cart. */
export function IncompatibleLineWarning() {
  return (
    <p className="mt-1 flex items-start gap-1.5 text-xs font-semibold text-amber-900">
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="mt-px h-4 w-4 shrink-0 text-amber-600"
        fill="currentColor"
      >
        <path d="M10 2.5l8.5 15h-17L10 2.5zm-.9 5.5v4.5h1.8V8H9.1zm0 6v1.8h1.8V14H9.1z" />
      </svg>
      <span>{INCOMPATIBLE_LINE_MESSAGE}</span>
    </p>
  );
}

function SuggestionCard({ product }: { product: SuggestedSubwoofer }) {
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-neutral-200 bg-white p-3">
      <Link to={product.path} className="flex flex-col gap-2 text-neutral-900 hover:text-red-600">
        {product.image ? (
          <img
            src={product.image}
            alt=""
            width={96}
            height={96}
            loading="lazy"
            className="mx-auto h-20 w-20 object-contain"
          />
        ) : (
          <span aria-hidden="true" className="mx-auto block h-20 w-20 rounded-lg bg-neutral-100" />
        )}
        <span className="line-clamp-2 text-xs font-bold leading-snug">{product.name}</span>
      </Link>
      <p className="mt-auto text-sm font-black text-neutral-950">
        <span className="sr-only">Price: </span>
        {formatMoney(product.price)}
      </p>
      <AddToCartButton
        item={{ sku: product.sku, quantity: 1 }}
        label="Add to Cart"
        ariaLabel={`Add to Cart: ${product.name}`}
        className="h-9 rounded-lg text-xs"
      />
    </li>
  );
}

/**
 * The suggestion box: only when the cart holds an empty enclosure and no loaded one, and the server found
 * subwoofers that fit it and are not in the cart yet; each adds in one click.
 */
export function CartSuggestions({ size = 'drawer' }: { size?: 'drawer' | 'page' }) {
  const { cart } = useCartContext();
  const headingId = useId();
  const products = cart?.suggestions ?? cart?.compatibility?.suggestions.products ?? [];
  if (products.length === 0) return null;
  const link = cart?.compatibility?.link ?? null;
  const Heading = size === 'page' ? 'h2' : 'h3';
  return (
    // A group, not a region: the drawer and the cart page can both show it, and landmarks must be unique.
    <div
      role="group"
      aria-labelledby={headingId}
      className="my-4 rounded-2xl border border-sky-200 bg-sky-50 p-4"
    >
      <p className="text-sm font-semibold text-sky-950">
        {cart?.compatibility?.message ?? SUGGESTION_MESSAGE}
      </p>
      {/* Under the drawer's h2 title it is an h3; on the cart page, beside the summary's h2, an h2. */}
      <Heading id={headingId} className="mt-1 text-base font-black uppercase tracking-tight text-neutral-950">
        {SUGGESTION_HEADING}
      </Heading>
      <ul
        aria-label="Suggested subwoofers"
        className={`mt-3 grid gap-3 ${size === 'page' ? 'grid-cols-2 sm:grid-cols-4' : 'grid-cols-2'}`}
      >
        {products.map((p) => (
          <SuggestionCard key={p.sku} product={p} />
        ))}
      </ul>
      {link && (
        <Link
          to={link}
          className="mt-3 inline-block text-sm font-semibold text-sky-900 underline underline-offset-4 hover:text-red-600"
        >
          Shop all subwoofers
        </Link>
      )}
    </div>
  );
}
