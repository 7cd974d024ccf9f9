/** The lint boundaries can fail: a snippet that breaks each kind of rule is refused, an allowed one is not. */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// no-unresolved too: an import the resolver cannot follow would pass the boundary rules unseen. A probe is in no
// tsconfig (it is not on disk), so it is linted without types: the typed rules (decision 068) are not what it checks.
const eslint = new ESLint({
  cwd: new URL('..', import.meta.url).pathname,
  overrideConfig: [
    { rules: { 'import-x/no-unresolved': 'error' } },
    {
      files: ['**/boundary-probe.ts', '**/boundary-probe.test.ts'],
      languageOptions: { parserOptions: { projectService: false, project: null } },
      rules: {
        '@typescript-eslint/no-floating-promises': 'off',
        '@typescript-eslint/no-misused-promises': 'off',
        '@typescript-eslint/await-thenable': 'off',
      },
    },
  ],
});

async function messages(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result?.messages ?? [];
}

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  return (await messages(code, filePath)).map((m) => m.ruleId ?? m.message);
}

describe('lint boundaries', () => {
  it('refuses a feature importing another feature outside decision 004', async () => {
    const ids = await ruleIds(
      "export { useProfile } from '../account/api/profile';\n",
      'apps/web/src/features/search/boundary-probe.ts',
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  }, 60_000);

  it('lets checkout read the account cards, as decision 004 says', async () => {
    const ids = await ruleIds(
      "export * from '../account/api/cards';\n",
      'apps/web/src/features/checkout/boundary-probe.ts',
    );
    // Nothing at all: a probe the parser could not read would pass the two checks above unseen.
    expect(ids).toEqual([]);
  }, 60_000);

  it('refuses a feature importing the app, and lib/ importing a feature', async () => {
    const fromFeature = await ruleIds(
      "export * from '../../app/router';\n",
      'apps/web/src/features/search/boundary-probe.ts',
    );
    expect(fromFeature).toContain('import-x/no-restricted-paths');
    const fromLib = await ruleIds(
      "export * from '../features/cart/api/get-cart';\n",
      'apps/web/src/lib/boundary-probe.ts',
    );
    expect(fromLib).toContain('import-x/no-restricted-paths');
  }, 60_000);

  it('refuses a storefront file importing a back-office screen, even of its own area', async () => {
    const found = await messages(
      "export * from '../admin/routes/products-page';\n",
      'apps/web/src/features/catalog/components/boundary-probe.ts',
    );
    expect(found.map((m) => m.message).join('\n')).toContain(
      "The storefront imports no back-office code (decision 043): it stays out of a shopper's bundle.",
    );
    const shell = await ruleIds(
      "export * from '../admin/components/admin-ui';\n",
      'apps/web/src/features/search/boundary-probe.ts',
    );
    expect(shell).toContain('import-x/no-restricted-paths');
  }, 60_000);

  it("lets the reviews storefront load the review admin bar, and an area's back office use its area and the shell", async () => {
    const bar = await ruleIds(
      "export const bar = () => import('../admin/components/review-admin-bar');\n",
      'apps/web/src/features/reviews/components/boundary-probe.ts',
    );
    expect(bar).toEqual([]);
    const area = await ruleIds(
      "export * from '../../admin/components/admin-ui';\nexport * from '../api/get-product';\n",
      'apps/web/src/features/catalog/admin/boundary-probe.ts',
    );
    expect(area).toEqual([]);
  }, 60_000);

  it("refuses the back-office shell importing an area's screen, and an area another's unlisted back-office file", async () => {
    const shell = await ruleIds(
      "export * from '../catalog/admin/routes/products-page';\n",
      'apps/web/src/features/admin/boundary-probe.ts',
    );
    expect(shell).toContain('import-x/no-restricted-paths');
    const area = await ruleIds(
      "export * from '../../orders/admin/api/orders';\n",
      'apps/web/src/features/catalog/admin/boundary-probe.ts',
    );
    expect(area).toContain('import-x/no-restricted-paths');
  }, 60_000);

  it("refuses a module importing another module's repo, by any repo file name (decision 069)", async () => {
    const repo = await messages(
      "export { createCatalogRepo } from '../catalog/catalog.repo.js';\n",
      'apps/api/src/modules/cart/boundary-probe.ts',
    );
    expect(repo.map((m) => m.message).join('\n')).toContain(
      "cart may import no other module's repo (decision 069)",
    );
    const listRepo = await ruleIds(
      "export { filtered } from '../catalog/admin.products.list-repo.js';\n",
      'apps/api/src/modules/dashboard/boundary-probe.ts',
    );
    expect(listRepo).toContain('import-x/no-restricted-paths');
  }, 60_000);

  it("lets a module import its own repo and another's service, and a test another's repo", async () => {
    const own = await ruleIds(
      "export { createCartRepo } from './cart.repo.js';\nexport { catalogReadsIn } from '../catalog/catalog.service.js';\n",
      'apps/api/src/modules/cart/boundary-probe.ts',
    );
    expect(own).toEqual([]);
    const test = await ruleIds(
      "export { createPushRepo } from '../push/push.repo.js';\n",
      'apps/api/src/modules/marketing/boundary-probe.test.ts',
    );
    expect(test).not.toContain('import-x/no-restricted-paths');
  }, 60_000);

  it('refuses lib/ importing a module', async () => {
    const ids = await ruleIds(
      "export * from '../modules/cart/cart.cookies.js';\n",
      'apps/api/src/lib/boundary-probe.ts',
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  }, 60_000);
});

describe('import cycles (decision 067)', () => {
  // prepared-names.ts is imported by database.ts: importing database back closes a loop, type-only or not.
  const probe = 'apps/api/src/db/prepared-names.ts';

  it('refuses a loop whose one direction is a type-only import', async () => {
    const ids = await ruleIds("import type { Db } from './database.js';\nexport type Probe = Db;\n", probe);
    expect(ids).toContain('shop/no-cycle');
  }, 60_000);

  it('lets a file import what imports nothing back', async () => {
    const ids = await ruleIds("import type { DB } from './schema.js';\nexport type Probe = DB;\n", probe);
    expect(ids).toEqual([]);
  }, 60_000);
});
