import { Link } from 'react-router';
import { useSession } from '../../features/auth/api/get-session';

/**
 * The chat bubble (spec: shown only with a session): a plain link to the contact form, which writes an email to
 * the shop (no third-party chat code). It says so: "Email us", not "Chat with us", which promised a live chat.
 */
export function ChatButton() {
  const session = useSession();
  if (session.status !== 'authenticated') return null;
  // In its own landmark: content outside every landmark is missed by screen-reader navigation.
  return (
    <aside aria-label="Contact us" className="fixed bottom-4 right-4 z-30">
      <Link
        to="/pages/contact-us?screen=contact-form"
        className="inline-flex h-12 min-w-12 items-center justify-center gap-2 rounded-full bg-red-600 px-3.5 sm:px-5 text-sm font-bold text-white shadow-lg ring-2 ring-white/70 transition hover:bg-red-700"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          className="h-5 w-5"
        >
          <rect x="3" y="5" width="18" height="14" rx="2" strokeLinejoin="round" />
          <path d="m4 7 8 6 8-6" strokeLinejoin="round" />
        </svg>
        {/* A round button on a phone, where it would cover the fields beneath it. */}
        <span className="sr-only sm:not-sr-only">Email us</span>
      </Link>
    </aside>
  );
}
