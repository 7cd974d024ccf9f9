import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { SLIDER_SCROLL_TOLERANCE_PX } from '@shop/domain';

export type SliderProps<T> = {
  items: T[];
  renderItem: (item: T, index: number) => ReactNode;
  /** Accessible name of the slider region, e.g. "Product images". */
  label: string;
  /** Noun used in the arrows and dots: "image" gives "Previous image", "Go to image 2". */
  itemNoun?: string;
  className?: string;
};

/**
 * A horizontal scroll-snap slider: previous/next arrows (disabled at the start and the end, with the spec's
 * 10 px scroll-end tolerance), dots, left/right arrow keys and an sr-only live caption "Image n of m".
 */
export function Slider<T>({ items, renderItem, label, itemNoun = 'image', className = '' }: SliderProps<T>) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const captionId = useId();
  const count = items.length;
  const Noun = itemNoun.charAt(0).toUpperCase() + itemNoun.slice(1);

  const goTo = useCallback(
    (next: number) => {
      const target = Math.max(0, Math.min(count - 1, next));
      setIndex(target);
      const track = trackRef.current;
      if (track && typeof track.scrollTo === 'function') {
        track.scrollTo({ left: target * track.clientWidth, behavior: 'smooth' });
      }
    },
    [count],
  );

  // Follow manual scrolling (touch swipe, trackpad): the ends count within the tolerance.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const onScroll = () => {
      const { scrollLeft, clientWidth, scrollWidth } = track;
      if (clientWidth === 0) return;
      if (scrollLeft <= SLIDER_SCROLL_TOLERANCE_PX) setIndex(0);
      else if (scrollLeft + clientWidth >= scrollWidth - SLIDER_SCROLL_TOLERANCE_PX) setIndex(count - 1);
      else setIndex(Math.round(scrollLeft / clientWidth));
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    return () => track.removeEventListener('scroll', onScroll);
  }, [count]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'ArrowLeft') {
      e.preventDefault();
      goTo(index - 1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      goTo(index + 1);
    }
  };

  const atStart = index <= 0;
  const atEnd = index >= count - 1;
  const arrow =
    'absolute top-1/2 z-10 grid h-10 w-10 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-zinc-900 shadow-md ring-1 ring-black/10 transition hover:bg-white disabled:cursor-not-allowed disabled:opacity-30';

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={`relative ${className}`}
      onKeyDown={onKeyDown}
    >
      <div
        ref={trackRef}
        tabIndex={0}
        aria-describedby={captionId}
        className="flex snap-x snap-mandatory overflow-x-auto scroll-smooth rounded-xl [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 [&::-webkit-scrollbar]:hidden"
      >
        {items.map((item, i) => (
          <div
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            aria-hidden={i !== index}
            className="w-full shrink-0 snap-center"
          >
            {renderItem(item, i)}
          </div>
        ))}
      </div>
      <p id={captionId} className="sr-only" aria-live="polite" aria-atomic="true">
        {`${Noun} ${Math.min(index + 1, count)} of ${count}`}
      </p>
      {count > 1 && (
        <>
          <button
            type="button"
            className={`${arrow} left-2`}
            aria-label={`Previous ${itemNoun}`}
            disabled={atStart}
            onClick={() => goTo(index - 1)}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
            >
              <path d="M15 18l-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          <button
            type="button"
            className={`${arrow} right-2`}
            aria-label={`Next ${itemNoun}`}
            disabled={atEnd}
            onClick={() => goTo(index + 1)}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
            >
              <path d="M9 6l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          {/* Each dot is a 24 x 24 px target (WCAG 2.5.8) around the small visible dot. */}
          <div className="mt-1 flex justify-center">
            {items.map((_, i) => (
              <button
                key={i}
                type="button"
                aria-label={`Go to ${itemNoun} ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => goTo(i)}
                className="group grid h-6 min-w-6 place-items-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={`block h-2.5 rounded-full transition-all ${i === index ? 'w-6 bg-red-600' : 'w-2.5 bg-neutral-300 group-hover:bg-neutral-400'}`}
                />
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
