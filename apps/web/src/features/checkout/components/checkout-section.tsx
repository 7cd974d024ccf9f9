import type { ReactNode } from 'react';
import type { FieldError } from '../../../components/ui/text-field';
import type { CheckoutErrors, CheckoutField, CheckoutValues } from './checkout-validation';

/** A titled group of checkout fields: a fieldset named by its title, fields in two columns from sm up. */
export function Section({
  title,
  children,
  aside,
}: {
  title: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <fieldset className="rounded-2xl bg-white p-5 shadow-sm sm:p-6">
      <legend className="sr-only">{title}</legend>
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 aria-hidden="true" className="text-lg font-black uppercase tracking-tight text-neutral-950">
          {title}
        </h2>
        {aside}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** The props a TextField takes for one checkout field: name, value, error and change handler. */
export type BindField = (field: CheckoutField) => {
  name: CheckoutField;
  value: string;
  error: FieldError | null;
  onChange: (e: { target: { value: string } }) => void;
};

/** Builds the binder for the form's values, errors and setter. */
export const binder =
  (
    values: CheckoutValues,
    errors: CheckoutErrors,
    set: (field: CheckoutField, value: string) => void,
  ): BindField =>
  (field) => ({
    name: field,
    value: values[field],
    error: errors[field] ?? null,
    onChange: (e) => set(field, e.target.value),
  });
