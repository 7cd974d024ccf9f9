import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { apiZones, featureZones } from './eslint.boundaries.js';
import { noCycleRule } from './eslint.cycles.js';

const resolver = createTypeScriptImportResolver({
  project: [
    'packages/domain/tsconfig.json',
    'apps/api/tsconfig.json',
    'apps/web/tsconfig.json',
    'tsconfig.tests.json',
  ],
  noWarnOnMultipleProjects: true,
});

const importSettings = {
  'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
  'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
  'import-x/resolver-next': [resolver],
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'bench/results/**', 'apps/web/public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Boundaries (decision 004 and ARCHITECTURE.md's Layers, eslint.boundaries.js): no import cycles anywhere,
    // type-only imports included (decision 067, eslint.cycles.js), and no import against the layering outside
    // tests (a test may compose what it checks).
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, shop: { rules: { 'no-cycle': noCycleRule(resolver) } } },
    settings: importSettings,
    rules: { 'shop/no-cycle': 'error' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/*/src/test/**', 'e2e/**', 'scripts/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...apiZones, ...featureZones] }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Domain is pure: pass now in.',
        },
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
          message: 'Domain is pure.',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Domain is pure: pass now in.',
        },
      ],
    },
  },
);
