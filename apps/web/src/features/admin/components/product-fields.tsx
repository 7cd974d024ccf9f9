import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

/**
 * The product form's fields: a label, an optional hint, the API's or the form's message under the field in red
 * (aria-invalid and aria-describedby, so a screen reader reads it with the field), in the shop's look.
 */

export const inputCls = (invalid: boolean) =>
  `w-full rounded-lg border bg-white px-3 text-base text-neutral-900 shadow-sm outline-none transition placeholder:text-neutral-500 focus:border-red-600 focus:ring-2 focus:ring-red-600/20 disabled:bg-neutral-100 disabled:text-neutral-700 read-only:bg-neutral-50 ${
    invalid ? 'border-red-600' : 'border-neutral-300'
  }`;

const labelCls = 'mb-1 block text-sm font-semibold text-neutral-800';

type Described = { id: string; describedBy: string | undefined; invalid: boolean };

/** The ids a field's hint and error take, and its aria-describedby. */
function useDescribed(error: string | undefined, hint: ReactNode): Described {
  const id = useId();
  const describedBy =
    [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return { id, describedBy, invalid: Boolean(error) };
}

function Below({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-neutral-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </>
  );
}

function Label({ htmlFor, label, optional }: { htmlFor: string; label: ReactNode; optional?: boolean }) {
  return (
    <label htmlFor={htmlFor} className={labelCls}>
      {label}
      {optional && <span className="ml-1 font-normal text-neutral-600">(optional)</span>}
    </label>
  );
}

type Common = {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  className?: string;
  /** Classes of the control itself (a monospaced SKU). */
  inputClassName?: string;
};

/** A field's frame: its label, the control (given the ids it is described by), its hint and message. */
function Field({
  label,
  error,
  hint,
  optional,
  className = '',
  children,
}: Omit<Common, 'inputClassName'> & { children: (control: ControlIds) => ReactNode }) {
  const d = useDescribed(error, hint);
  return (
    <div className={`min-w-0 ${className}`}>
      <Label htmlFor={d.id} label={label} optional={optional} />
      {children({ id: d.id, 'aria-invalid': d.invalid || undefined, 'aria-describedby': d.describedBy })}
      <Below id={d.id} error={error} hint={hint} />
    </div>
  );
}

type ControlIds = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

/** A field's props parted: the frame's, the control's own classes, and the rest for the control. */
function parted<T extends Common>({
  label,
  error,
  hint,
  optional,
  className,
  inputClassName = '',
  ...control
}: T) {
  return {
    field: { label, error, hint, optional, className },
    cls: `${inputCls(Boolean(error))} ${inputClassName}`,
    control,
  };
}

export function InputField({
  prefix,
  ...props
}: Common & { prefix?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'>) {
  const { field, cls, control } = parted(props);
  return (
    <Field {...field}>
      {(ids) => (
        <div className="relative">
          {prefix && (
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-neutral-600"
            >
              {prefix}
            </span>
          )}
          <input {...ids} className={`h-11 ${prefix ? 'pl-7 ' : ''}${cls}`} {...control} />
        </div>
      )}
    </Field>
  );
}

export function TextAreaField({
  counter,
  ...props
}: Common & { counter?: boolean } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { field, cls, control } = parted(props);
  const length = typeof control.value === 'string' ? control.value.length : 0;
  return (
    <Field {...field}>
      {(ids) => (
        <>
          <textarea {...ids} className={`block py-2 ${cls}`} {...control} />
          {counter && control.maxLength !== undefined && (
            <p className="mt-1 text-right text-xs tabular-nums text-neutral-600">
              {length.toLocaleString('en-US')} / {control.maxLength.toLocaleString('en-US')}
            </p>
          )}
        </>
      )}
    </Field>
  );
}

export function SelectField(props: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  const { field, cls, control } = parted(props);
  return <Field {...field}>{(ids) => <select {...ids} className={`h-11 ${cls}`} {...control} />}</Field>;
}

export function CheckboxField({
  label,
  error,
  hint,
  className = '',
  ...input
}: Omit<Common, 'optional' | 'inputClassName'> & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const d = useDescribed(error, hint);
  return (
    <div className={`min-w-0 ${className}`}>
      <div className="flex items-start gap-3">
        <input
          id={d.id}
          type="checkbox"
          aria-invalid={d.invalid || undefined}
          aria-describedby={d.describedBy}
          className="mt-0.5 h-5 w-5 shrink-0 accent-red-600"
          {...input}
        />
        <div className="min-w-0">
          <label htmlFor={d.id} className="text-sm font-semibold text-neutral-800">
            {label}
          </label>
          <Below id={d.id} error={error} hint={hint} />
        </div>
      </div>
    </div>
  );
}

/**
 * A group of fields under a legend (radio buttons, a list's rows), with the group's own message; the message can
 * take focus (data-group-error) after a refused save, so that a screen reader reads it.
 */
export function FieldGroup({
  legend,
  error,
  hint,
  className = '',
  children,
}: {
  legend: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const d = useDescribed(error, hint);
  return (
    <fieldset className={`min-w-0 ${className}`} aria-describedby={d.describedBy}>
      <legend className={labelCls}>{legend}</legend>
      {hint && (
        <p id={`${d.id}-hint`} className="-mt-0.5 mb-2 text-xs text-neutral-600">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p
          id={`${d.id}-error`}
          tabIndex={-1}
          data-group-error
          className="mt-2 text-sm font-medium text-red-700 outline-none"
        >
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A section of the product form: a titled white panel, linked from the form's section list by its id. */
export function FormSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="min-w-0 scroll-mt-4 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-neutral-950">
        {title}
      </h2>
      {description && <div className="mt-1 text-sm text-neutral-700">{description}</div>}
      <div className="mt-4 grid gap-4">{children}</div>
    </section>
  );
}
