import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ORDER_LOOKUP_SEO } from '@shop/domain';
import { TextField, validateField, type FieldError } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useOrderLookup } from '../api/order-lookup';
import { AccountPageFrame, buttonCls } from '../components/account-section';

const ORDER_LOOKUP_TITLE = ORDER_LOOKUP_SEO.title;

const ORDER_NUMBER_PATTERN = '\\s*[Ss][Aa]-\\d{6,12}\\s*';
const EMAIL_PATTERN = '\\s*[^\\s@]+@[^\\s@]+\\.[^\\s@]+\\s*';

/** What the page says when the API refuses: too many tries has its own words; otherwise the API's message. */
function failureOf(err: unknown): string {
  if (err instanceof ApiError && err.status === 429)
    return 'Too many attempts. Please wait 15 minutes and try again, or use the link in your order emails.';
  if (err instanceof ApiError && err.body) return err.body.error.message;
  return 'We could not look up the order. Please check your connection and try again.';
}

/**
 * /orders/lookup (decision 057): a guest finds an order by its number and the email it was placed with,
 * and is taken to the order's page (an account's order goes to Order History, where its owner signs in).
 */
export function OrderLookupPage() {
  const lookup = useOrderLookup();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<{ order_number: FieldError | null; email: FieldError | null }>({
    order_number: null,
    email: null,
  });
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const orderNumber = String(data.get('order_number') ?? '').trim();
    const email = String(data.get('email') ?? '').trim();
    const next = {
      order_number: validateField(
        orderNumber,
        { pattern: ORDER_NUMBER_PATTERN },
        {
          required: 'Enter your order number',
          pattern: 'Enter the order number as it is printed, like SA-000123',
        },
      ),
      email: validateField(
        email,
        { pattern: EMAIL_PATTERN },
        { required: 'Enter the email you ordered with', pattern: 'Enter a valid email address' },
      ),
    };
    setErrors(next);
    setFailure(null);
    if (next.order_number || next.email) return;
    try {
      const found = await lookup.mutateAsync({ order_number: orderNumber, email });
      await navigate(found.path);
    } catch (err) {
      setFailure(failureOf(err));
    }
  };

  return (
    <AccountPageFrame
      title={ORDER_LOOKUP_TITLE}
      description={ORDER_LOOKUP_SEO.description}
      crumbs={[{ label: ORDER_LOOKUP_TITLE }]}
      back={false}
    >
      <div className="max-w-lg rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-6">
        <p className="text-sm text-neutral-700">
          Enter the order number from your confirmation email and the email address you ordered with. You will
          see the order&apos;s status, tracking and returns. The emails about your order link to the same
          page.
        </p>
        {failure && (
          <p
            role="alert"
            className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800"
          >
            {failure}
          </p>
        )}
        <form
          noValidate
          onSubmit={onSubmit}
          aria-label={ORDER_LOOKUP_TITLE}
          className="mt-5 flex flex-col gap-4"
        >
          <TextField
            label="Order number"
            name="order_number"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            pattern={ORDER_NUMBER_PATTERN}
            placeholder="SA-000123"
            error={errors.order_number}
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            pattern={EMAIL_PATTERN}
            error={errors.email}
          />
          <div>
            <button type="submit" disabled={lookup.isPending} className={`${buttonCls} w-full sm:w-auto`}>
              {lookup.isPending ? 'Looking…' : 'Find my order'}
            </button>
          </div>
        </form>
        <p className="mt-6 text-sm text-neutral-700">
          Have an account?{' '}
          <Link to="/account/login" className="font-semibold text-red-700 underline hover:text-red-800">
            Sign in to see your Order History
          </Link>
        </p>
      </div>
    </AccountPageFrame>
  );
}
