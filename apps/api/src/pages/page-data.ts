/**
 * A page's first API answers, embedded in its index.html (docs/decisions/025 and 038): the SPA renders the
 * page on its first pass from them, with no round trip, no loading state and no re-render per answer. They
 * are made in-process for the page's visitor (pages/first-answers.ts), exactly what the app's fetch would
 * get (the viewer's prices, the response cache). A read the API would refuse (a 404, a bad query) is left
 * out; the page then fetches it as before (index.html keeps a preload for it).
 */
import { BOOT_DATA_ELEMENT_ID } from '@shop/domain';
import { ZodError } from 'zod';
import { AppError } from '../lib/app-error.js';
import type { Logger } from '../lib/logger.js';
import type { FirstAnswers, PageVisitor } from './first-answers.js';

/**
 * A page's first answers: the JSON text of each read the API would answer with a 200, by URL, and the ETag
 * of each that is a response-cache entry (pages/spa.ts tags the page with them instead of hashing their text).
 */
export type PageAnswers = { texts: ReadonlyMap<string, string>; etags: ReadonlyMap<string, string> };

/** The answers of `urls` for the visitor that the API would give with a 200. */
export async function readPageAnswers(
  answers: FirstAnswers,
  visitor: PageVisitor,
  urls: readonly string[],
  log?: Pick<Logger, 'error'>,
): Promise<PageAnswers> {
  const texts = new Map<string, string>();
  const etags = new Map<string, string>();
  for (const url of urls) {
    try {
      const { text, etag } = await answers.answerOf(url, visitor);
      texts.set(url, text);
      if (etag !== null) etags.set(url, etag);
    } catch (err) {
      // What the route refuses the app fetches and shows itself; anything else is a fault worth a log line.
      if (!(err instanceof AppError) && !(err instanceof ZodError))
        log?.error({ err, url }, 'first answer failed');
    }
  }
  return { texts, etags };
}

/**
 * The `<script type="application/json">` holding the answers, or '' for none. JSON text only has `<` inside
 * strings, where `\u003c` means the same: no `</script>` or `<!--` can end or change the element.
 */
export function bootDataScript(answers: ReadonlyMap<string, string>): string {
  if (answers.size === 0) return '';
  const json = `{${[...answers].map(([path, text]) => `${JSON.stringify(path)}:${text}`).join(',')}}`;
  return `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${json.replace(/</g, '\\u003c')}</script>`;
}
