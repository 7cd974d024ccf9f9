import { useState, type FormEvent } from 'react';
import { AddCardFormSchema, cardBrandFromNumber, normalizeCardNumber } from '@shop/domain';
import { CardBrandLogo } from '../../../components/ui/card-brand-logo';
import { CardExpirySelects } from '../../../components/ui/card-expiry';
import { TextField, type FieldError } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { tokenizeTestCard } from '../../../lib/tokenize-card';
import { useAddCard } from '../api/cards';
import { CardFormFooter } from './card-form-footer';

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
      <CardFormFooter
        nickname={nickname}
        onNickname={setNickname}
        nicknameError={errors.card_nickname}
        isDefault={isDefault}
        onDefault={setIsDefault}
        serverError={serverError}
        busy={add.isPending}
        onCancel={onDone}
      />
    </form>
  );
}
