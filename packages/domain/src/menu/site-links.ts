/**
 * The shop's fixed links: the main collections (mobile shortcut bar and home tiles) and the footer's groups
 * (the spec's route list plus the external help-center and product-video links). The web renders them; the
 * API's link check (apps/api modules/seo/site-links.test.ts) holds every one to a real page.
 */

/** The main collections of the spec (mobile shortcut bar and home tiles). */
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

export type FooterLink = { label: string; to: string; external?: boolean };
export type FooterLinkGroup = { title: string; links: readonly FooterLink[] };

/** Every footer link of the spec's route list, plus the external help-center and product-video links. */
export function footerLinkGroups(external: {
  helpCenterUrl: string;
  productVideosUrl: string;
}): readonly FooterLinkGroup[] {
  return [
    {
      title: 'Customer Service',
      links: [
        { to: '/pages/contact-us', label: 'Contact Us' },
        // A guest's way back to an order (decision 057): its number and email lead to its page.
        { to: '/orders/lookup', label: 'Find Your Order' },
        { to: '/pages/frequently-asked-questions', label: 'FAQ' },
        { to: '/pages/return-policy', label: 'Return Policy' },
        { to: '/pages/warranty-policy', label: 'Warranty Policy' },
        { to: '/pages/financing', label: 'Financing' },
        { to: external.helpCenterUrl, label: 'Help Center', external: true },
      ],
    },
    {
      title: 'Company',
      links: [
        { to: '/pages/about-us', label: 'About Us' },
        { to: '/pages/reviews', label: 'Reviews' },
        { to: '/jobs', label: 'Jobs' },
        { to: '/pages/become-a-dealer', label: 'Become a Dealer' },
        { to: '/pages/dealer-locator', label: 'Dealer Locator' },
      ],
    },
    {
      title: 'Resources',
      links: [
        { to: '/box-design-calculator', label: 'Box Design Calculator' },
        { to: '/subwoofer-wiring-diagrams', label: 'Subwoofer Wiring Diagrams' },
        { to: external.productVideosUrl, label: 'Product Videos', external: true },
        { to: '/pages/privacy-policy', label: 'Privacy Policy' },
        { to: '/pages/terms-and-conditions', label: 'Terms & Conditions' },
      ],
    },
  ];
}

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
