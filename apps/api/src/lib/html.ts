/**
 * An `html` tag that escapes every interpolated value (names, addresses and notes are people's text; only markup
 * built by `html` itself passes through unescaped): the shop's mails and its few server-written pages use it.
 */
const SAFE = Symbol('html');
export type Html = { [SAFE]: string };

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const render = (value: unknown): string => {
  if (Array.isArray(value)) return value.map(render).join('');
  if (value !== null && typeof value === 'object' && SAFE in value) return (value as Html)[SAFE];
  return escapeHtml(String(value ?? ''));
};

/** Markup whose interpolations are escaped (arrays of `html` pieces join as they are). */
export const html = (strings: TemplateStringsArray, ...values: unknown[]): Html => ({
  [SAFE]: strings.reduce((out, s, i) => out + s + (i < values.length ? render(values[i]) : ''), ''),
});

/** The markup of an `html` piece. */
export const markupOf = (piece: Html): string => piece[SAFE];
