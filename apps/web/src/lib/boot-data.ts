import { BOOT_DATA_ELEMENT_ID } from '@shop/domain';

/**
 * The page's first API answers, embedded by the server in index.html (apps/api pages/page-data.ts), by URL.
 * A query whose URL is among them starts with its answer as initial data instead of fetching it, so the
 * first render already shows the page: no round trip, no loading state, no re-render per answer, and no
 * wait for the schemas chunk (the answers are the server's own for this very request; see
 * docs/decisions/025). Each answer is taken once: a query built again later fetches.
 */
let answers: Map<string, unknown> | null = null;

function embedded(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const element = typeof document === 'undefined' ? null : document.getElementById(BOOT_DATA_ELEMENT_ID);
  if (element?.textContent) {
    try {
      const parsed: unknown = JSON.parse(element.textContent);
      if (parsed && typeof parsed === 'object') answers = new Map(Object.entries(parsed));
    } catch {
      // A broken embed only costs the fetches it would have saved.
    }
  }
  element?.remove();
  return answers;
}

/** The embedded answer of a GET of `url`, once; undefined when there is none (or it was taken). */
export function takeBootAnswer<T>(url: string): T | undefined {
  const all = embedded();
  const answer = all.get(url) as T | undefined;
  all.delete(url);
  return answer;
}

/**
 * Query options that start a query with the embedded answer of `url`, when there is one (shaped by `toData`
 * when the query function shapes the fetched answer).
 */
export function bootInitialData<T>(url: string): { initialData: () => T | undefined };
export function bootInitialData<A, T>(
  url: string,
  toData: (answer: A) => T,
): { initialData: () => T | undefined };
export function bootInitialData<A, T>(url: string, toData?: (answer: A) => T) {
  return {
    initialData: (): T | A | undefined => {
      const answer = takeBootAnswer<A>(url);
      return answer === undefined || !toData ? answer : toData(answer);
    },
  };
}

/** Forgets what was read (tests that embed answers). */
export function resetBootData(): void {
  answers = null;
}
