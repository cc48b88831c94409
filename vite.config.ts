import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import dts from 'vite-plugin-dts';
import { lightQuery } from './vite.lightQuery.js';
import { lightStyles } from './vite.lightStyles.js';
import { isExternal, LIBRARY_ENTRIES } from './vite.library.js';

/** The OS Chromium (Playwright cannot download a browser here) with the headless flags CI needs. */
const chromium = playwright({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
});

/** Every story as a test in Chromium, with axe failing the test on a violation. */
const storybookProject = {
  extends: true as const,
  plugins: [storybookTest({ configDir: '.storybook' })],
  publicDir: '.storybook/public',
  test: {
    name: 'storybook',
    // The first story of a file pays for transforming its imports; on two shared cores that
    // alone can pass the 15 s default. A story that hangs still fails.
    testTimeout: 60_000,
    browser: {
      enabled: true,
      headless: true,
      provider: chromium,
      instances: [{ browser: 'chromium' as const }],
    },
  },
};

export default defineConfig({
  plugins: [
    react(),
    // The dom tests mount the embed's widget chunks, which import their cut style sheets.
    lightStyles(),
    dts({
      tsconfigPath: './tsconfig.build.json',
      entryRoot: 'src',
      include: ['src'],
      exclude: [
        'src/**/*.test.ts',
        'src/**/*.test.tsx',
        'src/**/*.test-d.ts',
        'src/**/*.stories.tsx',
      ],
    }),
  ],
  build: {
    lib: {
      entry: LIBRARY_ENTRIES,
      formats: ['es'],
    },
    sourcemap: true,
    rollupOptions: {
      external: isExternal,
    },
  },
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          // Fuzz runs, 10 MB bodies and child processes on two shared cores can pass the 5 s
          // default without anything being wrong; a hang still fails.
          testTimeout: 15_000,
          include: [
            'src/api/**/*.test.ts',
            'sandbox/**/*.test.ts',
            'server-proxy/**/*.test.ts',
            'test/node/**/*.test.ts',
            'scripts/**/*.test.ts',
            'examples/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          // The embed's tests run in their own project, with the embed's query layer.
          exclude: ['src/api/**', 'src/embed/**'],
          setupFiles: ['test/setup-dom.ts'],
          // jsdom renders a whole drawer (every section, lazy chunks) in a test; on two shared
          // cores the first test of a file can pass 5 s while it loads, which is no failure.
          testTimeout: 15_000,
          typecheck: {
            enabled: true,
            include: ['src/**/*.test-d.ts'],
            tsconfig: './tsconfig.typecheck.json',
          },
          // The embed inlines the widget stylesheet; process it so tests see the real CSS.
          css: { include: [/src\/styles/] },
        },
      },
      {
        extends: true,
        // The embed's widget chunks resolve the hooks' query layer as its build does
        // (vite.lightQuery.ts): its light widgets read the page cache, not react-query.
        plugins: [lightQuery()],
        test: {
          name: 'embed',
          environment: 'jsdom',
          include: ['src/embed/**/*.test.{ts,tsx}'],
          setupFiles: ['test/setup-dom.ts'],
          testTimeout: 15_000,
          css: { include: [/src\/styles/] },
        },
      },
      {
        test: {
          name: 'extensions',
          // The Shopify UI extensions' bundles, built as Shopify CLI builds them, each run in a
          // jsdom window of its own against the real proxy and sandbox in this process
          // (extensions/test/harness.ts). Building them takes a few seconds per file.
          environment: 'node',
          include: ['extensions/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      // Every story rendered in Chromium with axe (`a11y.test: 'error'` in .storybook/preview):
      // `npm run test:browser`. Opt-in, so that `npm test` stays fast and browser-free.
      ...(process.env.LOYALKIT_BROWSER_TESTS ? [storybookProject] : []),
    ],
  },
});
