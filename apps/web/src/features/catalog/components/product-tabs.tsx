import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { TabBox } from '@shop/domain';
import { CompatibilityTable } from './compatibility-table';

/** The product's metafields.tab_box_info boxes as an accessible tab list. */
export function ProductTabs({ boxes }: { boxes: TabBox[] }) {
  const [active, setActive] = useState(0);
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  if (boxes.length === 0) return null;

  const focusTab = (i: number) => {
    const next = (i + boxes.length) % boxes.length;
    setActive(next);
    tabRefs.current[next]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') focusTab(active + 1);
    else if (e.key === 'ArrowLeft') focusTab(active - 1);
    else if (e.key === 'Home') focusTab(0);
    else if (e.key === 'End') focusTab(boxes.length - 1);
  };

  return (
    <section aria-label="Product details" className="mt-12">
      <div
        role="tablist"
        aria-label="Product details"
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto border-b border-neutral-200"
      >
        {boxes.map((b, i) => (
          <button
            key={`${b.title}-${i}`}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${i}`}
            aria-selected={i === active}
            aria-controls={`${baseId}-panel-${i}`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
            className={`-mb-px whitespace-nowrap border-b-2 px-4 py-3 text-sm font-bold uppercase tracking-wide transition ${
              i === active
                ? 'border-red-600 text-neutral-950'
                : 'border-transparent text-neutral-600 hover:text-neutral-900'
            }`}
          >
            {b.title}
          </button>
        ))}
      </div>
      {boxes.map((b, i) => (
        <div
          key={`${b.title}-${i}`}
          role="tabpanel"
          id={`${baseId}-panel-${i}`}
          aria-labelledby={`${baseId}-tab-${i}`}
          hidden={i !== active}
          tabIndex={0}
          className="py-6"
        >
          {b.text && (
            <p className="mb-4 max-w-3xl whitespace-pre-line leading-relaxed text-neutral-700">{b.text}</p>
          )}
          {b.table && <CompatibilityTable title={b.title} table={b.table} />}
        </div>
      ))}
    </section>
  );
}
