import { useEffect, useRef, type HTMLAttributes, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The body's class while a dialog locks page scroll (app/styles.css). */
export const NO_SCROLL_CLASS = 'no-scroll';

type OpenDialog = { el: HTMLElement; layer: number };

/**
 * Open dialogs in the order they are seen, the top last: by layer (their z-index), then by opening. Only
 * the top one answers Escape and Tab: a cart drawer that opens under the VIP popup (an add answered
 * while the popup was up) waits beneath it rather than taking the keys from what the visitor sees.
 */
const openDialogs: OpenDialog[] = [];

const topDialog = (): HTMLElement | undefined => openDialogs[openDialogs.length - 1]?.el;

function addDialog(dialog: OpenDialog): void {
  const at = openDialogs.findIndex((d) => d.layer > dialog.layer);
  openDialogs.splice(at === -1 ? openDialogs.length : at, 0, dialog);
}

/** Focus can go back to an element still in the page and shown (a menu button hidden at md is not). */
const canFocus = (el: HTMLElement | null): el is HTMLElement =>
  !!el?.isConnected && (typeof el.checkVisibility !== 'function' || el.checkVisibility());

/**
 * Page scroll stays locked while any dialog is open. The scrollbar's width is given to the body as padding
 * so the page behind does not shift sideways when its scrollbar goes.
 */
let scrollLocks = 0;
let paddingBefore = '';

function lockScroll(): void {
  if (scrollLocks++ > 0) return;
  const body = document.body;
  const scrollbar = window.innerWidth - document.documentElement.clientWidth;
  paddingBefore = body.style.paddingRight;
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  body.classList.add(NO_SCROLL_CLASS);
}

function unlockScroll(): void {
  if (--scrollLocks > 0) return;
  document.body.classList.remove(NO_SCROLL_CLASS);
  document.body.style.paddingRight = paddingBefore;
}

/** Tab from the last item (or from outside) goes to the first, Shift+Tab from the first to the last. */
function keepTabInside(e: KeyboardEvent, root: HTMLElement): void {
  const items = Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  const outside = !root.contains(active) || active === root;
  if (!first || !last) {
    e.preventDefault();
    root.focus();
  } else if (e.shiftKey && (active === first || outside)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (active === last || outside)) {
    e.preventDefault();
    first.focus();
  }
}

/**
 * While mounted and active, `root` is a modal dialog: focus moves into it (to the element marked
 * `data-autofocus`, else the dialog itself) when it is the top one, Tab and Shift+Tab stay inside, Escape
 * calls `onClose`, page scroll is locked, and when it closes (unmounts or turns inactive) focus goes back to
 * whatever had it before, if it was on top and that element is still shown.
 */
function useModalDialog(
  root: RefObject<HTMLElement | null>,
  onClose: () => void,
  layer: number,
  active: boolean,
): void {
  // Read at key time, so a new callback each render does not rebuild the dialog (and lose the opener).
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const el = root.current;
    if (!el || !active) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    addDialog({ el, layer });
    lockScroll();
    if (topDialog() === el) (el.querySelector<HTMLElement>('[data-autofocus]') ?? el).focus();

    const onKey = (e: KeyboardEvent) => {
      if (topDialog() !== el) return;
      if (e.key === 'Escape') {
        e.preventDefault();
        close.current();
      } else if (e.key === 'Tab') {
        keepTabInside(e, el);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      const wasTop = topDialog() === el;
      document.removeEventListener('keydown', onKey);
      openDialogs.splice(
        openDialogs.findIndex((d) => d.el === el),
        1,
      );
      unlockScroll();
      if (!wasTop) return;
      const next = topDialog();
      if (next && !next.contains(opener))
        (next.querySelector<HTMLElement>('[data-autofocus]') ?? next).focus();
      else if (canFocus(opener)) opener.focus();
    };
  }, [root, layer, active]);
}

export type ModalDialogProps = Omit<HTMLAttributes<HTMLDivElement>, 'role' | 'tabIndex'> & {
  /** Escape calls it; the caller unmounts the dialog (or hides it) to close. */
  onClose: () => void;
  /** The dialog element, for callers that measure or focus inside it. */
  ref?: RefObject<HTMLDivElement | null>;
  /** Its z-index: of two open dialogs, the higher layer is on top and answers the keys (default 0). */
  layer?: number;
  /** False while it stays mounted but closed (a fade-out): no trap, no scroll lock, focus given back. */
  active?: boolean;
};

/**
 * The shop's one modal dialog (cart drawer, mobile menu, filters, VIP popup, push prompt, review photos):
 * a `role="dialog"` `aria-modal` element with the behaviour of useModalDialog. Name it with
 * `aria-labelledby` or `aria-label`; the backdrop and the look stay the caller's.
 */
export function ModalDialog({ onClose, ref, layer = 0, active = true, children, ...rest }: ModalDialogProps) {
  const own = useRef<HTMLDivElement>(null);
  const root = ref ?? own;
  useModalDialog(root, onClose, layer, active);
  return (
    <div
      ref={root}
      role="dialog"
      aria-modal="true"
      tabIndex={-1}
      // Open, not fading out: prompts wait while any is (lib/use-quiet-moment).
      data-modal-open={active ? '' : undefined}
      {...rest}
    >
      {children}
    </div>
  );
}
