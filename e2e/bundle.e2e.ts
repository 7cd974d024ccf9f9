/**
 * The first load of a page carries no zod (decision 024): the schemas load with the first API answer, after the
 * page is up. One import of a function from a schema file (it happened: isSignedIn from auth/schemas) pulls
 * every schema of that file, and zod with them, into the initial bundle (+27 KB gzipped). This checks the
 * chunks the server's HTML loads up front, as the bench's initial-bundle figure counts them.
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { INITIAL_JS_BUDGET_KB } from '../scripts/bench/budgets.js';
import { baseUrl } from './support.js';

/**
 * The home's initial JS may not grow past the budget, gzipped as the bench counts it (scripts/bench/pages.ts):
 * the size decision 053 reached, which what came since was moved out of again (its addendum).
 */
const INITIAL_JS_CEILING_KB = INITIAL_JS_BUDGET_KB;

/**
 * zod 4's classes carry a `_zod` property; no other code of ours or our vendors names it. The entry's own
 * `__zod_globalConfig` (app/zod-config.ts: zod's shared settings, set without loading zod) is not zod.
 */
const ZOD_MARK = /(?<![\w$])_zod\b/;

async function initialScripts(path: string): Promise<string[]> {
  const html = await (await fetch(`${baseUrl()}${path}`)).text();
  return [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!))];
}

describe('initial bundle', () => {
  it.each(['/', '/collections/car-subwoofers', '/products/skar-evl-12'])(
    'of %s holds no zod',
    async (path) => {
      const scripts = await initialScripts(path);
      expect(scripts.length).toBeGreaterThan(1);
      const withZod: string[] = [];
      for (const src of scripts) {
        const code = await (await fetch(`${baseUrl()}${src}`)).text();
        if (ZOD_MARK.test(code)) withZod.push(src);
      }
      expect(withZod).toEqual([]);
    },
  );

  it(`of / is at most ${INITIAL_JS_CEILING_KB} KB of JS gzipped`, async () => {
    let bytes = 0;
    for (const src of await initialScripts('/'))
      bytes += gzipSync(Buffer.from(await (await fetch(`${baseUrl()}${src}`)).arrayBuffer())).length;
    expect(Math.round((bytes / 1024) * 10) / 10).toBeLessThanOrEqual(INITIAL_JS_CEILING_KB);
  });
});
