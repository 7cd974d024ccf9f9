import type { ReactNode } from 'react';

/** A well-formed email, as the auth forms check it before sending. */
export const EMAIL_PATTERN = '[^\\s@]+@[^\\s@]+\\.[^\\s@]+';

/** The auth pages' primary button (sign in, create account, send a link, save a password). */
export const authButtonCls =
  'mt-2 h-12 rounded-lg bg-red-600 text-sm font-bold uppercase tracking-wide text-white transition hover:bg-red-700 disabled:opacity-60';

/** A link drawn as the primary button (after a form is done: go to sign in, go to the account). */
export const authLinkButtonCls =
  'mt-6 inline-flex h-11 items-center rounded-lg bg-red-600 px-5 text-sm font-bold uppercase tracking-wide text-white hover:bg-red-700';

/** An inline text link in the auth pages' copy. */
export const authTextLinkCls = 'font-semibold text-red-700 underline hover:text-red-800';

/** The card every sign-in, registration and recovery page sits in: a heading, then the page's content. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-14">
      <div className="rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-extrabold tracking-tight text-neutral-950">{title}</h1>
        {children}
      </div>
    </div>
  );
}

const TONES = {
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  error: 'border-red-300 bg-red-50 text-red-800',
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
} as const;

/** A boxed message: green for a done request, red for a refusal, amber for a notice. */
export function AuthNotice({
  tone,
  role,
  children,
}: {
  tone: keyof typeof TONES;
  /** 'alert' for a refusal shown on its own; none inside a status region that announces it. */
  role?: 'alert';
  children: ReactNode;
}) {
  return (
    <p role={role} className={`mt-4 rounded-lg border px-3 py-2 text-sm font-medium ${TONES[tone]}`}>
      {children}
    </p>
  );
}
