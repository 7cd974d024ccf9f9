import { cardBrandFromNumber } from '@shop/domain';
import { TextField } from '../../../components/ui/text-field';
import { CardExpirySelects } from '../../../components/ui/card-expiry';
import { CardBrandLogo } from '../../../components/ui/card-brand-logo';
import type { BindField } from './checkout-section';
import { SaveCardFields, type SaveCardChoice } from './save-card-fields';
import type { CheckoutErrors, CheckoutField, CheckoutValues } from './checkout-validation';

/**
 * The new card's fields of the test provider (decision 074): the number, expiry and code are turned into the
 * test token in the browser. `saveCard` (signed-in shoppers only) offers "Save this card".
 */
export function TestCardFields({
  bind,
  values,
  errors,
  set,
  saveCard,
}: {
  bind: BindField;
  values: CheckoutValues;
  errors: CheckoutErrors;
  set: (field: CheckoutField, value: string) => void;
  saveCard: SaveCardChoice | null;
}) {
  const brand = cardBrandFromNumber(values.card_number);
  return (
    <>
      <TextField
        label="Card number"
        autoComplete="cc-number"
        inputMode="numeric"
        pattern="[0-9 -]{12,23}"
        className="sm:col-span-2"
        adornment={brand ? <CardBrandLogo brand={brand} className="h-6 w-10" /> : null}
        {...bind('card_number')}
      />
      <CardExpirySelects
        month={values.exp_month}
        year={values.exp_year}
        onMonthChange={(v) => set('exp_month', v)}
        onYearChange={(v) => set('exp_year', v)}
        monthError={errors.exp_month}
        yearError={errors.exp_year}
      />
      <TextField
        label="Security code (CVC)"
        autoComplete="cc-csc"
        inputMode="numeric"
        pattern="\d{3,4}"
        {...bind('cvc')}
      />
      <SaveCardFields bind={bind} saveCard={saveCard} />
      <p className="text-xs text-neutral-600 sm:col-span-2">
        Your card number is sent securely to the payment provider and never stored; only its brand and last 4
        digits are kept.
      </p>
    </>
  );
}
