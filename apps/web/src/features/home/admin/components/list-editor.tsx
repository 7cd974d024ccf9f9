import type { ReactNode } from 'react';
import { secondaryButtonCls } from '../../../admin/components/admin-ui';

const smallCls = `${secondaryButtonCls} h-9 px-3`;

/**
 * An ordered list the merchant edits in place (decision 082): each item's fields, Move up / Move down /
 * Remove (named with the item's `name` after the words they show: "Move up slide 2", WCAG 2.5.3 label in
 * name), and an Add button up to `max` items.
 */
export function ListEditor<T>({
  items,
  onChange,
  nameOf,
  renderItem,
  newItem,
  addLabel,
  max,
}: {
  items: readonly T[];
  onChange: (items: T[]) => void;
  /** The item's name in its buttons' labels: 'slide 2'. */
  nameOf: (index: number) => string;
  renderItem: (item: T, index: number, update: (item: T) => void) => ReactNode;
  newItem: () => T;
  addLabel: string;
  max: number;
}) {
  const move = (from: number, to: number) => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
  };
  return (
    <div className="grid gap-4">
      {items.length > 0 && (
        <ol className="grid gap-4">
          {items.map((item, i) => (
            <li key={i} className="grid gap-3 rounded-xl border border-neutral-200 p-4">
              {renderItem(item, i, (changed) => onChange(items.map((x, j) => (j === i ? changed : x))))}
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={smallCls}
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                  aria-label={`Move up ${nameOf(i)}`}
                >
                  Move up
                </button>
                <button
                  type="button"
                  className={smallCls}
                  disabled={i === items.length - 1}
                  onClick={() => move(i, i + 1)}
                  aria-label={`Move down ${nameOf(i)}`}
                >
                  Move down
                </button>
                <button
                  type="button"
                  className={smallCls}
                  onClick={() => onChange(items.filter((_, j) => j !== i))}
                  aria-label={`Remove ${nameOf(i)}`}
                >
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {items.length < max && (
        <div>
          <button
            type="button"
            className={secondaryButtonCls}
            onClick={() => onChange([...items, newItem()])}
          >
            {addLabel}
          </button>
        </div>
      )}
    </div>
  );
}
