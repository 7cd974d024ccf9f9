import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { VIP_POPUP_DELAY_MS, hasEmailConsent, shouldShowVipPopup, type FormType } from '@shop/domain';
import { useSession } from '../../auth/api/get-session';
import { useActiveSale } from '../../sales/api/get-active-sale';
import { useViewport } from '../../../lib/use-viewport';
import { readSaPopup } from '../lib/sa-popup';
import { useVipPopupState } from '../lib/popup-state';

const loadPopup = () => import('./vip-popup');
const VipPopup = lazy(() => loadPopup().then((m) => ({ default: m.VipPopup })));

/**
 * Opens the VIP popup 6 s after a page shows unless a suppression applies (account, consent, sa_popup,
 * suppressed paths, the page option, or an active sale with showEmailPopup off). The popup's code loads
 * only when the delay has passed.
 */
export function VipPopupLauncher({ enabled = true }: { enabled?: boolean }) {
  const { pathname } = useLocation();
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

  useEffect(() => {
    if (!eligible || open) return;
    const timer = setTimeout(() => {
      // Read the stored choice again: another tab may have closed or joined meanwhile.
      if (readSaPopup() === 'closed' || readSaPopup() === 'subscribed') return;
      void loadPopup().then(() => setOpen(true));
    }, VIP_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [eligible, open, pathname, setOpen]);

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
