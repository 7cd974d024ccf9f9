import { useId } from 'react';
import { EXPIRY_MONTHS, expiryYears } from '@shop/domain';
import { fieldErrorMessage, type FieldError } from './text-field';

type Props = {
  month: string;
  year: string;
  onMonthChange: (month: string) => void;
  onYearChange: (year: string) => void;
  now?: Date;
  monthError?: FieldError | null;
  yearError?: FieldError | null;
};

const selectCls = (invalid: boolean) =>
  `h-11 w-full rounded-lg border bg-white px-3 text-base text-neutral-900 shadow-sm outline-none focus:border-red-600 focus:ring-2 focus:ring-red-600/20 ${
    invalid ? 'border-red-600' : 'border-neutral-300'
  }`;

/** The card expiry selects: month (01..12) and year (this year through 12 years ahead). */
export function CardExpirySelects({
  month,
  year,
  onMonthChange,
  onYearChange,
  now = new Date(),
  monthError,
  yearError,
}: Props) {
  const id = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 block text-sm font-semibold text-neutral-800">Expiration date</legend>
      <div className="grid grid-cols-2 gap-3">
        <div>
          <label htmlFor={`${id}-m`} className="sr-only">
            Expiration month
          </label>
          <select
            id={`${id}-m`}
            name="exp_month"
            required
            value={month}
            onChange={(e) => onMonthChange(e.target.value)}
            aria-invalid={monthError ? true : undefined}
            aria-describedby={monthError ? `${id}-m-error` : undefined}
            className={selectCls(!!monthError)}
          >
            <option value="">Month</option>
            {EXPIRY_MONTHS.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
          {monthError && (
            <p id={`${id}-m-error`} className="mt-1 text-sm font-medium text-red-700">
              {fieldErrorMessage(monthError)}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={`${id}-y`} className="sr-only">
            Expiration year
          </label>
          <select
            id={`${id}-y`}
            name="exp_year"
            required
            value={year}
            onChange={(e) => onYearChange(e.target.value)}
            aria-invalid={yearError ? true : undefined}
            aria-describedby={yearError ? `${id}-y-error` : undefined}
            className={selectCls(!!yearError)}
          >
            <option value="">Year</option>
            {expiryYears(now).map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
          {yearError && (
            <p id={`${id}-y-error`} className="mt-1 text-sm font-medium text-red-700">
              {fieldErrorMessage(yearError)}
            </p>
          )}
        </div>
      </div>
    </fieldset>
  );
}
