/** Brand name (a setting; the spec's default). */
export const SITE_NAME = import.meta.env.VITE_SITE_NAME ?? 'Skar Audio';
export const SITE_DESCRIPTION =
  'Car audio subwoofers, enclosures, amplifiers, speakers, marine audio, wiring kits and batteries.';

/** Support contact (settings with the shop's defaults). */
export const SUPPORT_EMAIL = import.meta.env.VITE_SUPPORT_EMAIL ?? 'support@skaraudio.com';
export const SUPPORT_PHONE: string | null = import.meta.env.VITE_SUPPORT_PHONE ?? null;
/** External help-center and product-video links (plain links; nothing is loaded from them). */
export const HELP_CENTER_URL = import.meta.env.VITE_HELP_CENTER_URL ?? 'https://help.skaraudio.com/';
export const PRODUCT_VIDEOS_URL =
  import.meta.env.VITE_PRODUCT_VIDEOS_URL ?? 'https://www.youtube.com/@SkarAudio';
