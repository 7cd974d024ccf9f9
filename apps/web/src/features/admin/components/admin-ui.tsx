import { useEffect, type ReactNode, type Ref } from 'react';
import { Link, useLocation } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { SITE_NAME } from '../../../lib/site';
import { signInPathFor } from '../../auth/api/require-session';

/** The back office's buttons and links, in the shop's look (red primary, outlined secondary). */
export const primaryButtonCls =
  'inline-flex h-10 items-center justify-center rounded-lg bg-red-600 px-5 text-sm font-bold text-white transition hover:bg-red-700 disabled:opacity-60';
export const secondaryButtonCls =
  'inline-flex h-10 items-center justify-center rounded-lg border border-neutral-300 bg-white px-4 text-sm font-semibold text-neutral-800 transition hover:bg-neutral-100 disabled:opacity-60';
/** A small outlined button for a step that takes something away (Revoke); it asks before doing it. */
export const dangerButtonCls =
  'inline-flex h-9 items-center justify-center rounded-lg border border-red-300 bg-white px-3 text-sm font-semibold text-red-700 transition hover:bg-red-50 disabled:opacity-60';
export const textLinkCls = 'font-semibold text-red-700 underline hover:text-red-800';

/** The document's title while a back office screen shows; the one before comes back when it goes. */
export function useAdminTitle(title: string): void {
  useEffect(() => {
    const before = document.title;
    document.title = `${title} · Back office · ${SITE_NAME}`;
    return () => {
      document.title = before;
    };
  }, [title]);
}

/** A screen of the back office: its heading (the page's one h1), a line on what it is for, its panels. */
export function AdminPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  useAdminTitle(title);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-extrabold tracking-tight text-neutral-950 sm:text-3xl">{title}</h1>
      {intro && <p className="mt-2 max-w-3xl text-sm text-neutral-700">{intro}</p>}
      <div className="mt-6 grid gap-6">{children}</div>
    </div>
  );
}

/**
 * A titled white panel (the account pages' look); `id` names its heading for aria-labelledby. With
 * `headingRef` the heading can take focus (after a step that removes the control that had it).
 */
export function AdminPanel({
  id,
  title,
  description,
  headingRef,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm"
    >
      <h2
        id={id}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="text-lg font-bold text-neutral-950 outline-none"
      >
        {title}
      </h2>
      {description && <div className="mt-1 text-sm text-neutral-700">{description}</div>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

const TONES = {
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  error: 'border-red-300 bg-red-50 text-red-800',
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
  info: 'border-neutral-200 bg-neutral-50 text-neutral-800',
} as const;

/** A boxed message: green when done, red when refused, amber for a warning. */
export function Notice({
  tone,
  role,
  children,
  className = '',
}: {
  tone: keyof typeof TONES;
  role?: 'alert' | 'status';
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={role}
      className={`rounded-lg border px-3 py-2 text-sm font-medium ${TONES[tone]} ${className}`}
    >
      {children}
    </div>
  );
}

/** The words for a refused back office request: the API's own message when it sent one. */
export function adminErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return 'Your session has ended. Sign in again to go on.';
    if (error.status === 403) return 'This account may not do that: it is not an administrator.';
    if (error.status === 429) return 'Too many requests. Wait a minute and try again.';
    return error.body?.error.message ?? fallback;
  }
  return fallback;
}

/** A read that failed: why, a way to sign in again when the session ended, or Try again. */
export function LoadError({ error, what, onRetry }: { error: unknown; what: string; onRetry: () => void }) {
  const { pathname, search } = useLocation();
  const signedOut = error instanceof ApiError && error.status === 401;
  return (
    <Notice tone="error" role="alert" className="flex flex-wrap items-center gap-2">
      <span>{adminErrorMessage(error, `We could not load ${what}.`)}</span>
      {signedOut ? (
        <Link to={signInPathFor(`${pathname}${search}`)} className={textLinkCls}>
          Sign in
        </Link>
      ) : (
        <button type="button" onClick={onRetry} className={textLinkCls}>
          Try again
        </button>
      )}
    </Notice>
  );
}

/**
 * A table's row of column headings: each a heading (an sr-only one names a column of pictures or buttons) and
 * its classes beside the usual padding.
 */
export function ColumnHeads({
  columns,
  cellCls = 'px-3 py-2',
}: {
  columns: readonly (readonly [ReactNode, string?])[];
  cellCls?: string;
}) {
  return (
    <tr>
      {columns.map(([heading, cls], i) => (
        <th key={i} scope="col" className={cls ? `${cellCls} ${cls}` : cellCls}>
          {heading}
        </th>
      ))}
    </tr>
  );
}
