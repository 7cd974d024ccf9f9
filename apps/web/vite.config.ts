import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const domainSrc = fileURLToPath(new URL('../../packages/domain/src/index.ts', import.meta.url));
const publicDir = fileURLToPath(new URL('./public', import.meta.url));
const apiTarget = process.env.API_URL ?? 'http://localhost:3001';
/**
 * react-router's production build for `vite build`: its package names only the development build in its exports
 * (the same code with its developer warnings and hints on), which the bundler cannot drop (decision 053).
 */
const routerDevelopment = dirname(createRequire(import.meta.url).resolve('react-router'));
const routerDist = (file: string) => join(routerDevelopment, '../production', file);
const productionRouter = [
  { find: /^react-router$/, replacement: routerDist('index.mjs') },
  { find: /^react-router\/dom$/, replacement: routerDist('dom-export.mjs') },
];

// Module paths written with '/', matched with either separator.
const domainFile = (files: string) => `packages/domain/src/(?:${files})`;
const webFile = (files: string) => `apps/web/src/(?:${files})`;
const APP_CORE = new RegExp(
  `(?:${domainFile(
    'shared/(?:constants|page-query|money)\\.ts|seo/(?:page-head|page-reads|site-ld)\\.ts|menu/(?:site-links|links)\\.ts|catalog/(?:product-path|compatibility)\\.ts|analytics/page-types\\.ts|auth/session\\.ts|sales/(?:sales|banner)\\.ts|dates/zone-time\\.ts',
  )}|${webFile(
    'lib/(?:api-client|site|theme|boot-data|ui-store|analytics)\\.ts|app/layout/(?:logo\\.tsx|site-links\\.ts)|features/cart/api/get-cart\\.ts|features/auth/api/get-session\\.ts|features/menu/(?:api/get-menu|lib/menu-links)\\.ts',
  )})$`.replaceAll('/', '[\\\\/]'),
);
/** /img is proxied to the API, except the images this app ships in public/img (placeholders). */
const servePublicImages = (req: { url?: string }) => {
  const path = (req.url ?? '').split('?')[0] ?? '';
  if (path.includes('..')) return undefined;
  return existsSync(publicDir + decodeURIComponent(path)) ? path : undefined;
};

/**
 * The stylesheet first in <head>: index.html paints its static header shell as soon as the CSS is in,
 * while the module scripts (deferred) and their preloads are still loading.
 */
const stylesheetFirst = (): Plugin => ({
  name: 'stylesheet-first',
  transformIndexHtml: {
    order: 'post',
    handler: (html) => {
      const links = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
      const rest = links.reduce((out, link) => out.replace(link, ''), html);
      return rest.replace(/(<meta charset="UTF-8" \/>)/, `$1${links.join('')}`);
    },
  },
});

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), stylesheetFirst()],
  resolve: {
    alias: [
      { find: '@shop/domain', replacement: domainSrc },
      ...(command === 'build' ? productionRouter : []),
    ],
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/img': { target: apiTarget, changeOrigin: true, bypass: servePublicImages },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // dist/.vite/manifest.json: the server preloads a page's route chunk from it (apps/api lib/page-hints.ts).
    manifest: true,
    // Every browser the shop supports knows <link rel="modulepreload">: no polyfill in the entry (decision 053).
    modulePreload: { polyfill: false },
    // One long-cached vendor chunk of the libraries every page needs; route chunks load on demand.
    // zod stays out: it loads with the domain's schemas on the first API answer (lib/api-client.ts).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](?:react|react-dom|react-router|scheduler|@tanstack|zustand|use-sync-external-store)[\\/]/,
            },
            // The vehicle page's filter rules, apart from the vehicle schemas that also import them: left to
            // itself, the bundler put them in one chunk, and the page loaded zod with its first render.
            {
              name: 'vehicle-rules',
              test: /packages[\\/]domain[\\/]src[\\/]vehicles[\\/]vehicle-(?:query|filter)\.ts$/,
            },
            // Small modules every page runs at start that lazy routes import too: left to itself, the bundler
            // gave each a chunk of its own (16 requests before the first render, each a round trip on a phone's
            // network, and less compression). One chunk instead (docs/decisions/053-initial-bundle.md).
            { name: 'app-core', test: APP_CORE },
            // The catalogue pages' heads and structured data, one chunk with their routes' (the home's head is
            // seo/home-seo.ts, in the entry): left to itself, the bundler made two small ones.
            {
              name: 'page-seo',
              test: /packages[\\/]domain[\\/]src[\\/]seo[\\/](?:page-seo|json-ld|offer-ld)\.ts$/,
            },
          ],
        },
      },
    },
  },
}));
