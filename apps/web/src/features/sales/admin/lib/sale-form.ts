import {
  SaleSettingInputSchema,
  defaultSaleLayout,
  fromShopWallTime,
  toShopWallTime,
  type SaleSetting,
  type SaleSettingInput,
} from '@shop/domain';
import { ApiError } from '../../../../lib/api-client';

/**
 * The sale editor's form as typed: percentages as percent ('20' for 20%), times as New York wall time, empty
 * text for "no image". `toSaleInput` turns it into the stored shape (fractions, UTC ISO, null images), which
 * the server validates; the keys of field errors are the paths of that shape ('discountPercentage',
 * 'layoutSettings.bannerLinks.0.href'), the same as the server's VALIDATION_FAILED details under `sale.`.
 */
export type SaleDraft = {
  name: string;
  saleIsActive: boolean;
  startsAt: string;
  expiresAt: string;
  discountPercent: string;
  dailyDealPercent: string;
  shortSaleTitle: string;
  normalSaleTitle: string;
  showBanner: boolean;
  showCountdownTimer: boolean;
  showEmailPopup: boolean;
  showPushPopup: boolean;
  bannerLinks: { key: number; label: string; href: string }[];
  desktopImage: string;
  mobileImage: string;
  overlaySale: string;
  overlayDailyDeal: string;
  overlayPreorder: string;
  showHeaderTextOverlay: boolean;
  headerTextOverlayText: string;
};

/** Field errors by path in the stored shape. */
export type SaleErrors = Record<string, string>;

export const SALE_FIELD_PATHS = {
  name: 'name',
  startsAt: 'saleStartsAt',
  expiresAt: 'saleExpiresAt',
  discountPercent: 'discountPercentage',
  dailyDealPercent: 'salePercentageDailyDeal',
  shortSaleTitle: 'saleTextSettings.shortSaleTitle',
  normalSaleTitle: 'saleTextSettings.normalSaleTitle',
  desktopImage: 'layoutSettings.desktopImage',
  mobileImage: 'layoutSettings.mobileImage',
  overlaySale: 'layoutSettings.overlays.sale',
  overlayDailyDeal: 'layoutSettings.overlays.dailyDeal',
  overlayPreorder: 'layoutSettings.overlays.preorder',
  headerTextOverlayText: 'layoutSettings.mobile.HeaderTextOverlayText',
} as const;

export const bannerLinkPath = (index: number, part: 'label' | 'href') =>
  `layoutSettings.bannerLinks.${index}.${part}`;

/** A fraction as the percent the merchant types: 0.15 -> '15', 0.125 -> '12.5'. */
export const percentText = (fraction: number): string => String(Number((fraction * 100).toFixed(4)));

export const PERCENT_MESSAGE = 'Enter a percent from 0 to 99.99, at most two decimals';

/** '20' or '20%' -> 0.2; null when it is not a percent from 0 to 99.99 with at most two decimals. */
export function fractionOf(percent: string): number | null {
  const m = /^(\d{1,2}(?:\.\d{1,2})?)\s*%?$/.exec(percent.trim());
  if (!m) return null;
  return Number((Number(m[1]) / 100).toFixed(6));
}

let linkKeys = 0;
const nextKey = () => ++linkKeys;

export function draftOf(setting: SaleSetting): SaleDraft {
  const layout = setting.layoutSettings;
  return {
    name: setting.name,
    saleIsActive: setting.saleIsActive,
    startsAt: toShopWallTime(setting.saleStartsAt),
    expiresAt: toShopWallTime(setting.saleExpiresAt),
    discountPercent: percentText(setting.discountPercentage),
    dailyDealPercent: percentText(setting.salePercentageDailyDeal),
    shortSaleTitle: setting.saleTextSettings.shortSaleTitle,
    normalSaleTitle: setting.saleTextSettings.normalSaleTitle,
    showBanner: layout.showBanner,
    showCountdownTimer: layout.showCountdownTimer,
    showEmailPopup: layout.showEmailPopup,
    showPushPopup: layout.showPushPopup,
    bannerLinks: layout.bannerLinks.map((l) => ({ key: nextKey(), label: l.label, href: l.href })),
    desktopImage: layout.desktopImage ?? '',
    mobileImage: layout.mobileImage ?? '',
    overlaySale: layout.overlays.sale ?? '',
    overlayDailyDeal: layout.overlays.dailyDeal ?? '',
    overlayPreorder: layout.overlays.preorder ?? '',
    showHeaderTextOverlay: layout.mobile.showHeaderTextOverlay,
    headerTextOverlayText: layout.mobile.HeaderTextOverlayText,
  };
}

/**
 * A new sale: inactive, from now for 14 days, with the shop's usual pictures and overlays (the ones the seen
 * sales use), so that switching it on is the one step left.
 */
export function newSaleDraft(now: Date): SaleDraft {
  const day = 86_400_000;
  return {
    ...draftOf({
      name: '',
      saleIsActive: false,
      saleStartsAt: new Date(now.getTime()).toISOString(),
      saleExpiresAt: new Date(now.getTime() + 14 * day).toISOString(),
      discountPercentage: 0.15,
      salePercentageDailyDeal: 0.15,
      saleTextSettings: { shortSaleTitle: '', normalSaleTitle: '' },
      layoutSettings: defaultSaleLayout(''),
    }),
  };
}

export const newBannerLink = () => ({ key: nextKey(), label: '', href: '' });

const imageOrNull = (s: string) => (s.trim() === '' ? null : s.trim());

/**
 * The stored shape of the draft, or the fields that cannot be turned into it (a percent or a time that is
 * not one). Everything else is left to the server's validation. A time left as it was keeps the stored
 * value of `base` to the millisecond (the field shows minutes only).
 */
export function toSaleInput(
  draft: SaleDraft,
  base: SaleSetting | null = null,
): { ok: true; input: SaleSettingInput } | { ok: false; errors: SaleErrors } {
  const timeOf = (wall: string, stored: string | null | undefined) =>
    stored && wall === toShopWallTime(stored) ? stored : fromShopWallTime(wall);
  const errors: SaleErrors = {};
  const discount = fractionOf(draft.discountPercent);
  if (discount === null) errors[SALE_FIELD_PATHS.discountPercent] = PERCENT_MESSAGE;
  const dailyDeal = fractionOf(draft.dailyDealPercent);
  if (dailyDeal === null) errors[SALE_FIELD_PATHS.dailyDealPercent] = PERCENT_MESSAGE;
  const startsAt = draft.startsAt.trim() === '' ? null : timeOf(draft.startsAt, base?.saleStartsAt);
  if (draft.startsAt.trim() !== '' && startsAt === null)
    errors[SALE_FIELD_PATHS.startsAt] = 'Enter a date and time, or leave it empty';
  const expiresAt = timeOf(draft.expiresAt, base?.saleExpiresAt);
  if (expiresAt === null)
    errors[SALE_FIELD_PATHS.expiresAt] = draft.expiresAt.trim() === '' ? 'Required' : 'Enter a date and time';
  if (discount === null || dailyDeal === null || expiresAt === null || Object.keys(errors).length > 0)
    return { ok: false, errors };
  return {
    ok: true,
    input: {
      name: draft.name.trim(),
      saleIsActive: draft.saleIsActive,
      saleStartsAt: startsAt,
      saleExpiresAt: expiresAt,
      discountPercentage: discount,
      salePercentageDailyDeal: dailyDeal,
      saleTextSettings: { shortSaleTitle: draft.shortSaleTitle, normalSaleTitle: draft.normalSaleTitle },
      layoutSettings: {
        showBanner: draft.showBanner,
        showCountdownTimer: draft.showCountdownTimer,
        showEmailPopup: draft.showEmailPopup,
        showPushPopup: draft.showPushPopup,
        bannerLinks: draft.bannerLinks.map(({ label, href }) => ({ label, href: href.trim() })),
        desktopImage: imageOrNull(draft.desktopImage),
        mobileImage: imageOrNull(draft.mobileImage),
        overlays: {
          sale: imageOrNull(draft.overlaySale),
          dailyDeal: imageOrNull(draft.overlayDailyDeal),
          preorder: imageOrNull(draft.overlayPreorder),
        },
        mobile: {
          showHeaderTextOverlay: draft.showHeaderTextOverlay,
          HeaderTextOverlayText: draft.headerTextOverlayText,
        },
      },
    },
  };
}

/** Errors by path from a list of `{ path, message }` (the first message of each path), under `prefix`. */
function errorsOf(details: readonly { path: string; message: string }[], prefix: string): SaleErrors {
  const errors: SaleErrors = {};
  for (const { path, message } of details) {
    if (!path.startsWith(prefix)) continue;
    const key = path.slice(prefix.length);
    errors[key] ??= message;
  }
  return errors;
}

/**
 * Whether the preview can be asked for: the draft converts and passes the domain's own schema (the one the
 * server checks), so that the preview never asks with a body the server would refuse. The errors say why not.
 */
export function previewableInput(
  draft: SaleDraft,
  base: SaleSetting | null = null,
): { ok: true; input: SaleSettingInput } | { ok: false; errors: SaleErrors } {
  const converted = toSaleInput(draft, base);
  if (!converted.ok) return converted;
  const parsed = SaleSettingInputSchema.safeParse(converted.input);
  if (parsed.success) return converted;
  return {
    ok: false,
    errors: errorsOf(
      parsed.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
      '',
    ),
  };
}

/**
 * A refused save's field errors: VALIDATION_FAILED's details under `sale.`, or a taken name (409
 * SALE_NAME_TAKEN) on the name. Null when the error names no field.
 */
export function saleErrorsOf(err: unknown): SaleErrors | null {
  if (!(err instanceof ApiError)) return null;
  if (err.code === 'SALE_NAME_TAKEN')
    return { [SALE_FIELD_PATHS.name]: err.body?.error.message ?? 'Another sale has this name' };
  if (err.code !== 'VALIDATION_FAILED') return null;
  const details = err.body?.error.details;
  if (!Array.isArray(details)) return null;
  const list = (details as unknown[]).flatMap((d) => {
    const { path, message } = (d ?? {}) as { path?: unknown; message?: unknown };
    return typeof path === 'string' && typeof message === 'string' ? [{ path, message }] : [];
  });
  const errors = errorsOf(list, 'sale.');
  return Object.keys(errors).length > 0 ? errors : null;
}

/** Names the fields of the form, for the error summary. */
export function saleFieldLabel(path: string): string {
  const link = /^layoutSettings\.bannerLinks\.(\d+)\.(label|href)$/.exec(path);
  if (link) return `Banner link ${Number(link[1]) + 1} ${link[2] === 'label' ? 'text' : 'target'}`;
  const labels: Record<string, string> = {
    name: 'Name',
    saleStartsAt: 'Starts',
    saleExpiresAt: 'Ends',
    discountPercentage: 'Discount',
    salePercentageDailyDeal: 'Daily-deal discount',
    'saleTextSettings.shortSaleTitle': 'Short title',
    'saleTextSettings.normalSaleTitle': 'Normal title',
    'layoutSettings.desktopImage': 'Desktop banner image',
    'layoutSettings.mobileImage': 'Mobile banner image',
    'layoutSettings.overlays.sale': 'Sale overlay',
    'layoutSettings.overlays.dailyDeal': 'Daily-deal overlay',
    'layoutSettings.overlays.preorder': 'Pre-order overlay',
    'layoutSettings.mobile.HeaderTextOverlayText': 'Mobile header badge text',
    'layoutSettings.bannerLinks': 'Banner links',
  };
  return labels[path] ?? path;
}
