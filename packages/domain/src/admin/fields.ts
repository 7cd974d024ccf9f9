/**
 * Field schemas the back office's bodies share (sales, collections, menu): text a person types, links on the
 * site, image references and timestamps. What they refuse is what a page would otherwise render unsafely or a
 * store could not keep: control characters, `javascript:` and other-site links, protocol-relative paths.
 */
import { z } from 'zod';
import { SLUG_MESSAGE, SLUG_PATTERN } from '../shared/handles.js';

// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

/** Text shown to shoppers: at most `max` characters, no control characters; kept as typed (not trimmed). */
export const adminText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((s) => !CONTROL_CHARS.test(s), 'No control characters');

/** Like adminText, but with at least one visible character. */
export const requiredAdminText = (max: number) => adminText(max).refine((s) => s.trim() !== '', 'Required');

/** Longer text (descriptions): line breaks and tabs allowed, other control characters not. */
export const adminLongText = (max: number) =>
  z
    .string()
    .max(max)
    // eslint-disable-next-line no-control-regex
    .refine((s) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(s), 'No control characters');

/** A path on this site: one leading '/', no backslash, space or control character ('/collections/x?y=1'). */
export const SitePathSchema = z
  .string()
  .min(1)
  .max(500)
  .regex(/^\/(?!\/)[^\s\\]*$/, 'A path on this site, starting with one /');

/** An image: a path on this site ('/img/banners/x.svg') or an https URL. */
export const ImageRefSchema = z
  .string()
  .min(1)
  .max(500)
  .regex(
    /^(?:\/(?!\/)|https:\/\/[A-Za-z0-9.-]+(?::\d+)?\/)[^\s\\"'<>]*$/,
    'A path on this site or an https URL',
  );

/** A timestamp with its offset ('2026-03-01T12:00:00Z', '2026-03-01T07:00:00-05:00'), kept as UTC ISO. */
export const AdminTimestampSchema = z.iso
  .datetime({ offset: true })
  .transform((s) => new Date(s).toISOString());

/** A collection handle: lowercase words joined by '-' ('car-subwoofers'), one segment. */
export const HandleSegmentSchema = z.string().min(1).max(120).regex(SLUG_PATTERN, SLUG_MESSAGE);

/** A sku as the shop writes them: letters, digits and a few marks. */
export const AdminSkuSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._\-/ ]*$/, 'Invalid sku');

/** The csrf token of a session write (an API key's request needs none). */
export const OptionalCsrfSchema = z.string().max(200).optional();

/** Ids of rows, each once, in the order wanted. */
export const OrderedIdsSchema = z
  .array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER))
  .min(1)
  .max(2000)
  .refine((ids) => new Set(ids).size === ids.length, 'Each id once');
