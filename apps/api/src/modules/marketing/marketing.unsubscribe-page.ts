/**
 * The pages a person sees from a marketing mail's List-Unsubscribe URL (decision 060): a mail client without
 * RFC 8058 one-click opens that URL in a browser. Written by the server, with no script and no inline style,
 * so that the shop's CSP holds and the page works before (or without) the web app: the question and one
 * button, whose form posts to the same URL (the one-click POST); then a page saying it is done.
 */
import { MARKETING_MESSAGES, unsubscribeQuestion, type SiteInfo } from '@shop/domain';
import { html, markupOf, type Html } from '../../lib/html.js';

function page(site: SiteInfo, title: string, content: Html): string {
  return markupOf(
    html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="robots" content="noindex" />
          <title>${title} | ${site.name}</title>
        </head>
        <body>
          <main>
            <p><a href="/">${site.name}</a></p>
            <h1>${title}</h1>
            ${content}
          </main>
        </body>
      </html> `,
  );
}

/** The question and its one button; `action` is the signed one-click URL (path and query) it posts to. */
export function unsubscribeConfirmPage(site: SiteInfo, email: string, action: string): string {
  return page(
    site,
    unsubscribeQuestion(email),
    html`<p>${MARKETING_MESSAGES.unsubscribeExplained}</p>
      <form method="post" action="${action}">
        <input type="hidden" name="List-Unsubscribe" value="One-Click" />
        <button type="submit">Unsubscribe</button>
      </form>`,
  );
}

/** After the button: done. */
export function unsubscribedPage(site: SiteInfo): string {
  return page(
    site,
    'Unsubscribed',
    html`<p>${MARKETING_MESSAGES.unsubscribed}</p>
      <p><a href="/">Continue shopping</a></p>`,
  );
}

/** A link whose signature is not its address's: no button, the way to ask for a new link. */
export function unsubscribeLinkInvalidPage(site: SiteInfo): string {
  return page(
    site,
    'Unsubscribe from marketing emails',
    html`<p>${MARKETING_MESSAGES.unsubscribeLinkInvalid}</p>
      <p><a href="/marketing/unsubscribe">Ask for a new link</a></p>`,
  );
}
