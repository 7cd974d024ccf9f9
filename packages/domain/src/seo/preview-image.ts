/**
 * Link-preview pictures (decision 063): Facebook, X and LinkedIn show no SVG, so og:image is a raster copy of
 * the page's picture, 1200x630 PNG, that the API draws (apps/api modules/og-images). Its path follows from the
 * picture's: a stored picture `/img/{rest}.{svg|webp|png|jpg}` is previewed at `/img/og/{rest}.png` (a stored
 * path's bytes never change, so neither does its preview); any other picture, or none, gives the shop's own
 * picture's: the merchant's uploaded logo's preview (decision 080: an upload is named by its bytes' hash, so a
 * new logo is a new preview path), else SITE_PREVIEW_PATH (the web app's favicon).
 */

export const PREVIEW_IMAGE = { width: 1200, height: 630, type: 'image/png' } as const;

/** Where previews are served; the API's routes and the pages' og:image agree on it. */
export const PREVIEW_PREFIX = '/img/og';

/**
 * The preview of the shop's own picture: the merchant's logo when one is uploaded, else /favicon.svg (the
 * Organization's logo too). Pages name the logo's own preview instead when there is one (previewImagePath).
 */
export const SITE_PREVIEW_PATH = `${PREVIEW_PREFIX}/site.png`;

const STORED_PICTURE =
  /^\/img\/((?:p|products|uploads|banners|menu|collections|ui)\/[^?#]+)\.(?:svg|webp|png|jpe?g)$/i;

const storedPreview = (picture: string | null | undefined): string | null => {
  const stored = picture ? STORED_PICTURE.exec(picture) : null;
  return stored ? `${PREVIEW_PREFIX}/${stored[1]}.png` : null;
};

/**
 * The path of the preview of `picture` (a path or URL of the shop's, or null); when it has none, that of the
 * shop's logo (`siteLogo`, the settings' uploaded logo), else SITE_PREVIEW_PATH.
 */
export function previewImagePath(picture: string | null, siteLogo: string | null = null): string {
  return storedPreview(picture) ?? storedPreview(siteLogo) ?? SITE_PREVIEW_PATH;
}
