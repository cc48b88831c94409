// The consumer test (`npm run test:consumer`): the packages packed, installed offline into
// scratch projects and run from there (test/consumer/). Long steps (installs, a native build).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/consumer/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 600_000,
  },
});
