import { useState } from 'react';
import { formatPhone, type Address, type Profile } from '@shop/domain';
import { useProfile } from '../../account/api/profile';
import { useAddresses } from '../../account/api/addresses';
import {
  ADDRESS_FIELDS,
  EMPTY_CHECKOUT,
  type CheckoutField,
  type CheckoutValues,
} from './checkout-validation';

/** Which saved address an address block uses: an address id, or 'new' (typed by hand). */
export type AddressChoice = number | 'new';
export type AddressBlock = 'shipping' | 'billing';

const prefixOf = (block: AddressBlock) => (block === 'billing' ? 'billing_' : '') as '' | 'billing_';

/** The form fields an address block fills (a billing block carries its own names). */
export function blockFields(block: AddressBlock): CheckoutField[] {
  const prefix = prefixOf(block);
  return [
    ...(block === 'billing' ? (['billing_first_name', 'billing_last_name'] as const) : []),
    ...ADDRESS_FIELDS.map((f) => `${prefix}${f}` as const),
  ];
}

/** The account's default address: the one marked default, else the first; null without any. */
export const defaultAddressOf = (addresses: readonly Address[]): Address | null =>
  addresses.find((a) => a.is_default) ?? addresses[0] ?? null;

/** An address block's fields filled from a saved address. */
export function addressValuesOf(address: Address, block: AddressBlock): Partial<CheckoutValues> {
  const prefix = prefixOf(block);
  const values: Partial<CheckoutValues> = {};
  for (const f of ADDRESS_FIELDS)
    values[`${prefix}${f}`] = f === 'address_line_2' ? (address.address_line_2 ?? '') : address[f];
  if (block === 'billing')
    Object.assign(values, { billing_first_name: address.first_name, billing_last_name: address.last_name });
  return values;
}

/** Contact from the profile (names and phone from the address when the profile has none). */
export function contactValuesOf(
  profile: Profile | undefined,
  address: Address | null,
): Partial<CheckoutValues> {
  const phone = profile?.primary_phone ?? address?.phone_number ?? null;
  const values: Partial<CheckoutValues> = {
    email: profile?.email,
    first_name: profile?.first_name ?? address?.first_name,
    last_name: profile?.last_name ?? address?.last_name,
    phone: phone === null ? undefined : (formatPhone(phone) ?? phone),
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v)) as Partial<CheckoutValues>;
}

/**
 * The checkout form's values. A signed-in shopper's contact comes from the profile and the shipping address
 * from the account's default address, as they arrive; what the shopper types is kept apart and always wins,
 * so nothing typed is overwritten when the profile or the address book arrives later. Picking a saved
 * address fills that block with it; 'new' empties it for typing.
 */
export function useCheckoutValues(signedIn: boolean) {
  const profile = useProfile(signedIn).data;
  const addresses = useAddresses(signedIn).data?.addresses ?? [];
  const [edits, setEdits] = useState<Partial<CheckoutValues>>({});
  const [choices, setChoices] = useState<Record<AddressBlock, AddressChoice | null>>({
    shipping: null,
    billing: 'new',
  });

  const fallback = defaultAddressOf(addresses);
  const chosen = (block: AddressBlock): AddressChoice => choices[block] ?? fallback?.id ?? 'new';
  const addressFor = (block: AddressBlock) => {
    const choice = chosen(block);
    return choice === 'new' ? null : (addresses.find((a) => a.id === choice) ?? null);
  };
  const shipTo = addressFor('shipping');
  const billTo = addressFor('billing');
  const values: CheckoutValues = {
    ...EMPTY_CHECKOUT,
    ...contactValuesOf(profile, fallback),
    ...(shipTo ? addressValuesOf(shipTo, 'shipping') : {}),
    ...(billTo ? addressValuesOf(billTo, 'billing') : {}),
    ...edits,
  };

  const withEdit = (field: CheckoutField, value: string): CheckoutValues => ({ ...values, [field]: value });
  const edit = (field: CheckoutField, value: string) => setEdits((e) => ({ ...e, [field]: value }));

  /**
   * Shows a saved address in a block (dropping what was typed there), or empties it for a new one; returns
   * the values as they will be.
   */
  const choose = (block: AddressBlock, choice: AddressChoice): CheckoutValues => {
    const next = { ...values };
    const address = choice === 'new' ? null : addresses.find((a) => a.id === choice);
    for (const f of blockFields(block)) next[f] = '';
    if (address) Object.assign(next, addressValuesOf(address, block));
    setChoices((c) => ({ ...c, [block]: choice }));
    setEdits((e) => {
      const kept = { ...e };
      for (const f of blockFields(block)) {
        if (choice === 'new') kept[f] = '';
        else delete kept[f];
      }
      return kept;
    });
    return next;
  };

  return { values, addresses, chosen, withEdit, edit, choose };
}
