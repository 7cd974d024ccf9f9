import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { VIP_POPUP_DELAY_MS, hasEmailConsent, shouldShowVipPopup, type FormType } from '@shop/domain';
import { useSession } from '../../auth/api/get-session';
import { useActiveSale } from '../../sales/api/get-active-sale';
import { useUiStore } from '../../../lib/ui-store';
import { useQuietMoment } from '../../../lib/use-quiet-moment';
import { useViewport } from '../../../lib/use-viewport';
import { readSaPopup } from '../lib/sa-popup';
import { useVipPopupState } from '../lib/popup-state';

const loadPopup = () => import('./vip-popup');
const VipPopup = lazy(() => loadPopup().then((m) => ({ default: m.VipPopup })));

/**
 * Opens the VIP popup 6 s after a page shows unless a suppression applies (account, consent, sa_popup,
 * suppressed paths, the page option, or an active sale with showEmailPopup off), at the first quiet moment
 * after that (no other prompt or dialog open, no form being filled). The popup's code loads only when the
 * delay has passed.
 */
export function VipPopupLauncher({ enabled = true }: { enabled?: boolean }) {
  const { pathname, key } = useLocation();
  const session = useSession();
  const sale = useActiveSale();
  const viewport = useViewport();
  const open = useVipPopupState((s) => s.open);
  const setOpen = useVipPopupState((s) => s.setOpen);

  const ready = session.status !== 'loading' && !sale.isPending;
  // No active sale (or a failed read): the popup still shows (docs/decisions/021).
  const saleAllows = sale.data?.sale ? sale.data.sale.layoutSettings.showEmailPopup : true;
  const allowedHere = (saPopup: string | null) =>
    enabled &&
    ready &&
    saleAllows &&
    shouldShowVipPopup({
      signedInWithAccount: session.status === 'authenticated',
      consented: hasEmailConsent({ email_consent: session.user?.['email_consent'] }),
      saPopup,
      pathname,
    });
  const eligible = allowedHere(readSaPopup());
  // While open, the stored value changes (closed, subscribed) must not hide it early.
  const mayStayOpen = allowedHere(null);

  // Each page view (its location key) starts the delay again; once it has passed the popup is due.
  const [dueOn, setDueOn] = useState<string | null>(null);
  const due = dueOn === key;
  useEffect(() => {
    if (!eligible || open) return;
    const timer = setTimeout(() => void loadPopup().then(() => setDueOn(key)), VIP_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [eligible, open, key]);

  // Due, it waits for a quiet moment: no push prompt or other dialog open, no form being filled.
  const pushOpen = useUiStore((s) => s.displayPushModal);
  const quiet = useQuietMoment(due && eligible && !open);
  useEffect(() => {
    if (!due || !eligible || !quiet || pushOpen || open) return;
    // Read the stored choice again: another tab may have closed or joined meanwhile.
    if (readSaPopup() === 'closed' || readSaPopup() === 'subscribed') return;
    setOpen(true);
  }, [due, eligible, quiet, pushOpen, open, setOpen]);

  // Leaving for a page where the popup may not show (or signing in) hides it without storing anything.
  useEffect(() => {
    if (open && !mayStayOpen) setOpen(false);
  }, [open, mayStayOpen, setOpen]);

  useEffect(() => () => setOpen(false), [setOpen]);

  if (!open) return null;
  const formType: FormType = viewport === 'mobile' ? 'mobile' : 'desktop';
  return (
    <Suspense fallback={null}>
      <VipPopup formType={formType} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
