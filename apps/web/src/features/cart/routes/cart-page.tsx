import type { QueryClient } from '@tanstack/react-query';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { useSeo } from '../../../lib/seo';
import { cartQueryOptions } from '../api/get-cart';
import { useCartContext } from '../components/cart-context';
import { CartLineList, CartSummary, EmptyCart } from '../components/cart-contents';
import { CartSuggestions } from '../components/cart-compatibility';

export const cartLoader = (queryClient: QueryClient) => async () => {
  await queryClient.ensureQueryData(cartQueryOptions()).catch(() => undefined);
  return null;
};

/** /cart: the cart's lines and totals, full width. */
export function CartPage() {
  const { cart, lines, count, isLoading } = useCartContext();
  useSeo({
    title: 'Your Cart',
    description: 'Review the items in your cart and proceed to checkout.',
    canonical: '/cart',
  });
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Cart' }]} />
      <h1 className="mt-4 text-3xl font-black tracking-tight text-neutral-950">
        Your Cart
        {count > 0 && (
          <span className="ml-2 text-base font-semibold text-neutral-600">
            ({count} {count === 1 ? 'item' : 'items'})
          </span>
        )}
      </h1>
      {isLoading && !cart ? (
        <p role="status" className="mt-6 text-neutral-600">
          Loading your cart…
        </p>
      ) : lines.length === 0 ? (
        <div className="mt-6 rounded-2xl bg-white shadow-sm">
          <EmptyCart />
        </div>
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_380px]">
          <section aria-label="Items" className="rounded-2xl bg-white px-4 shadow-sm sm:px-6">
            <CartLineList size="page" />
            <CartSuggestions size="page" />
          </section>
          <aside
            aria-label="Order summary"
            className="h-fit rounded-2xl bg-white p-5 shadow-sm lg:sticky lg:top-24"
          >
            <h2 className="mb-4 text-lg font-black uppercase tracking-tight text-neutral-950">Summary</h2>
            <CartSummary />
          </aside>
        </div>
      )}
    </div>
  );
}
