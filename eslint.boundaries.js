/**
 * The import boundaries that lint enforces (import-x/no-restricted-paths zones).
 * - API layers, ground floor first: db (connection, migrations, store layer) < lib (helpers) < modules
 *   < the parts that compose modules (pages: the HTML shell; demo: the demo seed and its pictures) < app.
 *   A layer never imports one above it.
 * - Web features (decision 004): a feature imports no other feature, but for the public files listed below;
 *   the graph runs core (lib, components) -> features -> app, never back.
 */
const api = './apps/api/src';
const composition = [
  `${api}/demo`,
  `${api}/pages`,
  `${api}/app.ts`,
  `${api}/route-tables.ts`,
  `${api}/server.ts`,
  `${api}/shop.ts`,
];

export const apiZones = [
  { target: './packages/domain', from: ['./apps'], message: 'The domain is pure: it imports no app.' },
  { target: './apps/web', from: './apps/api', message: 'The web reaches the API over HTTP only.' },
  { target: './apps/api', from: './apps/web', message: 'The API does not import the web app.' },
  {
    target: `${api}/db`,
    from: [`${api}/lib`, `${api}/modules`, ...composition],
    message: 'db/ is the ground floor: connection, migrations and the store layer import nothing above them.',
  },
  {
    target: `${api}/lib`,
    from: [`${api}/modules`, ...composition],
    message: 'lib/ holds helpers that know no module; code that composes modules lives above them.',
  },
  {
    target: `${api}/modules/mail`,
    from: `${api}/modules`,
    except: ['./mail'],
    message:
      'Every module mails through mail/; it imports none of them, and is given what it needs (decision 067).',
  },
  {
    target: `${api}/modules`,
    from: composition,
    message: 'Modules do not reach up into the parts that compose them.',
  },
];

const features = './apps/web/src/features';
const session = ['./auth/api/get-session.ts', './auth/api/get-csrf.ts', './auth/api/require-session.ts'];
// The menu's read: which pages the shop holds, for links that must not lead to "not found" (decision 070).
const core = [
  ...session,
  './catalog/components',
  './catalog/api',
  './cart/api',
  './cart/components',
  './menu/api/get-menu.ts',
];
const activeSale = './sales/api/get-active-sale.ts';

/** What each feature may import from the others, besides itself (decision 004 and its addenda). */
const allowed = {
  account: core,
  // The back office (decision 043) uses the session, csrf and sign-out of auth, nothing of the storefront.
  admin: [...session, './auth/api/logout.ts'],
  auth: [],
  cart: [...core, activeSale],
  catalog: [
    ...session,
    './cart/api',
    './cart/components',
    './reviews/components/reviews-section.tsx',
    './reviews/components/reviews-rating-link.tsx',
    activeSale,
  ],
  checkout: [...core, './account/api/cards.ts', './account/api/addresses.ts', './account/api/profile.ts'],
  content: core,
  dealers: core,
  marketing: [...core, activeSale],
  menu: core,
  push: [...core, activeSale, './marketing/lib/popup-state.ts'],
  // The review admin bar (decision 051): lazily, for an administrator only; never in a shopper's bundle.
  reviews: [...session, './admin/components/review-admin-bar.tsx'],
  sales: core,
  search: core,
  vehicles: core,
};

const web = './apps/web/src';

/** lib/ and components/ are the web's ground floor; features never reach into app/, which composes them. */
const webLayerZones = [
  {
    target: [`${web}/lib`, `${web}/components`],
    from: [features, `${web}/app`],
    message: 'lib/ and components/ know no feature and not the app that composes them.',
  },
  { target: features, from: `${web}/app`, message: 'Features do not import the app that composes them.' },
];

export const featureZones = [
  ...webLayerZones,
  ...Object.entries(allowed).map(([name, except]) => ({
    target: `${features}/${name}`,
    from: features,
    except: [`./${name}`, ...except],
    message: `Features do not import each other (decision 004): ${name} may use only the public files it lists.`,
  })),
];
