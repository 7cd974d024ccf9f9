/**
 * The home page and footer the merchant edits (decision 082): hero slides (a picture, its alt text, a link, an
 * order and an optional schedule), category tiles, the announcement bar and the footer's link groups. The
 * storefront reads one public answer (`GET /api/home`, seo/page-reads.ts HOME_API_URL, on every page) holding only what is shown now: the
 * slides whose schedule holds the moment, the bar when it is on. The back office reads and replaces each part
 * whole (its order is the list's). The rules here import no zod: the storefront's first load uses them
 * (home/schemas.ts holds the API's schemas).
 */

export const HOME_SLIDES_MAX = 8;
export const HOME_TILES_MAX = 12;
export const FOOTER_GROUPS_MAX = 6;
export const FOOTER_LINKS_MAX = 12;
export const ANNOUNCEMENT_MAX = 160;

const UNSAFE_TEXT = /[\s\\"'<>]/;

/**
 * Where a merchant's link may lead: a path on this site ('/collections/x?y=1', one leading '/') or an https
 * URL with a host. Anything else (javascript:, data:, http:, '//other.site', a relative 'x') is refused.
 */
export function isSafeLink(link: string): boolean {
  if (link.length === 0 || link.length > 500) return false;
  if (link.startsWith('/')) return !link.startsWith('//') && !/[\s\\]/.test(link);
  if (!link.toLowerCase().startsWith('https://') || UNSAFE_TEXT.test(link) || !URL.canParse(link))
    return false;
  const url = new URL(link);
  return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
}

/** A footer group as the storefront's answer holds it (schemas.ts FooterGroupSchema). */
export type FooterGroup = { title: string; links: { label: string; url: string }[] };

export type Schedule = { startsAt: string | null; endsAt: string | null };

/** True while `now` is inside the schedule: from its start (none: always begun) until its end (none: never). */
export function isScheduledAt(schedule: Schedule, now: Date): boolean {
  const at = now.getTime();
  if (schedule.startsAt !== null && Date.parse(schedule.startsAt) > at) return false;
  return schedule.endsAt === null || at < Date.parse(schedule.endsAt);
}

/** The slides to show at `now`, in their order. */
export const shownSlides = <S extends Schedule>(slides: readonly S[], now: Date): S[] =>
  slides.filter((s) => isScheduledAt(s, now));

/** What is wrong with a schedule, or null: an end must come after the start. */
export function scheduleProblem(schedule: Schedule): string | null {
  if (schedule.startsAt !== null && schedule.endsAt !== null && schedule.endsAt <= schedule.startsAt)
    return 'The end must come after the start';
  return null;
}

/**
 * The footer of a shop whose merchant has stored none (a new production shop): the pages of the spec's route
 * list. The demo stores these with the help-center and product-video links.
 */
export const DEFAULT_FOOTER_GROUPS: readonly FooterGroup[] = [
  {
    title: 'Customer Service',
    links: [
      { url: '/pages/contact-us', label: 'Contact Us' },
      // A guest's way back to an order (decision 057): its number and email lead to its page.
      { url: '/orders/lookup', label: 'Find Your Order' },
      { url: '/pages/frequently-asked-questions', label: 'FAQ' },
      { url: '/pages/return-policy', label: 'Return Policy' },
      { url: '/pages/warranty-policy', label: 'Warranty Policy' },
      { url: '/pages/financing', label: 'Financing' },
    ],
  },
  {
    title: 'Company',
    links: [
      { url: '/pages/about-us', label: 'About Us' },
      { url: '/pages/reviews', label: 'Reviews' },
      { url: '/jobs', label: 'Jobs' },
      { url: '/pages/become-a-dealer', label: 'Become a Dealer' },
      { url: '/pages/dealer-locator', label: 'Dealer Locator' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { url: '/box-design-calculator', label: 'Box Design Calculator' },
      { url: '/subwoofer-wiring-diagrams', label: 'Subwoofer Wiring Diagrams' },
      { url: '/pages/privacy-policy', label: 'Privacy Policy' },
      { url: '/pages/terms-and-conditions', label: 'Terms & Conditions' },
    ],
  },
];
