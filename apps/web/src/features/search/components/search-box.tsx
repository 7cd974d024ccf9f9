import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SEARCH_PATH, searchHref } from '@shop/domain';
import { useUiStore } from '../../../lib/ui-store';

/** The search page's URLs: one definition in the domain, shared with the server's heads. */
export { SEARCH_PATH, searchHref };

type SearchBoxProps = {
  /** 'mobile' is the search under the mobile header: it takes focus when focusOnMobileSearch is set. */
  variant: 'desktop' | 'mobile';
  className?: string;
};

/** A header search box: submits to /search/products?q=..., showing the current query on the search page. */
export function SearchBox({ variant, className = '' }: SearchBoxProps) {
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const urlQuery =
    location.pathname === SEARCH_PATH ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const [value, setValue] = useState(urlQuery);
  const [seen, setSeen] = useState(urlQuery);
  if (seen !== urlQuery) {
    setSeen(urlQuery);
    setValue(urlQuery);
  }
  const inputRef = useRef<HTMLInputElement>(null);
  const focusOnMobileSearch = useUiStore((s) => s.focusOnMobileSearch);
  const setFocusOnMobileSearch = useUiStore((s) => s.setFocusOnMobileSearch);

  useEffect(() => {
    if (variant !== 'mobile' || !focusOnMobileSearch) return;
    inputRef.current?.focus();
    inputRef.current?.select();
    setFocusOnMobileSearch(false);
  }, [variant, focusOnMobileSearch, setFocusOnMobileSearch]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = value.trim();
    if (!q) {
      inputRef.current?.focus();
      return;
    }
    inputRef.current?.blur();
    void navigate(searchHref(q));
  };

  const dark = variant === 'desktop';
  return (
    <form
      role="search"
      aria-label={variant === 'mobile' ? 'Site search (mobile)' : 'Site search'}
      onSubmit={submit}
      className={`relative ${className}`}
    >
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <input
        ref={inputRef}
        id={id}
        type="search"
        name="q"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        placeholder="Search subwoofers, amps, SKUs…"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
        className={`h-10 w-full rounded-lg pl-4 pr-11 text-sm outline-none focus-visible:ring-2 focus-visible:ring-red-600 ${
          dark
            ? 'bg-zinc-800 text-zinc-50 placeholder:text-zinc-400'
            : 'bg-white text-neutral-900 ring-1 ring-neutral-300 placeholder:text-neutral-500'
        }`}
      />
      <button
        type="submit"
        aria-label="Search"
        className={`absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg ${dark ? 'text-zinc-300 hover:text-zinc-50' : 'text-neutral-600 hover:text-red-600'}`}
      >
        <SearchIcon />
      </button>
    </form>
  );
}

export function SearchIcon({ className = 'h-5 w-5' }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      className={className}
    >
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5" strokeLinecap="round" />
    </svg>
  );
}
