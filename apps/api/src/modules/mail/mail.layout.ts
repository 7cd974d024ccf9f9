/**
 * The frame of the shop's messages: the `html` tag of lib/html.ts (every interpolated value escaped), the branded
 * layout, and `noticeMail` for the messages that are a heading, a few paragraphs and one button. Plain
 * template functions rather than React Email: the API has no React, and these messages are a table and a
 * few paragraphs (docs/decisions/042).
 */
import {
  accentTheme,
  DEFAULT_ACCENT_COLOR,
  formatMoney,
  TAX_EXEMPT_LABEL,
  type SiteInfo,
} from '@shop/domain';
import { html, markupOf, type Html } from '../../lib/html.js';

/** A message as sent: subject, HTML and text bodies, and extra headers (a marketing message's List-Unsubscribe). */
export type RenderedMail = { subject: string; html: string; text: string; headers?: Record<string, string> };

/** An order's tax as its mails show it (decision 075): the amount, or the exemption of a resale certificate. */
export const taxFact = (o: { tax_total: number; tax_exempt: boolean }): [string, string] =>
  o.tax_exempt ? [TAX_EXEMPT_LABEL, formatMoney(0)] : ['Tax', formatMoney(o.tax_total)];

/** The support contact: the address, and the phone when the shop has one. */
export const contactOf = (site: SiteInfo): string =>
  site.supportPhone ? `${site.supportEmail} or ${site.supportPhone}` : site.supportEmail;

/**
 * The frame of every message: the shop's logo (its name when it has none, or as the picture's text) as a
 * header, the content, the support contact as a footer. The buttons take the shop's accent colour and label
 * (the settings, decision 080). `site.logoUrl` is absolute here (mail.queue.ts makes it so).
 */
export function layout(site: SiteInfo, title: string, content: Html, footnote?: Html): string {
  // The spec's red keeps the messages' own deeper red; another accent fills the buttons.
  const accent =
    site.accentColor && site.accentColor !== DEFAULT_ACCENT_COLOR ? accentTheme(site.accentColor) : null;
  const brand = site.logoUrl
    ? html`<img
        src="${site.logoUrl}"
        alt="${site.name}"
        height="40"
        style="display:block;height:40px;width:auto;border:0"
      />`
    : html`${site.name}`;
  const markup = layoutOf(site, title, content, brand, footnote);
  return accent ? buttonsIn(accent, markup) : markup;
}

/** The default button colours of `markup` as the accent's. */
const buttonsIn = (accent: { fill: string; label: string }, markup: string): string =>
  markup.split(BUTTON_COLOURS).join(`background:${accent.fill};color:${accent.label}`);

function layoutOf(site: SiteInfo, title: string, content: Html, brand: Html, footnote?: Html): string {
  return markupOf(
    html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="color-scheme" content="light" />
          <meta name="viewport" content="width=device-width" />
          <title>${title}</title>
        </head>
        <body
          style="margin:0;padding:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b"
        >
          <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5">
            <tr>
              <td align="center" style="padding:24px 12px">
                <table
                  role="presentation"
                  width="100%"
                  cellpadding="0"
                  cellspacing="0"
                  style="max-width:600px;background:#ffffff;border-radius:8px"
                >
                  <tr>
                    <td
                      style="background:#18181b;color:#ffffff;padding:16px 24px;font-size:20px;font-weight:bold;border-radius:8px 8px 0 0"
                    >
                      ${brand}
                    </td>
                  </tr>
                  <tr>
                    <td style="padding:24px">${content}</td>
                  </tr>
                  <tr>
                    <td style="padding:16px 24px;font-size:12px;color:#52525b;border-top:1px solid #e4e4e7">
                      Questions? ${contactOf(site)} ${footnote ?? ''}
                    </td>
                  </tr>
                </table>
              </td>
            </tr>
          </table>
        </body>
      </html>`,
  );
}

const BUTTON_COLOURS = 'background:#b91c1c;color:#ffffff';
const BUTTON_STYLE = `${BUTTON_COLOURS};padding:12px 20px;border-radius:6px;text-decoration:none`;

/** A link drawn as the message's button. */
export const button = (label: string, url: string): Html =>
  html`<p style="margin:24px 0"><a href="${url}" style="${BUTTON_STYLE}">${label}</a></p>`;

export type Notice = {
  subject: string;
  heading: string;
  /** Paragraphs before the button. */
  paragraphs: readonly string[];
  /** Label and value rows shown as a small table (an order number, a tracking number). */
  facts?: readonly (readonly [string, string])[];
  action?: { label: string; url: string };
  /** Further links after the button, as text links (the text body writes "label: url"). */
  links?: readonly { label: string; url: string }[];
  /** Paragraphs after the button, in smaller type. */
  after?: readonly string[];
  /** A marketing message's signed unsubscribe link, shown in the footer. */
  unsubscribeUrl?: string;
};

/** A message that is a heading, paragraphs, optional facts, one button and notes: HTML and text alike. */
export function noticeMail(site: SiteInfo, n: Notice): RenderedMail {
  const content = html`<h1 style="font-size:22px;margin:0 0 12px">${n.heading}</h1>
    ${n.paragraphs.map((p) => html`<p style="margin:0 0 12px;line-height:1.5">${p}</p>`)}
    ${
      n.facts?.length
        ? html`<table
            role="presentation"
            cellpadding="4"
            cellspacing="0"
            style="font-size:14px;margin:0 0 12px"
          >
            ${n.facts.map(
              ([label, value]) =>
                html`<tr>
                  <td style="color:#52525b">${label}</td>
                  <td><strong>${value}</strong></td>
                </tr>`,
            )}
          </table>`
        : ''
    }
    ${n.action ? button(n.action.label, n.action.url) : ''}
    ${(n.links ?? []).map(
      (l) => html`<p style="margin:0 0 12px"><a href="${l.url}" style="color:#b91c1c">${l.label}</a></p>`,
    )}
    ${(n.after ?? []).map((p) => html`<p style="margin:0 0 8px;font-size:13px;color:#52525b">${p}</p>`)}`;
  const footnote = n.unsubscribeUrl
    ? html`<br />You receive this because you subscribed to ${site.name} emails.
        <a href="${n.unsubscribeUrl}" style="color:#52525b">Unsubscribe</a>`
    : undefined;
  const text = [
    n.heading,
    '',
    ...n.paragraphs.flatMap((p) => [p, '']),
    ...(n.facts?.length ? [...n.facts.map(([label, value]) => `${label}: ${value}`), ''] : []),
    ...(n.action ? [`${n.action.label}: ${n.action.url}`, ''] : []),
    ...(n.links ?? []).flatMap((l) => [`${l.label}: ${l.url}`, '']),
    ...(n.after ?? []).flatMap((p) => [p, '']),
    `Questions? ${contactOf(site)}`,
    ...(n.unsubscribeUrl
      ? [
          '',
          `You receive this because you subscribed to ${site.name} emails. Unsubscribe: ${n.unsubscribeUrl}`,
        ]
      : []),
  ].join('\n');
  return { subject: n.subject, html: layout(site, n.subject, content, footnote), text };
}
