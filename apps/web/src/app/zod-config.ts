/**
 * zod's settings for the web app, applied once where it starts: main.tsx imports this module first, before any
 * module that could parse a schema. Jitless: zod never probes `new Function` to compile its object parsers,
 * which the shop's Content-Security-Policy (script-src without 'unsafe-eval') refuses and reports on the pages
 * that parse an answer (the product page's schemas chunk). Its parsers check the same without it.
 *
 * Written to the object zod keeps its settings in (`globalThis.__zod_globalConfig`, what `z.config()` reads
 * and writes, shared by every copy of zod), not through `z.config` itself: importing zod here moved 4 KB
 * (gzip) of it into the entry chunk, which the initial JS budget has no room for (docs/decisions/053); zod
 * still loads with the schemas, after the first render. zod-config.test.ts holds the installed zod to it.
 */
const shared = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
shared.__zod_globalConfig = Object.assign(shared.__zod_globalConfig ?? {}, { jitless: true });

export {};
