import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  DealerApplicationBodySchema,
  US_STATES,
  canApplyForDealer,
  type MyDealerApplication,
} from '@shop/domain';
import { TextField, type FieldError } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../auth/api/get-session';
import { useApplyForDealer, useDealerApplication } from '../api/dealer-application';

const FIELDS = [
  { name: 'business_name', label: 'Business name', autoComplete: 'organization' },
  { name: 'tax_id', label: 'Tax id (EIN)', hint: 'Nine digits, like 12-3456789.', inputMode: 'numeric' },
  { name: 'contact_name', label: 'Contact name', autoComplete: 'name' },
  { name: 'phone', label: 'Phone', autoComplete: 'tel', inputMode: 'tel', type: 'tel' },
] as const;
type FieldName = (typeof FIELDS)[number]['name'] | 'resale_certificate' | 'resale_certificate_state';
/** The resale certificate (decision 075): optional, both or neither; approval makes the account tax-exempt. */
const CERTIFICATE_FIELDS = ['resale_certificate', 'resale_certificate_state'] as const;
const selectCls =
  'h-11 w-full rounded-lg border bg-white px-3 text-base text-neutral-900 shadow-sm outline-none focus:border-red-600 focus:ring-2 focus:ring-red-600/20';

const buttonCls =
  'inline-flex h-11 items-center justify-center rounded-lg bg-red-600 px-6 text-sm font-bold text-white transition hover:bg-red-700 disabled:opacity-60';
const linkCls = 'font-semibold text-red-700 underline hover:text-red-800';
const boxCls = 'rounded-lg border px-4 py-3 text-sm font-medium';
const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

function ApplicationForm({ email }: { email: string }) {
  const apply = useApplyForDealer();
  const [errors, setErrors] = useState<Partial<Record<FieldName, FieldError>>>({});
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const values = Object.fromEntries([
      ...FIELDS.map((f) => [f.name, String(form.get(f.name) ?? '')]),
      // Left empty: no certificate (the schema wants both or neither).
      ...CERTIFICATE_FIELDS.map((name) => [name, String(form.get(name) ?? '').trim()]).filter(
        ([, v]) => v !== '',
      ),
    ]) as Record<string, string>;
    const parsed = DealerApplicationBodySchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<FieldName, FieldError>> = {};
      for (const issue of parsed.error.issues)
        next[issue.path[0] as FieldName] ??= { type: 'invalid', message: issue.message };
      setErrors(next);
      return;
    }
    setErrors({});
    apply.mutate(parsed.data);
  };
  const refusal =
    apply.error instanceof ApiError
      ? (apply.error.body?.error.message ?? 'Your application was not sent. Try again.')
      : apply.isError
        ? 'Your application was not sent. Check your connection and try again.'
        : null;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Dealer application"
      className="grid gap-4 sm:grid-cols-2"
    >
      {FIELDS.map(({ name, ...field }) => (
        <TextField key={name} name={name} maxLength={120} error={errors[name] ?? null} {...field} />
      ))}
      <TextField
        name="resale_certificate"
        label="Resale certificate number"
        optional
        maxLength={40}
        autoComplete="off"
        error={errors.resale_certificate ?? null}
        hint="With a resale certificate on file, your orders are tax-exempt once we approve you."
      />
      <div>
        <label
          htmlFor="resale_certificate_state"
          className="mb-1 block text-sm font-semibold text-neutral-800"
        >
          Certificate state <span className="ml-1 font-normal text-neutral-600">(optional)</span>
        </label>
        <select
          id="resale_certificate_state"
          name="resale_certificate_state"
          defaultValue=""
          aria-invalid={errors.resale_certificate_state ? true : undefined}
          aria-describedby={errors.resale_certificate_state ? 'resale_certificate_state-error' : undefined}
          className={`${selectCls} ${errors.resale_certificate_state ? 'border-red-600' : 'border-neutral-300'}`}
        >
          <option value="">None</option>
          {US_STATES.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
        {errors.resale_certificate_state && (
          <p id="resale_certificate_state-error" className="mt-1 text-sm text-red-700">
            {errors.resale_certificate_state.message}
          </p>
        )}
      </div>
      <TextField
        name="email"
        label="Email"
        value={email}
        readOnly
        hint="The email of your account: we answer here."
      />
      {refusal && (
        <p role="alert" className={`${boxCls} border-red-300 bg-red-50 text-red-800 sm:col-span-2`}>
          {refusal}
        </p>
      )}
      <div className="sm:col-span-2">
        <button type="submit" className={buttonCls} disabled={apply.isPending}>
          {apply.isPending ? 'Sending…' : 'Send application'}
        </button>
      </div>
    </form>
  );
}

/** Where the account's application stands, in words. */
function State({ state }: { state: MyDealerApplication }) {
  const a = state.application;
  if (state.isDealer)
    return (
      <p role="status" className={`${boxCls} border-emerald-300 bg-emerald-50 text-emerald-900`}>
        Your account is a dealer account: dealer prices show whenever you are signed in.{' '}
        <Link to="/dealers" className={linkCls}>
          Open Dealer Quick Order
        </Link>
      </p>
    );
  if (a?.status === 'open')
    return (
      <p role="status" className={`${boxCls} border-neutral-200 bg-neutral-50 text-neutral-800`}>
        We received the application of {a.business_name} on {dateOf(a.created_at)}. We answer by email to{' '}
        {a.email}, usually within one business day.
      </p>
    );
  if (a?.status === 'declined')
    return (
      <div className={`${boxCls} border-amber-300 bg-amber-50 text-amber-900`}>
        <p>We could not approve your application of {dateOf(a.created_at)}.</p>
        {a.note && <p className="mt-1">Our note: {a.note}</p>}
        <p className="mt-1">You are welcome to apply again below.</p>
      </div>
    );
  return null;
}

/**
 * The "become a dealer" application: a signed-in shopper sends business name, EIN, contact name and phone (the
 * account's email goes with it) and then sees where it stands; a visitor is asked to sign in first.
 */
export function DealerApplication() {
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const state = useDealerApplication(signedIn);
  if (session.status === 'loading' || (signedIn && state.isPending))
    return <p className="text-sm text-neutral-600">Loading…</p>;
  if (!signedIn || !session.user)
    return (
      <p>
        <Link
          to={`/account/login?callbackUrl=${encodeURIComponent('/pages/become-a-dealer')}`}
          className={linkCls}
        >
          Sign in
        </Link>{' '}
        or{' '}
        <Link to="/account/register" className={linkCls}>
          create an account
        </Link>{' '}
        to apply: approval turns that account into a dealer account.
      </p>
    );
  if (state.isError)
    return (
      <p role="alert" className={`${boxCls} border-red-300 bg-red-50 text-red-800`}>
        We could not load your application.{' '}
        <button type="button" className={linkCls} onClick={() => void state.refetch()}>
          Try again
        </button>
      </p>
    );
  if (!state.data) return null;
  return (
    <div className="space-y-4">
      <State state={state.data} />
      {canApplyForDealer(state.data) && <ApplicationForm email={session.user.email} />}
    </div>
  );
}
