import { useEffect, useSyncExternalStore } from 'react';
import { viewportFor, type Viewport } from '@shop/domain';

let current: Viewport | null = null;

function subscribe(onChange: () => void): () => void {
  const onResize = () => {
    current = null;
    onChange();
  };
  window.addEventListener('resize', onResize);
  return () => window.removeEventListener('resize', onResize);
}

/**
 * Reading window.innerWidth forces a style and layout pass when the DOM has changed since the last one: read
 * per component while React commits a page of cards, it made layout run once per card (about 170 ms of a
 * collection page's first render on a throttled phone). It is read once per JS task (and after a resize).
 */
function snapshot(): Viewport {
  if (current === null) {
    current = viewportFor(window.innerWidth);
    queueMicrotask(() => {
      current = null;
    });
  }
  return current;
}

/** The spec's viewport class: mobile under 768 px, tablet 768 to 1024, desktop above. */
export function useViewport(): Viewport {
  return useSyncExternalStore(subscribe, snapshot, () => 'desktop' as const);
}

/** Mirrors the viewport class on <html data-viewport="..."> for CSS and for scripts that need it. */
export function useViewportClass(): Viewport {
  const viewport = useViewport();
  useEffect(() => {
    document.documentElement.dataset.viewport = viewport;
  }, [viewport]);
  return viewport;
}
