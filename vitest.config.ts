import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const domainSrc = fileURLToPath(new URL('./packages/domain/src/index.ts', import.meta.url));
const alias = { '@shop/domain': domainSrc };

// The API's HTTP, attack, fuzz and crash suites run on SQLite always, and on PostgreSQL too when
// TEST_DATABASE_URL names a server where test databases may be made (.ci/run starts one).
const postgresUrl = process.env.TEST_DATABASE_URL;
const BOTH_STORES = [
  'src/modules/**/*.test.ts',
  'src/security/**/*.test.ts',
  'src/pages/**/*.test.ts',
  'src/lib/**/*.test.ts',
  'src/db/query-plans.test.ts',
  'src/db/read-pool.test.ts',
  'src/demo/remove-demo.test.ts',
];

// Every answer a test app gives is checked against the OpenAPI document (docs/decisions/064-openapi-contract.md).
const API_CONTRACT = fileURLToPath(new URL('./apps/api/src/test/contract-setup.ts', import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        // Property tests run hundreds of cases: on a machine shared with other jobs they take seconds, not ms.
        test: {
          name: 'domain',
          root: 'packages/domain',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          root: 'apps/api',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          setupFiles: [API_CONTRACT],
          // Backstops for a hung test on a machine shared with other jobs; every wait inside is on a condition.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      ...(postgresUrl
        ? [
            {
              resolve: { alias },
              test: {
                name: 'api-postgres',
                root: 'apps/api',
                environment: 'node',
                include: BOTH_STORES,
                setupFiles: [API_CONTRACT],
                env: { SHOP_TEST_STORE: 'postgres', TEST_DATABASE_URL: postgresUrl },
                globalSetup: [
                  fileURLToPath(new URL('./apps/api/src/test/postgres-global-setup.ts', import.meta.url)),
                ],
                testTimeout: 60_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'scripts',
          root: 'scripts',
          environment: 'node',
          include: ['**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
