/**
 * What the SPA handler (pages/spa.ts) adds to index.html for a request: the page's head and status
 * (pages/page-heads.ts) and its first answers for the request's visitor (pages/page-data.ts), both from one
 * set of in-process answers (pages/first-answers.ts) over the services and response cache the routes use.
 */
import { createHash } from 'node:crypto';
import {
  accentCssVariables,
  DEFAULT_ACCENT_COLOR,
  escapeXml,
  publicShopSettings,
  SHOP_SETTINGS_ELEMENT_ID,
} from '@shop/domain';
import type { Request } from 'express';
import type { ResolveViewer } from '../lib/viewer.js';
import { cartTokenOf } from '../modules/cart/cart.cookies.js';
import type { SettingsService } from '../modules/settings/settings.service.js';
import { createFirstAnswers, type FirstAnswersDeps } from './first-answers.js';
import { readPageAnswers } from './page-data.js';
import { createPageHeads } from './page-heads.js';
import type { PageSource } from './spa.js';

export type PageSourceDeps = FirstAnswersDeps & {
  resolveViewer: ResolveViewer;
  settings: Pick<SettingsService, 'read' | 'site'>;
  /** The canonical origin of the shop's links (PUBLIC_URL); never the request's Host header. */
  publicUrl: string;
};

export function createPageSource(deps: PageSourceDeps): PageSource {
  const answers = createFirstAnswers(deps);
  const heads = createPageHeads({ answers, sales: deps.sales, site: deps.settings.site });
  return {
    headOf: (req: Request) => heads.headOf(req.originalUrl, deps.publicUrl),
    shopOf: async () => {
      const settings = await deps.settings.read();
      const { identity } = settings;
      // JSON text has `<` only inside strings, where \u003c means the same (pages/page-data.ts).
      const json = JSON.stringify(publicShopSettings(settings)).replace(/</g, '\\u003c');
      // The spec's red is styles.css's own: only another accent is written into the page.
      const css =
        identity.accent_color === DEFAULT_ACCENT_COLOR
          ? null
          : `:root{${accentCssVariables(identity.accent_color)}}`;
      return {
        data: `<script type="application/json" id="${SHOP_SETTINGS_ELEMENT_ID}">${json}</script>`,
        name: identity.name,
        theme: css === null ? '' : `<style id="shop-theme">${css}</style>`,
        styleHash: css === null ? null : `sha256-${createHash('sha256').update(css).digest('base64')}`,
        favicon: identity.favicon_url
          ? `<link rel="icon" type="image/webp" href="${escapeXml(identity.favicon_url)}">`
          : null,
      };
    },
    answersOf: async (req, reads) => {
      const visitor = { viewer: await deps.resolveViewer(req), cartToken: cartTokenOf(req) };
      return readPageAnswers(answers, visitor, reads, req.log);
    },
  };
}
