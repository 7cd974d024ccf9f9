/**
 * A page's first API answers, embedded in its index.html (docs/decisions/025): the SPA renders the page on
 * its first pass from them, with no round trip, no loading state and no re-render per answer. Each is read
 * through the shop's own HTTP port with the visitor's cookies, so it is exactly what the app's fetch would
 * get (the viewer's prices, the response cache, the fast path). A read that fails, is not a 200 JSON answer
 * or is late is left out; the page then fetches it as before (index.html keeps a preload for it).
 */
import { Agent, request, type IncomingMessage } from 'node:http';
import { BOOT_DATA_ELEMENT_ID } from '@shop/domain';

const agent = new Agent({ keepAlive: true, maxSockets: 32 });

/** The answer of a GET of `path` on the server that received `req`, as JSON text, or null. */
function readOwn(req: IncomingMessage, path: string, timeoutMs: number): Promise<string | null> {
  const { localAddress, localPort } = req.socket;
  if (!localAddress || !localPort) return Promise.resolve(null);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (req.headers.cookie) headers.cookie = req.headers.cookie;
  return new Promise((resolve) => {
    const own = request(
      { host: localAddress, port: localPort, path, headers, agent, timeout: timeoutMs },
      (res) => {
        if (res.statusCode !== 200 || !res.headers['content-type']?.startsWith('application/json')) {
          res.resume();
          resolve(null);
          return;
        }
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        res.on('error', () => resolve(null));
      },
    );
    own.on('timeout', () => own.destroy());
    own.on('error', () => resolve(null));
    own.end();
  });
}

/** The answers of `paths` that could be read in time, by path. */
export async function readPageAnswers(
  req: IncomingMessage,
  paths: readonly string[],
  timeoutMs = 2000,
): Promise<Map<string, string>> {
  const texts = await Promise.all(paths.map((p) => readOwn(req, p, timeoutMs)));
  const answers = new Map<string, string>();
  paths.forEach((p, i) => {
    const text = texts[i];
    if (text) answers.set(p, text);
  });
  return answers;
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
