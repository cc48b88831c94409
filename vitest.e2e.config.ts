// End-to-end tests (`npm run test:e2e`): the real stack (`npm start`: proxy, embedded sandbox,
// demo storefront) on a fresh database, driven in the OS Chromium by playwright-core.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/e2e/**/*.e2e.ts'],
    // Builds the embed, starts one stack for the run (fresh temp database) and stops it after.
    globalSetup: ['test/e2e/global-setup.ts'],
    fileParallelism: false,
    // One more try for a journey that fails: a real browser against a real stack on a shared
    // 2-core machine meets timing no assertion controls. A retried journey stays visible: the
    // default reporter marks it "(retry x1)" in the run's output.
    retry: 1,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
