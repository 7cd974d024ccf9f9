/** Brand name (a setting; the spec's default). */
export const SITE_NAME = import.meta.env.VITE_SITE_NAME ?? 'Skar Audio';
export const SITE_DESCRIPTION =
  'Car audio subwoofers, enclosures, amplifiers, speakers, marine audio, wiring kits and batteries.';
