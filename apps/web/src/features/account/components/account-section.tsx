import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Breadcrumbs, type Crumb } from '../../../components/ui/breadcrumbs';
import { useSeo } from '../../../lib/seo';

/** The spec's Return To Account link (default target /account). */
export function ReturnToAccount({ to = '/account' }: { to?: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1 text-sm font-semibold text-red-700 hover:text-red-800 hover:underline"
    >
      <span aria-hidden="true">←</span> Return To Account
    </Link>
  );
}

/**
 * An account page frame: the page's document title (its heading, in the shop's 'Heading | Shop' pattern) and
 * description, breadcrumbs, the heading, and a Return To Account link on sub-pages.
 */
export function AccountPageFrame({
  title,
  description,
  crumbs,
  back = true,
  actions,
  children,
}: {
  title: string;
  description: string;
  crumbs: Crumb[];
  back?: boolean;
  actions?: ReactNode;
  children: ReactNode;
}) {
  useSeo({ title, description });
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-8">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, ...crumbs]} />
      <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight text-neutral-950">{title}</h1>
        {actions}
      </div>
      {back && (
        <p className="mt-2">
          <ReturnToAccount />
        </p>
      )}
      <div className="mt-6">{children}</div>
    </div>
  );
}

export function Panel({
  title,
  action,
  children,
  id,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  id?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-bold text-neutral-950">
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export const buttonCls =
  'h-10 rounded-lg bg-red-600 px-5 text-sm font-bold text-white hover:bg-red-700 disabled:opacity-60';
export const secondaryButtonCls =
  'h-9 rounded-lg border border-neutral-300 px-3 text-sm font-semibold text-neutral-800 hover:bg-neutral-100';
