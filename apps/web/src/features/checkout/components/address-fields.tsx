import { useId } from 'react';
import { US_STATES, type Address } from '@shop/domain';
import { TextField, fieldErrorMessage, type FieldError } from '../../../components/ui/text-field';
import type { BindField } from './checkout-section';
import type { AddressBlock, AddressChoice } from './use-checkout-values';

const one = (a: Address) =>
  `${a.first_name} ${a.last_name}, ${a.address_line_1}${a.address_line_2 ? ` ${a.address_line_2}` : ''}, ${a.city}, ${a.state_code} ${a.zip_code}${
    a.is_default ? ' (default)' : ''
  }`;

/** Pick an address of the account's address book for this block, or type a new one. */
function SavedAddressSelect({
  addresses,
  chosen,
  onChoose,
}: {
  addresses: readonly Address[];
  chosen: AddressChoice;
  onChoose: (c: AddressChoice) => void;
}) {
  const id = useId();
  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-neutral-800">
        Saved address
      </label>
      <select
        id={id}
        value={String(chosen)}
        onChange={(e) => onChoose(e.target.value === 'new' ? 'new' : Number(e.target.value))}
        className="h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 text-base text-neutral-900 shadow-sm outline-none focus:border-red-600 focus:ring-2 focus:ring-red-600/20"
      >
        {addresses.map((a) => (
          <option key={a.id} value={a.id}>
            {one(a)}
          </option>
        ))}
        <option value="new">Enter a new address</option>
      </select>
    </div>
  );
}

function StateSelect({
  name,
  section,
  value,
  onChange,
  error,
}: {
  name: string;
  section: AddressBlock;
  value: string;
  onChange: (v: string) => void;
  error?: FieldError | null;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-neutral-800">
        State
      </label>
      <select
        id={id}
        name={name}
        required
        autoComplete={`${section} address-level1`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`h-11 w-full rounded-lg border bg-white px-3 text-base text-neutral-900 shadow-sm outline-none focus:border-red-600 focus:ring-2 focus:ring-red-600/20 ${
          error ? 'border-red-600' : 'border-neutral-300'
        }`}
      >
        <option value="">Select a state</option>
        {US_STATES.map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {fieldErrorMessage(error)}
        </p>
      )}
    </div>
  );
}

/**
 * An address block's fields with their autocomplete tokens in the shipping or billing section (names too for
 * billing), and the address book's select when the account has saved addresses.
 */
export function AddressFields({
  block,
  bind,
  addresses,
  chosen,
  onChoose,
}: {
  block: AddressBlock;
  bind: BindField;
  addresses: readonly Address[];
  chosen: AddressChoice;
  onChoose: (choice: AddressChoice) => void;
}) {
  const p = block === 'billing' ? 'billing_' : '';
  const ac = (token: string) => `${block} ${token}`;
  const state = bind(`${p}state_code`);
  return (
    <>
      {addresses.length > 0 && (
        <SavedAddressSelect addresses={addresses} chosen={chosen} onChoose={onChoose} />
      )}
      {block === 'billing' && (
        <>
          <TextField label="First name" autoComplete={ac('given-name')} {...bind('billing_first_name')} />
          <TextField label="Last name" autoComplete={ac('family-name')} {...bind('billing_last_name')} />
        </>
      )}
      <TextField
        label="Street address"
        autoComplete={ac('address-line1')}
        minLength={3}
        className="sm:col-span-2"
        {...bind(`${p}address_line_1`)}
      />
      <TextField
        label="Apartment, suite, etc."
        autoComplete={ac('address-line2')}
        optional
        className="sm:col-span-2"
        {...bind(`${p}address_line_2`)}
      />
      <TextField label="City" autoComplete={ac('address-level2')} {...bind(`${p}city`)} />
      <StateSelect
        name={state.name}
        section={block}
        value={state.value}
        onChange={(v) => state.onChange({ target: { value: v } })}
        error={state.error}
      />
      <TextField
        label="ZIP code"
        autoComplete={ac('postal-code')}
        inputMode="numeric"
        pattern="\d{5}(-\d{4})?"
        {...bind(`${p}zip_code`)}
      />
      <div className="flex flex-col justify-end">
        <p className="text-sm text-neutral-700">
          Country: <span className="font-semibold">United States</span>
        </p>
      </div>
    </>
  );
}
