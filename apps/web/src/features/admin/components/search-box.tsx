import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { primaryButtonCls, secondaryButtonCls } from './admin-ui';
import { InputField } from './product-fields';

/**
 * A list's search form, kept in the URL: the text is sent with Search (Enter), `children` (choices in lists)
 * apply at once; Clear leads to `clearHref` when something is filtered.
 */
export function SearchBox({
  label,
  formLabel,
  hint,
  value,
  onSearch,
  clearHref,
  children,
}: {
  label: string;
  formLabel: string;
  hint?: string;
  value: string;
  onSearch: (q: string) => void;
  clearHref: string | null;
  children?: ReactNode;
}) {
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    onSearch(String(new FormData(e.currentTarget).get('q') ?? '').trim());
  };
  return (
    <form
      role="search"
      aria-label={formLabel}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-wrap items-end gap-3"
    >
      <InputField
        key={value}
        label={label}
        hint={hint}
        name="q"
        type="search"
        defaultValue={value}
        maxLength={100}
        autoComplete="off"
        spellCheck={false}
        className="min-w-0 flex-1 basis-64"
      />
      {children}
      <div className="flex gap-2">
        <button type="submit" className={primaryButtonCls}>
          Search
        </button>
        {clearHref !== null && (
          <Link to={clearHref} className={secondaryButtonCls}>
            Clear
          </Link>
        )}
      </div>
    </form>
  );
}
