// `npm run build:theme`: builds the embed for the Shopify theme app extension. Extension assets
// sit in one flat folder on Shopify's CDN, so the loader becomes `loyalkit-embed.js` and each
// widget chunk `loyalkit-<chunk>.js` (the app embed tells the loader so with `data-widgets`).
import { mkdtempSync, readdirSync, rmSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
// LOYALKIT_THEME_DIR: another copy of the extension (check:theme's test); the repo's by default.
const assets = join(process.env.LOYALKIT_THEME_DIR ?? join(root, 'extensions/theme'), 'assets');
const out = mkdtempSync(join(tmpdir(), 'loyalkit-theme-'));
const PREFIX = 'loyalkit-';

try {
  await build({
    configFile: join(root, 'vite.embed.config.ts'),
    logLevel: 'warn',
    build: {
      outDir: out,
      emptyOutDir: true,
      // Source maps are not an asset type an extension may hold.
      sourcemap: false,
      rollupOptions: {
        output: {
          entryFileNames: `${PREFIX}[name].js`,
          chunkFileNames: `${PREFIX}shared-[name]-[hash].js`,
        },
      },
    },
  });
  await build({
    configFile: join(root, 'vite.loader.config.ts'),
    logLevel: 'warn',
    build: { outDir: out, emptyOutDir: false, sourcemap: false },
  });
  // The analytics bridge the app embed adds when the merchant opts in (its Analytics settings).
  await build({
    configFile: join(root, 'vite.analytics.config.ts'),
    logLevel: 'warn',
    build: {
      outDir: out,
      emptyOutDir: false,
      sourcemap: false,
      lib: {
        entry: join(root, 'src/embed/analyticsScript.ts'),
        formats: ['iife'],
        name: 'loyalkitAnalytics',
        fileName: () => `${PREFIX}analytics.js`,
      },
    },
  });

  // Replace the previous build's files; the folder's own files (loyalkit-blocks.css) stay.
  for (const file of readdirSync(assets)) {
    if (file.startsWith(PREFIX) && (file.endsWith('.js') || file === `${PREFIX}embed.css`))
      rmSync(join(assets, file));
  }
  const files = readdirSync(out).filter((f) => f.endsWith('.js'));
  for (const file of files) {
    copyFileSync(join(out, file), join(assets, file === 'embed.js' ? `${PREFIX}embed.js` : file));
  }
  // The reserved sizes, beside the loader (it links `loyalkit-embed.css` when no sheet is).
  copyFileSync(join(out, 'embed.css'), join(assets, `${PREFIX}embed.css`));
  console.log(
    `extensions/theme/assets: ${files.length} scripts (${PREFIX}embed.js and chunks), ${PREFIX}embed.css`,
  );
} finally {
  rmSync(out, { recursive: true, force: true });
}
