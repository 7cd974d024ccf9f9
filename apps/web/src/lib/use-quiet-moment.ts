import { useEffect, useRef, useState } from 'react';

/** After the last keystroke in a field, how long a form still counts as being filled. */
export const TYPING_PAUSE_MS = 20_000;

/** Every open modal dialog of the shop (ModalDialog marks itself while it is open, not while it fades). */
const OPEN_DIALOG = '[role="dialog"][data-modal-open]';
const FIELD = 'input, textarea, select, [contenteditable="true"]';

/**
 * Whether something holds the shopper now: an open dialog (cart drawer, menu, another prompt) or a form being
 * filled (a field has focus, or one was typed in within TYPING_PAUSE_MS). A prompt opens only when this is false.
 */
export function shopperIsBusy(
  lastTypedAt: number,
  doc: Document = document,
  now: number = Date.now(),
): boolean {
  if (doc.querySelector(OPEN_DIALOG)) return true;
  const focused = doc.activeElement;
  if (focused instanceof Element && focused.matches(FIELD)) return true;
  return now - lastTypedAt < TYPING_PAUSE_MS;
}

/**
 * Whether a prompt that is `due` may show now: true when nothing holds the shopper (shopperIsBusy is false),
 * re-checked on every focus change, keystroke and dialog opening or closing while it is due. Keystrokes count
 * from mount, so typing during a prompt's delay holds it too. At most one prompt at a time, never over a dialog
 * or a form: the VIP popup and the push prompt wait for it.
 */
export function useQuietMoment(due: boolean): boolean {
  const lastTypedAt = useRef(Number.NEGATIVE_INFINITY);
  const [quiet, setQuiet] = useState(false);

  useEffect(() => {
    const typed = (event: Event) => {
      if (event.target instanceof Element && event.target.matches(FIELD)) lastTypedAt.current = Date.now();
    };
    document.addEventListener('input', typed, true);
    return () => document.removeEventListener('input', typed, true);
  }, []);

  useEffect(() => {
    if (!due) return;
    const check = () => setQuiet(!shopperIsBusy(lastTypedAt.current));
    // The typing pause ends without an event: look again when it does.
    let typingTimer: ReturnType<typeof setTimeout> | undefined;
    const lookAfterTyping = () => {
      clearTimeout(typingTimer);
      typingTimer = setTimeout(check, Math.max(0, lastTypedAt.current + TYPING_PAUSE_MS - Date.now()));
    };
    // focusout fires before the next element has focus: look once the focus has settled (a task later).
    let focusTimer: ReturnType<typeof setTimeout> | undefined;
    const focusMoved = () => {
      clearTimeout(focusTimer);
      focusTimer = setTimeout(check, 0);
    };
    const typed = () => {
      lookAfterTyping();
      check();
    };
    const dialogs = new MutationObserver(check);
    dialogs.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-modal-open'],
    });
    document.addEventListener('focusin', focusMoved);
    document.addEventListener('focusout', focusMoved);
    // Registered after the mount's listener, so lastTypedAt is already this keystroke's.
    document.addEventListener('input', typed, true);
    lookAfterTyping();
    check();
    return () => {
      clearTimeout(typingTimer);
      clearTimeout(focusTimer);
      dialogs.disconnect();
      document.removeEventListener('focusin', focusMoved);
      document.removeEventListener('focusout', focusMoved);
      document.removeEventListener('input', typed, true);
    };
  }, [due]);
  return due && quiet;
}
