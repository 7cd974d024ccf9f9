import { useEffect, useSyncExternalStore } from 'react';
import { viewportFor, type Viewport } from '@shop/domain';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const snapshot = (): Viewport => viewportFor(window.innerWidth);

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
