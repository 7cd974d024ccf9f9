import { lazy, Suspense, useEffect, useState } from 'react';
import { PUSH_PROMPT_DELAY_MS, shouldShowPushPrompt } from '@shop/domain';
import { useActiveSale } from '../../sales/api/get-active-sale';
import { useUiStore } from '../../../lib/ui-store';
import { useQuietMoment } from '../../../lib/use-quiet-moment';
import { useVipPopupState } from '../../marketing/lib/popup-state';
import { notificationPermission } from '../lib/push-subscribe';
import { readRemindAfter } from '../lib/remind-after';

const loadPrompt = () => import('./push-prompt');
const PushPrompt = lazy(() => loadPrompt().then((m) => ({ default: m.PushPrompt })));

/**
 * Shows the 'Become a VIP' push prompt 8 s after the app starts, only when notification permission is
 * 'default', the stored push_remind_after date is not in the future, the page option allows it and the
 * active sale's showPushPopup is on (no sale: shown). It waits while the VIP popup or any other dialog is open
 * and while a form is being filled (useQuietMoment).
 */
export function PushPromptLauncher({ enabled = true }: { enabled?: boolean }) {
  const sale = useActiveSale();
  const display = useUiStore((s) => s.displayPushModal);
  const openPushModal = useUiStore((s) => s.openPushModal);
  const closePushModal = useUiStore((s) => s.closePushModal);
  const vipOpen = useVipPopupState((s) => s.open);
  const [due, setDue] = useState(false);

  const saleAllows = sale.data?.sale ? sale.data.sale.layoutSettings.showPushPopup : true;
  const permission = notificationPermission();
  const eligible =
    enabled &&
    !sale.isPending &&
    saleAllows &&
    permission !== null &&
    shouldShowPushPrompt({ permission, remindAfter: readRemindAfter(), now: new Date() });

  useEffect(() => {
    if (!eligible || due) return;
    const timer = setTimeout(() => void loadPrompt().then(() => setDue(true)), PUSH_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [eligible, due]);

  // Due, it still waits for a quiet moment: no other prompt, no open dialog, no form being filled.
  const quiet = useQuietMoment(due && eligible && !display);
  useEffect(() => {
    if (due && eligible && quiet && !vipOpen && !display) openPushModal();
  }, [due, eligible, quiet, vipOpen, display, openPushModal]);

  // Once shown and answered, it stays away for this page view.
  const close = () => {
    setDue(false);
    closePushModal();
  };

  if (!display || vipOpen) return null;
  return (
    <Suspense fallback={null}>
      <PushPrompt onClose={close} />
    </Suspense>
  );
}
