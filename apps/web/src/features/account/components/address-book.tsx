import { useState, type FormEvent } from 'react';
import {
  formatPhone,
  STATE_CODE_MESSAGE,
  US_STATE_CODES,
  type Address,
  type AddressBodyInput,
} from '@shop/domain';
import { TextField, validateField, type FieldError } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { personNameError } from '../../../lib/person-name-error';
import { useAddresses, useChangeAddress } from '../api/addresses';
import { buttonCls, secondaryButtonCls } from './account-section';

type Key =
  | 'first_name'
  | 'last_name'
  | 'address_line_1'
  | 'address_line_2'
  | 'city'
  | 'state_code'
  | 'zip_code'
  | 'phone_number';
/** The domain's state codes, in any case (the body upper-cases them). */
const STATE_CODE = new RegExp(`^(?:${US_STATE_CODES.join('|')})$`, 'i');

const RULES: Record<Key, { optional?: boolean; pattern?: string | RegExp; message?: string }> = {
  first_name: {},
  last_name: {},
  address_line_1: {},
  address_line_2: { optional: true },
  city: {},
  state_code: { pattern: STATE_CODE, message: STATE_CODE_MESSAGE },
  zip_code: { pattern: '\\d{5}(-\\d{4})?', message: 'Enter a 5-digit ZIP code' },
  phone_number: {
    pattern: '\\+?1?[\\s.()-]*\\d{3}[\\s.()-]*\\d{3}[\\s.-]*\\d{4}',
    message: 'Enter a 10-digit US phone number',
  },
};

function AddressForm({ address, onDone }: { address?: Address; onDone: () => void }) {
  const change = useChangeAddress();
  const [errors, setErrors] = useState<Partial<Record<Key, FieldError | null>>>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const v = (k: Key) => String(f.get(k) ?? '').trim();
    const next = Object.fromEntries(
      (Object.keys(RULES) as Key[]).map((k) => [
        k,
        k === 'first_name' || k === 'last_name'
          ? personNameError(v(k))
          : validateField(v(k), RULES[k], { pattern: RULES[k].message }),
      ]),
    ) as Record<Key, FieldError | null>;
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    const body: AddressBodyInput = {
      first_name: v('first_name'),
      last_name: v('last_name'),
      address_line_1: v('address_line_1'),
      ...(v('address_line_2') ? { address_line_2: v('address_line_2') } : {}),
      city: v('city'),
      state_code: v('state_code').toUpperCase(),
      zip_code: v('zip_code'),
      country_code: 'US',
      phone_number: v('phone_number'),
      is_default: f.get('is_default') === 'on',
    };
    setServerError(null);
    change.mutate(address ? { type: 'update', id: address.id, body } : { type: 'add', body }, {
      onSuccess: onDone,
      onError: (err) =>
        setServerError(
          err instanceof ApiError
            ? (err.body?.error.message ?? err.message)
            : 'We could not save the address.',
        ),
    });
  };

  /** A field's name, the address's value as the default, and its error. */
  const field = (name: Key) => ({ name, defaultValue: address?.[name] ?? '', error: errors[name] });

  return (
    <form
      noValidate
      aria-label={address ? 'Edit address' : 'Add an address'}
      onSubmit={onSubmit}
      className="mt-4 grid gap-3 rounded-xl border border-neutral-200 bg-neutral-50 p-4 sm:grid-cols-2"
    >
      <TextField label="First name" {...field('first_name')} autoComplete="given-name" />
      <TextField label="Last name" {...field('last_name')} autoComplete="family-name" />
      <TextField
        className="sm:col-span-2"
        label="Address"
        {...field('address_line_1')}
        autoComplete="address-line1"
      />
      <TextField
        className="sm:col-span-2"
        label="Apartment, suite"
        optional
        {...field('address_line_2')}
        autoComplete="address-line2"
      />
      <TextField label="City" {...field('city')} autoComplete="address-level2" />
      <div className="grid grid-cols-2 gap-3">
        <TextField label="State" maxLength={2} {...field('state_code')} autoComplete="address-level1" />
        <TextField label="ZIP code" inputMode="numeric" {...field('zip_code')} autoComplete="postal-code" />
      </div>
      <TextField
        className="sm:col-span-2"
        label="Phone"
        type="tel"
        {...field('phone_number')}
        autoComplete="tel"
      />
      <label className="flex items-center gap-2 text-sm text-neutral-800 sm:col-span-2">
        <input
          type="checkbox"
          name="is_default"
          defaultChecked={address?.is_default ?? false}
          className="h-4 w-4 accent-red-600"
        />
        Default address
      </label>
      {serverError && (
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
          {serverError}
        </p>
      )}
      <div className="flex gap-2 sm:col-span-2">
        <button type="submit" disabled={change.isPending} className={buttonCls}>
          {change.isPending ? 'Saving…' : 'Save address'}
        </button>
        <button type="button" className={secondaryButtonCls} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function AddressItem({ address }: { address: Address }) {
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm'>('view');
  const change = useChangeAddress();
  const name = `${address.first_name} ${address.last_name}`;
  if (mode === 'edit') {
    return (
      <li>
        <AddressForm address={address} onDone={() => setMode('view')} />
      </li>
    );
  }
  return (
    <li
      aria-label={`${address.address_line_1}, ${address.city}`}
      className="rounded-xl border border-neutral-200 p-4 text-sm"
    >
      <p className="font-semibold text-neutral-900">
        {name}
        {address.is_default && (
          <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-800">
            Default
          </span>
        )}
      </p>
      <p className="text-neutral-700">
        {address.address_line_1}
        {address.address_line_2 ? `, ${address.address_line_2}` : ''}
      </p>
      <p className="text-neutral-700">
        {address.city}, {address.state_code} {address.zip_code}
      </p>
      <p className="text-neutral-700">{formatPhone(address.phone_number) ?? address.phone_number}</p>
      {mode === 'confirm' ? (
        <div
          role="group"
          aria-label="Delete this address?"
          className="mt-3 flex flex-wrap items-center gap-2"
        >
          <span className="font-semibold text-neutral-900">Delete this address?</span>
          <button
            type="button"
            className="h-9 rounded-lg bg-red-600 px-3 text-sm font-bold text-white disabled:opacity-60"
            disabled={change.isPending}
            onClick={() => change.mutate({ type: 'delete', id: address.id })}
          >
            {change.isPending ? 'Deleting…' : 'Delete'}
          </button>
          <button type="button" className={secondaryButtonCls} onClick={() => setMode('view')}>
            Keep
          </button>
        </div>
      ) : (
        <div className="mt-3 flex gap-2">
          <button
            type="button"
            className={secondaryButtonCls}
            onClick={() => setMode('edit')}
            aria-label={`Edit address ${address.address_line_1}`}
          >
            Edit
          </button>
          <button
            type="button"
            className={secondaryButtonCls}
            onClick={() => setMode('confirm')}
            aria-label={`Delete address ${address.address_line_1}`}
          >
            Delete
          </button>
        </div>
      )}
    </li>
  );
}

/** The address list with add, edit and delete. */
export function AddressBook() {
  const { data, isPending, isError } = useAddresses();
  const [adding, setAdding] = useState(false);
  if (isPending) return <p className="text-sm text-neutral-600">Loading addresses…</p>;
  if (isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        We could not load your addresses.
      </p>
    );
  return (
    <div>
      {data.addresses.length === 0 ? (
        <p className="text-sm text-neutral-600">No saved addresses yet.</p>
      ) : (
        <ul aria-label="Saved addresses" className="grid gap-3 sm:grid-cols-2">
          {data.addresses.map((a) => (
            <AddressItem key={a.id} address={a} />
          ))}
        </ul>
      )}
      {adding ? (
        <AddressForm onDone={() => setAdding(false)} />
      ) : (
        <button type="button" className={`${secondaryButtonCls} mt-4`} onClick={() => setAdding(true)}>
          Add an address
        </button>
      )}
    </div>
  );
}
