import type { ReactNode } from 'react';

/** The primary button and a link drawn as one, on the pages a marketing mail links to. */
export const mailLinkButtonCls =
  'h-12 rounded-lg bg-red-600 px-6 text-sm font-bold uppercase tracking-wide text-white transition hover:bg-red-700 disabled:opacity-60';
export const mailLinkLinkCls =
  'mt-6 inline-flex h-11 items-center rounded-lg bg-red-600 px-5 text-sm font-bold uppercase tracking-wide text-white hover:bg-red-700';

/** The card of the pages a marketing mail links to (confirm a sign-up, unsubscribe): a heading and its content. */
export function MailLinkCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-10 sm:py-14">
      <div className="rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-extrabold tracking-tight break-words text-neutral-950">{title}</h1>
        {children}
      </div>
    </div>
  );
}

const TONES = {
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  error: 'border-red-300 bg-red-50 text-red-800',
} as const;

/** A boxed answer: green when done, red when refused. */
export function MailLinkNotice({
  tone,
  role,
  children,
}: {
  tone: keyof typeof TONES;
  role?: 'alert';
  children: ReactNode;
}) {
  return (
    <p role={role} className={`mt-4 rounded-lg border px-3 py-2 text-sm font-medium ${TONES[tone]}`}>
      {children}
    </p>
  );
}
