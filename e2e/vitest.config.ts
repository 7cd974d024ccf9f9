import { defineConfig } from 'vitest/config';

// Browser journeys against the built shop on a real server and a temporary database. Serial: 2 cores.
export default defineConfig({
  test: {
    name: 'e2e',
    root: 'e2e',
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
