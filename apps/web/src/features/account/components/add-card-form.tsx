import { useState, type FormEvent } from 'react';
import { AddCardFormSchema, cardBrandFromNumber, normalizeCardNumber } from '@shop/domain';
import { CardBrandLogo } from '../../../components/ui/card-brand-logo';
import { CardExpirySelects } from '../../../components/ui/card-expiry';
import { TextField, type FieldError } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { tokenizeTestCard } from '../../../lib/tokenize-card';
import { useAddCard } from '../api/cards';

type Errors = Partial<Record<'card_number' | 'exp_month' | 'exp_year' | 'card_nickname', FieldError>>;

/**
 * Add a card in the account: the card is turned into the payment provider's token in the browser (decision
 * 074); the server keeps the provider's reference, brand, last 4, expiry and nickname.
 */
export function AddCardForm({ onDone }: { onDone: () => void }) {
  const add = useAddCard();
  const [number, setNumber] = useState('');
  const [month, setMonth] = useState('');
  const [year, setYear] = useState('');
  const [nickname, setNickname] = useState('');
  const [isDefault, setIsDefault] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const brand = cardBrandFromNumber(normalizeCardNumber(number));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const body = {
      card_number: number,
      exp_month: month,
      exp_year: year,
      card_nickname: nickname.trim() || null,
      is_default_card: isDefault,
    };
    const parsed = AddCardFormSchema.safeParse(body);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Errors;
        const blank =
          key === 'card_number'
            ? number.trim() === ''
            : key === 'exp_month'
              ? month === ''
              : key === 'exp_year'
                ? year === ''
                : false;
        next[key] ??= blank ? { type: 'required' } : { type: 'invalid', message: issue.message };
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setServerError(null);
    add.mutate(
      () => ({
        token: tokenizeTestCard({ number, expMonth: month, expYear: year }, new Date()),
        card_nickname: body.card_nickname,
        is_default_card: isDefault,
      }),
      {
        onSuccess: onDone,
        onError: (err) =>
          setServerError(
            err instanceof ApiError
              ? (err.body?.error.message ?? err.message)
              : 'We could not save the card.',
          ),
      },
    );
  };

  return (
    <form
      noValidate
      aria-label="Add a card"
      onSubmit={onSubmit}
      className="mt-4 grid gap-4 rounded-xl border border-neutral-200 bg-neutral-50 p-4 sm:grid-cols-2"
    >
      <TextField
        className="sm:col-span-2"
        label="Card number"
        name="card_number"
        inputMode="numeric"
        autoComplete="cc-number"
        value={number}
        onChange={(e) => setNumber(e.target.value)}
        error={errors.card_number}
        adornment={brand ? <CardBrandLogo brand={brand} className="h-6 w-10" /> : null}
      />
      <CardExpirySelects
        month={month}
        year={year}
        onMonthChange={setMonth}
        onYearChange={setYear}
        monthError={errors.exp_month}
        yearError={errors.exp_year}
      />
      <TextField
        label="Nickname"
        name="card_nickname"
        optional
        maxLength={50}
        value={nickname}
        onChange={(e) => setNickname(e.target.value)}
        error={errors.card_nickname}
      />
      <label className="flex items-center gap-2 text-sm text-neutral-800 sm:col-span-2">
        <input
          type="checkbox"
          checked={isDefault}
          onChange={(e) => setIsDefault(e.target.checked)}
          className="h-4 w-4 accent-red-600"
        />
        Make this my default card
      </label>
      {serverError && (
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
          {serverError}
        </p>
      )}
      <div className="flex gap-2 sm:col-span-2">
        <button
          type="submit"
          disabled={add.isPending}
          className="h-10 rounded-lg bg-red-600 px-5 text-sm font-bold text-white hover:bg-red-700 disabled:opacity-60"
        >
          {add.isPending ? 'Saving card…' : 'Save card'}
        </button>
        <button
          type="button"
          onClick={onDone}
          className="h-10 rounded-lg border border-neutral-300 px-5 text-sm font-semibold text-neutral-800 hover:bg-white"
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
