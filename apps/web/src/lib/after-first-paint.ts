import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the app has painted its first frame. The parts outside the first screen (the footer, the popups'
 * launchers, the chat bubble, the desktop mega menu, the home's best-seller cards) are rendered, and their
 * chunks asked for, only after it: on a phone's network they then no longer share the bandwidth with the first
 * screen's image and data, and the largest paint does not wait for them (docs/decisions/053-initial-bundle.md).
 * Once true it stays true: every later page renders them at once.
 */
let painted = false;
let scheduled = false;
const waiting = new Set<() => void>();

function markPainted() {
  painted = true;
  for (const notify of waiting) notify();
  waiting.clear();
}

/**
 * `run` after the next frame is painted: a task queued from an animation frame runs once that frame is on
 * screen. A hidden page paints no frame (its animation frames wait): there it runs in the next task.
 */
function afterNextPaint(run: () => void) {
  if (document.visibilityState === 'hidden') setTimeout(run, 0);
  else requestAnimationFrame(() => setTimeout(run, 0));
}

function whenPainted(notify: () => void) {
  waiting.add(notify);
  if (!scheduled) {
    scheduled = true;
    afterNextPaint(markPainted);
  }
  return () => void waiting.delete(notify);
}

/**
 * False until the first frame after the caller's first render is on screen, then true for good. The parts it
 * lets in render as a transition (in React's 5 ms slices, like the first render), not as one blocking task.
 */
export function useAfterFirstPaint(): boolean {
  const [shown, setShown] = useState(painted);
  useEffect(() => {
    if (shown) return;
    const show = () => startTransition(() => setShown(true));
    // Painted between this part's render and its effect: no frame to wait for.
    if (painted) return void show();
    return whenPainted(show);
  }, [shown]);
  return shown;
}
