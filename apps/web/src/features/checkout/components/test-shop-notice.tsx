import { useCheckoutPayment } from '../api/get-checkout-payment';

/** The payment step's notice of a shop whose provider takes no money (PAYMENT_PROVIDER=test, decision 070). */
export function TestShopNotice() {
  const { data } = useCheckoutPayment();
  if (!data?.test_shop) return null;
  return (
    <p
      role="note"
      aria-label="Test shop"
      className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 sm:col-span-2"
    >
      <strong className="font-bold">This is a test shop: no money is taken.</strong> Your card is not charged,
      and an order placed here is not a purchase.
    </p>
  );
}
