import { useState } from 'react';
import type { HomeSlide } from '@shop/domain';
import { HomeLink } from './home-link';

const arrowCls =
  'absolute top-1/2 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-zinc-950/70 text-2xl font-black text-white hover:bg-zinc-950';

/**
 * The hero's slides (decision 082), one at a time with previous and next buttons (no autoplay: nothing moves
 * unless asked). The first is the page's largest paint: loaded eagerly at high priority, as the server
 * preloads it, with its stored widths.
 */
export function HeroSlides({ slides }: { slides: readonly HomeSlide[] }) {
  const [index, setIndex] = useState(0);
  const at = index < slides.length ? index : 0;
  const slide = slides[at];
  if (!slide) return null;
  const step = (by: number) => setIndex((at + by + slides.length) % slides.length);
  return (
    <section aria-roledescription="carousel" aria-label="Featured" className="relative bg-zinc-950">
      <HomeLink to={slide.link} className="block">
        <img
          key={slide.image}
          src={slide.image}
          srcSet={slide.srcset ?? undefined}
          sizes={slide.srcset ? '100vw' : undefined}
          alt={slide.alt}
          width={1920}
          height={640}
          fetchPriority={at === 0 ? 'high' : undefined}
          className="mx-auto aspect-[3/1] w-full max-w-[1920px] object-cover"
        />
      </HomeLink>
      {slides.length > 1 && (
        <>
          <button
            type="button"
            aria-label="Previous slide"
            onClick={() => step(-1)}
            className={`${arrowCls} left-3`}
          >
            ‹
          </button>
          <button
            type="button"
            aria-label="Next slide"
            onClick={() => step(1)}
            className={`${arrowCls} right-3`}
          >
            ›
          </button>
          <p aria-live="polite" className="sr-only">
            Slide {at + 1} of {slides.length}
          </p>
        </>
      )}
    </section>
  );
}
