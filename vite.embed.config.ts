// The embed's widget chunks: one ES module per file in src/embed/widgets/, loaded on demand by
// the loader (vite.loader.config.ts) from `widgets/<name>.js` beside `embed.js`. The build's
// steps, each in its own file: the light query layer (vite.lightQuery.ts), the data inlined from
// the operation table (vite.embedData.ts), the catalogs cut into parts (vite.embedMessages.ts),
// the light widgets' cut style sheets (vite.lightStyles.ts), and the shared chunks by name
// (vite.embedChunks.ts).
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import * as routes from './src/client/routes.js';
import { embedChunkGroups } from './vite.embedChunks.js';
import { inlineData } from './vite.embedData.js';
import { inlineChunkMessages, messagesByPart } from './vite.embedMessages.js';
import { lightQuery } from './vite.lightQuery.js';
import { lightStyles } from './vite.lightStyles.js';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const widgetsDir = fromHere('./src/embed/widgets/');
const input = {
  ...Object.fromEntries(
    readdirSync(widgetsDir)
      .filter((f) => /^[a-z-]+\.tsx$/.test(f))
      .map((f) => [f.replace(/\.tsx$/, ''), widgetsDir + f]),
  ),
  // Not a widget: the theme editor's contrast check, a script the app embed loads there only.
  'editor-contrast': fromHere('./src/embed/editor.ts'),
};

/**
 * Vite wraps every `import()` in its preload helper (1 KB gzip in the runtime) to fetch CSS and
 * module dependencies ahead; the embed has neither (`modulePreload: false`, CSS inlined as
 * text), so the helper is replaced by a plain call of the import.
 */
function noPreloadHelper(): Plugin {
  const helper = '\0vite/preload-helper.js';
  return {
    name: 'loyalkit:no-preload-helper',
    enforce: 'pre',
    resolveId: (id) => (id === helper || id === 'vite/preload-helper.js' ? helper : undefined),
    load: (id) => (id === helper ? 'export const __vitePreload = (load) => load();' : undefined),
  };
}

// The embed renders the same widgets on Preact (the few React DOM semantics the heavy widgets need
// in src/embed/preact/reactDom.ts, no preact/compat): every end-to-end journey passes on it and
// it cuts ~60 KB gzip from what a shopper downloads (136 KB -> 76 KB runtime). The React library
// build is unchanged. EMBED_RENDERER=react builds the embed on React, for comparison.
const preact = process.env.EMBED_RENDERER !== 'react';

export default defineConfig({
  plugins: [
    react(),
    lightQuery(),
    inlineData({ './src/client/routes.ts': routes }),
    messagesByPart(),
    inlineChunkMessages(),
    lightStyles(),
    noPreloadHelper(),
  ],
  resolve: preact
    ? {
        alias: [
          {
            find: /^react-dom\/client$/,
            replacement: fromHere('./src/embed/preact/react-dom-client.ts'),
          },
          { find: /^react-dom$/, replacement: 'preact/compat' },
          { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
          { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
          { find: /^react$/, replacement: fromHere('./src/embed/preact/react.ts') },
        ],
      }
    : {},
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: process.env.EMBED_OUT_DIR ?? 'dist/embed',
    emptyOutDir: true,
    target: 'es2022',
    // The loader imports each chunk itself; Vite's preload helper would cost every widget 1 KB,
    // and lazy parts (the launcher's drawer) are imported relative to their chunk, where the
    // helper would ask for them at the site root instead.
    modulePreload: false,
    // Source maps are an opt-in build (EMBED_SOURCEMAP=1), never shipped beside the embed.
    sourcemap: process.env.EMBED_SOURCEMAP === '1',
    rollupOptions: {
      input,
      preserveEntrySignatures: 'exports-only',
      output: {
        format: 'es',
        // The shared chunks by name (vite.embedChunks.ts); the rest is left to the bundler.
        codeSplitting: { groups: embedChunkGroups() },
        entryFileNames: 'widgets/[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
      },
    },
  },
});
