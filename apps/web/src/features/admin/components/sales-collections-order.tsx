import { useEffect, useRef } from 'react';

/** The list with the item at `from` moved to `to` (both in range; the others keep their order). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

const orderButtonCls =
  'inline-flex h-9 w-9 items-center justify-center rounded-lg border border-neutral-300 bg-white text-neutral-800 transition hover:bg-neutral-100 disabled:cursor-not-allowed disabled:opacity-40';

function Arrow({ up }: { up: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4">
      <path
        d={up ? 'M10 4l6 7h-4v5H8v-5H4z' : 'M10 16l-6-7h4V4h4v5h4z'}
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

/**
 * Move up and Move down for one item of an ordered list (sales, a collection's products, menu siblings):
 * real buttons, named with the item ("Move SummerSale2025 up"), so a keyboard and a screen reader can reorder.
 * When the moved item reaches an end its button turns off: focus goes to the other one, never to the page.
 */
export function OrderButtons({
  name,
  index,
  count,
  disabled = false,
  onMove,
}: {
  name: string;
  index: number;
  count: number;
  disabled?: boolean;
  onMove: (from: number, to: number) => void;
}) {
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const moved = useRef<'up' | 'down' | null>(null);
  // Once the item is drawn at its new place, focus stays with it: on the button pressed, or on the other one
  // when the pressed one has turned off at an end (moving a row in the page can drop focus in some browsers).
  useEffect(() => {
    const direction = moved.current;
    if (!direction) return;
    moved.current = null;
    const pressed = direction === 'up' ? up.current : down.current;
    const other = direction === 'up' ? down.current : up.current;
    (pressed && !pressed.disabled ? pressed : other)?.focus();
  }, [index]);
  const move = (direction: 'up' | 'down') => {
    moved.current = direction;
    onMove(index, direction === 'up' ? index - 1 : index + 1);
  };
  return (
    <div className="flex gap-1">
      <button
        ref={up}
        type="button"
        className={orderButtonCls}
        aria-label={`Move ${name} up`}
        disabled={disabled || index === 0}
        onClick={() => move('up')}
      >
        <Arrow up />
      </button>
      <button
        ref={down}
        type="button"
        className={orderButtonCls}
        aria-label={`Move ${name} down`}
        disabled={disabled || index === count - 1}
        onClick={() => move('down')}
      >
        <Arrow up={false} />
      </button>
    </div>
  );
}
