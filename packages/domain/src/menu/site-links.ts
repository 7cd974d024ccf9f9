/**
 * The shop's fixed links: the main collections (the mobile shortcut bar) and the payment methods. The footer's
 * groups and the home's tiles are the merchant's (home/home.ts, decision 082). The API's link check (apps/api
 * modules/seo/site-links.test.ts) holds every fixed link to a real page.
 */

/** The main collections of the spec (the mobile shortcut bar; the demo's home tiles). */
export const MAIN_COLLECTIONS = [
  { handle: 'car-subwoofers', label: 'Subwoofers', hint: 'SVR, EVL, ZVX & more' },
  { handle: 'loaded-subwoofer-enclosures', label: 'Loaded Enclosures', hint: 'Ready-to-play bass' },
  {
    handle: 'vehicle-specific-subwoofer-enclosures',
    label: 'Vehicle Specific',
    hint: 'Built for your truck',
  },
  { handle: 'car-amplifiers', label: 'Amplifiers', hint: 'Mono & multi-channel' },
  { handle: 'car-speakers', label: 'Speakers', hint: 'Coaxial & component' },
  { handle: 'marine-audio', label: 'Marine Audio', hint: 'Built for the water' },
  { handle: 'car-audio-batteries', label: 'Batteries', hint: 'AGM & lithium power' },
  {
    handle: 'car-audio-installation-accessories-wiring-equipment',
    label: 'More...',
    hint: 'Amp kits, wiring & more',
  },
] as const;

export const PAYMENT_METHODS = [
  'American Express',
  'Diners Club',
  'Discover',
  'Mastercard',
  'Visa',
  'PayPal',
  'Amazon Pay',
  'Apple Pay',
  'Google Pay',
] as const;
