// Visual snapshots (`npm run test:visual`): every story rendered in Chromium, as the storybook
// project renders it (its play function included), then compared pixel by pixel with its approved
// picture in test/visual/__screenshots__/. A deliberate change: `npm run test:visual:update`
// rewrites the pictures that differ (review them in the diff before committing). On a mismatch
// the reference, the actual picture and their diff are written to test-results/visual/.
//
// The matrix: every story at 1280 px on the light theme (its Arabic, Japanese, French stories
// included); the stories tagged `visual-matrix` (one per widget, at its fullest) also at 390 px and
// on the dark theme, and those tagged `visual-rtl` (the widgets' Arabic stories) at 390 px.
import { appendFileSync, mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import type { Page } from 'playwright-core';
import { defineConfig } from 'vitest/config';
import { lightStyles } from './vite.lightStyles.js';

/**
 * The OS Chromium, as the storybook project launches it, made to draw the same pixels on every
 * run: no network beyond the loopback (a mock's remote image is broken the same way each time),
 * reduced motion (carousels do not advance), one colour profile, no font hinting.
 */
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
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
      '--force-prefers-reduced-motion',
      '--force-color-profile=srgb',
      '--font-render-hinting=none',
      '--hide-scrollbars',
    ],
  },
  // Wider than the widest story (1280 px) and taller than the tallest, so the test frame, grown to
  // its story's height for the picture (test/visual/setup.ts), is drawn at scale 1.
  contextOptions: { viewport: { width: 1600, height: 12_000 } },
});

/** A variant of the matrix: its name (a folder of pictures) and the globals it renders in. */
interface Variant {
  name: string;
  globals: { theme: 'light' | 'dark'; locale: string; viewport: string };
  /** Only the stories with this tag; every story when absent. */
  tag?: string;
}

const VARIANTS: Variant[] = [
  { name: '1280-light', globals: { theme: 'light', locale: '', viewport: 'desktop1280' } },
  {
    name: '390-light',
    globals: { theme: 'light', locale: '', viewport: 'phone390' },
    tag: 'visual-matrix',
  },
  {
    name: '1280-dark',
    globals: { theme: 'dark', locale: '', viewport: 'desktop1280' },
    tag: 'visual-matrix',
  },
  // The widgets' Arabic stories (right to left; their play functions read Arabic) on a phone.
  {
    name: '390-rtl',
    globals: { theme: 'light', locale: '', viewport: 'phone390' },
    tag: 'visual-rtl',
  },
];

const ROOT = new URL('.', import.meta.url).pathname;
/** The pictures a run compared, one per line: scripts/visual-prune.ts finds the obsolete ones. */
export const SEEN = `${ROOT}test-results/visual/seen.txt`;
rmSync(SEEN, { force: true });

function visualProject({ name, globals, tag }: Variant) {
  return {
    extends: true as const,
    plugins: [
      storybookTest({
        configDir: '.storybook',
        initialGlobals: {
          theme: globals.theme,
          locale: globals.locale,
          viewport: { value: globals.viewport, isRotated: false },
        },
        ...(tag && { tags: { include: [tag] } }),
      }),
    ],
    publicDir: '.storybook/public',
    test: {
      name: `visual-${name}`,
      setupFiles: ['test/visual/setup.ts'],
      // axe runs in the storybook project; here only the pixels are compared.
      provide: { visualVariant: name, 'storybook/test-provided': { a11y: false } },
      testTimeout: 60_000,
      // One page for all of a project's story files (each story starts over with its own
      // provider and mock proxy): loading the preview once per file cost more than the stories.
      isolate: false,
      // The picture is taken in an afterEach hook, after the page settles.
      hookTimeout: 60_000,
      browser: {
        enabled: true,
        headless: true,
        provider: chromium,
        instances: [{ browser: 'chromium' as const }],
        // A failed story's own screenshot adds nothing to the diff pictures.
        screenshotFailures: false,
        commands: {
          visualSeen: (_ctx: unknown, name: string) => {
            mkdirSync(dirname(SEEN), { recursive: true });
            appendFileSync(SEEN, `${name}\n`);
          },
        },
        expect: {
          toMatchScreenshot: {
            comparatorName: 'pixelmatch' as const,
            // A pixel differs when its colour moved more than 10 % (pixelmatch's YIQ distance);
            // anti-aliasing alone is ignored. A changed padding moves thousands of pixels.
            comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 20 },
            // Time to take two equal pictures in a row: a tall story takes a while on two cores.
            timeout: 15_000,
            resolveScreenshotPath: ({ arg, ext }: { arg: string; ext: string }) =>
              `${ROOT}test/visual/__screenshots__/${arg}${ext}`,
            resolveDiffPath: ({ arg, ext }: { arg: string; ext: string }) =>
              `${ROOT}test-results/visual/${arg}${ext}`,
          },
        },
      },
    },
  };
}

/** Pixel measures that need the browser's own emulation (forced colours), beside the pictures. */
const measures = {
  extends: true as const,
  // Bundled before the first test: a mid-run re-bundle would load a second React.
  optimizeDeps: { include: ['react', 'react-dom/client', 'react/jsx-dev-runtime'] },
  test: {
    name: 'visual-measures',
    include: ['test/visual/**/*.browser.test.tsx'],
    browser: {
      enabled: true,
      headless: true,
      provider: chromium,
      instances: [{ browser: 'chromium' as const }],
      // Vitest's own picture of a failed test would land beside the approved ones.
      screenshotFailures: false,
      commands: {
        emulateForcedColors: async (ctx: { page: Page }, active: boolean) => {
          await ctx.page.emulateMedia({ forcedColors: active ? 'active' : 'none' });
        },
      },
    },
  },
};

export default defineConfig({
  plugins: [react(), lightStyles()],
  test: {
    // A failed comparison's pictures, attached to the test report: with the diffs, not the sources.
    attachmentsDir: 'test-results/visual/attachments',
    projects: [...VARIANTS.map(visualProject), measures],
  },
});
