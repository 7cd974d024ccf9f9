import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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

// The node projects run their files one after another in a worker that keeps the modules it has loaded
// (isolate: false): loading the app's modules again for each file was most of the API suite's time
// (docs/decisions/076-test-speed.md). A file that replaces a module with vi.mock needs them loaded afresh: it is
// found here and runs isolated, in a project of its own ('api-isolated', 'api-postgres-isolated').
// (Each is one of BOTH_STORES' files too.)
/** The test files under `root`'s src that replace a module (`vi.mock` / `vi.doMock`), relative to `root`. */
function filesReplacingModules(root: string): string[] {
  const dir = fileURLToPath(new URL(`./${root}/`, import.meta.url));
  return readdirSync(join(dir, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.test\.tsx?$/.test(f))
    .map((f) => join('src', f))
    .filter((f) => /\bvi\.(mock|doMock)\(/.test(readFileSync(join(dir, f), 'utf8')))
    .sort();
}
const API_ISOLATED = filesReplacingModules('apps/api');

// The web project's files likewise share a worker's jsdom and the libraries it has loaded; the setup file gives each
// file fresh copies of the app's own modules and an empty browser state (apps/web/src/test/setup.ts). A file that
// replaces a module with vi.mock would leave the replacement to the files after it: it runs isolated.
const WEB_ISOLATED = filesReplacingModules('apps/web');
const webProjects = [
  { name: 'web', include: ['src/**/*.test.{ts,tsx}'], exclude: WEB_ISOLATED, isolate: false },
  { name: 'web-isolated', include: WEB_ISOLATED, isolate: true },
].map((test) => ({ extends: './apps/web/vitest.config.ts', test }));

const SQLITE_TEMPLATES_SETUP = fileURLToPath(
  new URL('./apps/api/src/test/sqlite-global-setup.ts', import.meta.url),
);

/** The API suite on one store (`settings`): its files on shared modules, and API_ISOLATED's on their own. */
const apiProjects = (
  name: string,
  include: string[],
  settings: { env?: Record<string, string>; globalSetup?: string[] },
) =>
  [
    { name, include, exclude: API_ISOLATED, isolate: false },
    { name: `${name}-isolated`, include: API_ISOLATED, isolate: true },
  ].map((files) => ({
    resolve: { alias },
    test: {
      ...files,
      root: 'apps/api',
      environment: 'node' as const,
      setupFiles: [API_CONTRACT],
      ...settings,
      // SQLite template folders (test/test-store.ts) of workers that ended before their exit handlers ran.
      globalSetup: [SQLITE_TEMPLATES_SETUP, ...(settings.globalSetup ?? [])],
      // Backstops for a hung test on a machine shared with other jobs; every wait inside is on a condition.
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  }));

export default defineConfig({
  test: {
    // Two workers, not vitest's default of one on 2 cores (availableParallelism() - 1): a second worker takes the
    // core the first leaves while it waits on PostgreSQL, spawned servers or the hasher. What they make is named
    // per process or port 0 (decision 076); `--maxWorkers=1` on the command line still runs one.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        // Property tests run hundreds of cases: on a machine shared with other jobs they take seconds, not ms.
        test: {
          name: 'domain',
          root: 'packages/domain',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          isolate: false,
          testTimeout: 60_000,
        },
      },
      ...apiProjects('api', ['src/**/*.test.ts'], {}),
      ...(postgresUrl
        ? apiProjects('api-postgres', BOTH_STORES, {
            env: { SHOP_TEST_STORE: 'postgres', TEST_DATABASE_URL: postgresUrl },
            globalSetup: [
              fileURLToPath(new URL('./apps/api/src/test/postgres-global-setup.ts', import.meta.url)),
            ],
          })
        : []),
      {
        test: {
          name: 'scripts',
          root: 'scripts',
          environment: 'node',
          include: ['**/*.test.ts'],
          isolate: false,
          testTimeout: 60_000,
        },
      },
      ...webProjects,
    ],
  },
});
