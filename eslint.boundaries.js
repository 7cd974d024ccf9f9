/**
 * The import boundaries that lint enforces (import-x/no-restricted-paths zones).
 * - API layers, ground floor first: db (connection, migrations, store layer) < lib (helpers) < modules
 *   < the parts that compose modules (pages: the HTML shell; demo: the demo seed and its pictures) < app.
 *   A layer never imports one above it. A module never imports another module's repo (decision 069, Ports).
 * - Web features (decision 004): a feature imports no other feature, but for the public files listed below;
 *   the graph runs core (lib, components) -> features -> app, never back.
 */
import { readdirSync } from 'node:fs';

const api = './apps/api/src';
const composition = [
  `${api}/demo`,
  `${api}/pages`,
  `${api}/app.ts`,
  `${api}/app-modules.ts`,
  `${api}/route-tables.ts`,
  `${api}/server.ts`,
  `${api}/shop.ts`,
];

/** The API's module folders (apps/api/src/modules/<area>). */
const apiModules = readdirSync(new URL(`${api}/modules/`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Each module's files but its tests may not import another module's repo (`<area>.repo.ts`, `admin.<part>.repo.ts`,
 * `...-repo.ts`): they use its service, or a port the module declares and the composition root fills in (decision 069, Ports).
 * A test may set up its store through another module's repo.
 */
const repoZones = apiModules.map((name) => ({
  target: `${api}/modules/${name}/**/!(*.test).ts`,
  from: `${api}/modules/!(${name})/**/*[.-]repo.ts`,
  message: `A module uses another through its service or a port the composition root fills in, never its repo: ${name} may import no other module's repo (decision 069).`,
}));

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
  ...repoZones,
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
// The shop's sales tax rates (decision 075): the checkout's summary shows the tax they make.
const taxRates = './tax/api/get-tax-rates.ts';

/** What each feature's storefront may import from the others, besides itself (decision 004 and its addenda). */
const allowed = {
  // The cards panel reads the shop's payment provider, and a Stripe shop's "add a card" is Stripe's Payment
  // Element in setup mode, the checkout's own lazily loaded one (decision 074).
  account: [
    ...core,
    './checkout/api/get-checkout-payment.ts',
    './checkout/components/stripe-payment-element.tsx',
  ],
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
  checkout: [
    ...core,
    './account/api/cards.ts',
    './account/api/addresses.ts',
    './account/api/profile.ts',
    taxRates,
  ],
  content: core,
  dealers: core,
  // The home (decision 082): the best sellers' cards, the menu's pages, the session's shipping rule and the sale.
  home: [...core, activeSale],
  marketing: [...core, activeSale],
  menu: core,
  push: [...core, activeSale, './marketing/lib/popup-state.ts'],
  reviews: session,
  sales: core,
  search: core,
  tax: core,
  settings: core,
  vehicles: core,
};

/**
 * The back office: a shell (features/admin: the layout, navigation, guard, sign-out and the UI kit several areas
 * share) and each area's screens in features/<area>/admin; app/ composes them (app/admin-routes.ts). The shell
 * uses the session, csrf and sign-out of auth (decision 043) and knows no area; an area's back office uses its
 * own area, the shell and those auth files, and of another area's back office only the files listed here.
 */
const adminAllowed = [...session, './auth/api/logout.ts', './admin'];
const auditTable = './audit/admin/components/audit-table.tsx';
const adminAreas = {
  account: ['./api-keys/admin/api/get-api-keys.ts', auditTable],
  'api-keys': [],
  audit: [],
  catalog: [],
  // The dashboard's figures lead to the orders, returns and products lists, filtered as those lists read them.
  dashboard: [
    './orders/admin/api/orders.ts',
    './orders/admin/lib/order-labels.ts',
    './catalog/admin/lib/products-filter.ts',
  ],
  // A dealer application shows its applicant's account as the customer screen does.
  dealers: ['./account/admin/api/customers.ts', './account/admin/components/customer-details.tsx'],
  // The subscribers screen holds the push form, which counts the push subscriptions it reaches.
  marketing: ['./push/admin/components/push-form.tsx'],
  home: [],
  // A menu entry links a collection: its writes refresh the collections list.
  menu: ['./catalog/admin/api/collections-list.ts', './catalog/admin/collections-test-helpers.ts'],
  orders: [auditTable],
  push: ['./marketing/admin/api/subscribers.ts'],
  reviews: [auditTable],
  sales: [],
  settings: [],
  tax: [],
};
/** Tests of the shell open it on an area's screen, served by that area's test helpers. */
const shellTestHelpers = [
  './dashboard/admin/dashboard-test-helpers.ts',
  './catalog/admin/collections-test-helpers.ts',
  './sales/admin/sales-test-helpers.ts',
];

/** A feature's storefront files: all of it but its admin folder. */
const storefrontOf = (name) => [`${features}/${name}/!(admin)/**`, `${features}/${name}/*.*`];
const storefronts = Object.keys(allowed).flatMap(storefrontOf);

/** The back office's zones: the shell, each area's admin folder, and no storefront importing any of them. */
const adminZones = [
  {
    target: `${features}/admin`,
    from: features,
    except: [...adminAllowed, ...shellTestHelpers],
    message: "The back-office shell knows no area: app/admin-routes.ts composes the areas' screens.",
  },
  ...Object.entries(adminAreas).map(([name, except]) => ({
    target: `${features}/${name}/admin`,
    from: features,
    except: [`./${name}`, ...adminAllowed, ...except],
    message: `An area's back office uses its own area, the shell and the auth files it lists: ${name}/admin may use only those.`,
  })),
  {
    target: storefronts,
    from: [`${features}/admin/**`, `${features}/*/admin/**`],
    // The review admin bar (decision 051): lazily, for an administrator only; never in a shopper's bundle.
    except: ['**/features/reviews/admin/components/review-admin-bar.tsx'],
    message: "The storefront imports no back-office code (decision 043): it stays out of a shopper's bundle.",
  },
];

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
  ...adminZones,
  ...Object.entries(allowed).map(([name, except]) => ({
    target: storefrontOf(name),
    from: features,
    except: [`./${name}`, ...except],
    message: `Features do not import each other (decision 004): ${name} may use only the public files it lists.`,
  })),
];
