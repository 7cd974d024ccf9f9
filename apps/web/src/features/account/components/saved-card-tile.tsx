import { useEffect, useId, useRef, useState } from 'react';
import { CARD_DELETE_CONFIRMATION, type SavedCard } from '@shop/domain';
import { CardBrandLogo, CARD_BRAND_NAMES } from '../../../components/ui/card-brand-logo';
import { useDeleteCard, useUpdateCard } from '../api/cards';

/** The Edit and Delete menu of a tile: a real button with aria-haspopup; closes on outside click and Escape. */
export function CardMenu({
  label,
  onEdit,
  onDelete,
}: {
  label: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent | MouseEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const choose = (fn: () => void) => () => {
    setOpen(false);
    fn();
  };
  const item =
    'block w-full px-4 py-2 text-left text-sm font-medium text-neutral-800 hover:bg-neutral-100 focus-visible:bg-neutral-100';

  return (
    <div ref={ref} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`Card options: ${label}`}
        onClick={() => setOpen((o) => !o)}
        className="flex h-9 w-9 items-center justify-center rounded-full text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-5 w-5">
          <circle cx="10" cy="4" r="1.6" />
          <circle cx="10" cy="10" r="1.6" />
          <circle cx="10" cy="16" r="1.6" />
        </svg>
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={`Options for ${label}`}
          className="absolute right-0 z-20 mt-1 w-36 overflow-hidden rounded-lg bg-white py-1 shadow-lg ring-1 ring-black/10"
        >
          <button type="button" role="menuitem" className={item} onClick={choose(onEdit)}>
            Edit
          </button>
          <button type="button" role="menuitem" className={`${item} text-red-700`} onClick={choose(onDelete)}>
            Delete
          </button>
        </div>
      )}
    </div>
  );
}

/** The delete confirmation overlay: 'Yes, Delete' (submitting while the delete runs) and 'Cancel'. */
export function DeleteCardConfirm({
  submitting,
  error,
  onConfirm,
  onCancel,
}: {
  submitting: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => cancelRef.current?.focus(), []);
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !submitting) onCancel();
      }}
      className="absolute inset-0 z-30 flex flex-col items-center justify-center gap-3 rounded-xl bg-white/95 p-4 text-center backdrop-blur-sm"
    >
      <p id={titleId} className="text-sm font-semibold text-neutral-900">
        {CARD_DELETE_CONFIRMATION}
      </p>
      {error && (
        <p role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <button
          type="button"
          onClick={onConfirm}
          disabled={submitting}
          aria-busy={submitting || undefined}
          className="h-9 rounded-lg bg-red-600 px-4 text-sm font-bold text-white hover:bg-red-700 disabled:opacity-60"
        >
          {submitting ? 'Deleting…' : 'Yes, Delete'}
        </button>
        <button
          ref={cancelRef}
          type="button"
          onClick={onCancel}
          disabled={submitting}
          className="h-9 rounded-lg border border-neutral-300 px-4 text-sm font-semibold text-neutral-800 hover:bg-neutral-100"
        >
          Cancel
        </button>
      </div>
    </div>
  );
}

function EditCardForm({ card, onDone }: { card: SavedCard; onDone: () => void }) {
  const update = useUpdateCard();
  const [nickname, setNickname] = useState(card.card_nickname ?? '');
  const [isDefault, setIsDefault] = useState(card.is_default_card === 1);
  const id = useId();
  return (
    <form
      aria-label="Edit card"
      className="mt-3 flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        update.mutate(
          { id: card.id, body: { card_nickname: nickname.trim() || null, is_default_card: isDefault } },
          { onSuccess: onDone },
        );
      }}
    >
      <label htmlFor={`${id}-nick`} className="text-xs font-semibold text-neutral-700">
        Nickname
      </label>
      <input
        id={`${id}-nick`}
        value={nickname}
        maxLength={50}
        onChange={(e) => setNickname(e.target.value)}
        className="h-9 rounded-md border border-neutral-300 px-2 text-sm"
      />
      <label className="flex items-center gap-2 text-sm text-neutral-800">
        <input
          type="checkbox"
          checked={isDefault}
          onChange={(e) => setIsDefault(e.target.checked)}
          className="h-4 w-4 accent-red-600"
        />
        Default card
      </label>
      {update.isError && (
        <p role="alert" className="text-xs text-red-700">
          We could not save the card. Please try again.
        </p>
      )}
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={update.isPending}
          className="h-8 rounded-md bg-neutral-900 px-3 text-xs font-bold text-white disabled:opacity-60"
        >
          {update.isPending ? 'Saving…' : 'Save'}
        </button>
        <button
          type="button"
          onClick={onDone}
          className="h-8 rounded-md border border-neutral-300 px-3 text-xs font-semibold"
        >
          Cancel
        </button>
      </div>
    </form>
  );
}

/** A saved card: brand logo, 'ending in 1234', expiry, nickname, default marker, and the Edit and Delete menu. */
export function SavedCardTile({ card }: { card: SavedCard }) {
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm-delete'>('view');
  const del = useDeleteCard();
  const brand = CARD_BRAND_NAMES[card.card_brand];
  const label = `${brand} ending in ${card.card_no}`;
  return (
    <li aria-label={label} className="relative rounded-xl border border-neutral-200 bg-white p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <CardBrandLogo brand={card.card_brand} className="h-8 w-12 shrink-0" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-neutral-900">
            <span className="sr-only">{brand} </span>ending in {card.card_no}
          </p>
          <p className="text-sm text-neutral-600">
            Expires {card.exp_month}/{card.exp_year}
          </p>
          {card.card_nickname && <p className="truncate text-sm text-neutral-800">{card.card_nickname}</p>}
          {card.is_default_card === 1 && (
            <span className="mt-1 inline-block rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-800">
              Default
            </span>
          )}
        </div>
        <CardMenu label={label} onEdit={() => setMode('edit')} onDelete={() => setMode('confirm-delete')} />
      </div>
      {mode === 'edit' && <EditCardForm card={card} onDone={() => setMode('view')} />}
      {mode === 'confirm-delete' && (
        <DeleteCardConfirm
          submitting={del.isPending}
          error={del.isError ? 'We could not delete the card. Please try again.' : null}
          onConfirm={() => del.mutate(card.id, { onSuccess: () => setMode('view') })}
          onCancel={() => {
            del.reset();
            setMode('view');
          }}
        />
      )}
    </li>
  );
}
