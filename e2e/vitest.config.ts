import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser journeys against the built shop on a real server and a temporary database. Serial: 2 cores.
export default defineConfig({
  resolve: {
    alias: { '@shop/domain': fileURLToPath(new URL('../packages/domain/src/index.ts', import.meta.url)) },
  },
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    // Backstops for a hung journey; each step waits on its condition (support.ts: E2E_WAIT_MS).
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
