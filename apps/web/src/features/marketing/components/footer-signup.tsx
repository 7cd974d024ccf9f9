import { lazy, Suspense } from 'react';
import type { FormType } from '@shop/domain';
import { useSession } from '../../auth/api/get-session';
import { useViewport } from '../../../lib/use-viewport';

// The form, its validation rules and its API call sit below the page's content: they load after the first
// render, out of the initial JS (ARCHITECTURE.md's Budgets, docs/decisions/053-initial-bundle.md).
const FooterSignupForm = lazy(() =>
  import('./footer-signup-form').then((m) => ({ default: m.FooterSignupForm })),
);

/**
 * The footer signup form above the footer (spec: email, phone, emailConsent, smsConsent; form_type mobile
 * under 768 px else desktop). Hidden when signed in with an email, and per the page options.
 */
export function FooterSignup({ desktop = true, mobile = true }: { desktop?: boolean; mobile?: boolean }) {
  const viewport = useViewport();
  const session = useSession();
  const formType: FormType = viewport === 'mobile' ? 'mobile' : 'desktop';
  if (formType === 'mobile' ? !mobile : !desktop) return null;
  if (session.status !== 'unauthenticated') return null;
  return (
    <Suspense fallback={null}>
      <FooterSignupForm formType={formType} />
    </Suspense>
  );
}
