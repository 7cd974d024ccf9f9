/** Smooth-scrolls to an element (jsdom and old browsers lack scrollIntoView: then nothing happens). */
export function scrollToElement(el: Element | null, behavior: ScrollBehavior = 'smooth'): void {
  const target = el as (Element & { scrollIntoView?: Element['scrollIntoView'] }) | null;
  if (target && typeof target.scrollIntoView === 'function')
    target.scrollIntoView({ behavior, block: 'start' });
}

export const REVIEWS_ANCHOR = 'product-reviews';
export const REVIEW_POPUP_HASH = '#reviewPopup';
