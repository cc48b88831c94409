// The embed's widget chunks: one ES module per file in src/embed/widgets/, loaded on demand by
// the loader (vite.loader.config.ts) from `widgets/<name>.js` beside `embed.js`.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import * as routes from './src/client/routes.js';

const widgetsDir = fileURLToPath(new URL('./src/embed/widgets/', import.meta.url));
const input = Object.fromEntries(
  readdirSync(widgetsDir)
    .filter((f) => /^[a-z-]+\.tsx$/.test(f))
    .map((f) => [f.replace(/\.tsx$/, ''), widgetsDir + f]),
);

/**
 * Data-only modules derived from the operation table are evaluated here, in Node, and their
 * values inlined: the browser gets `name → method/path`, never the schemas they were read from.
 */
function inlineData(modules: Record<string, Record<string, unknown>>): Plugin {
  const byFile = new Map(
    Object.entries(modules).map(([file, exports]) => [
      fileURLToPath(new URL(file, import.meta.url)),
      exports,
    ]),
  );
  return {
    name: 'loyalkit:inline-data',
    enforce: 'pre',
    load(id) {
      const exports = byFile.get(id.split('?')[0] ?? id);
      if (!exports) return undefined;
      return Object.entries(exports)
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
        .join('\n');
    },
  };
}

// The embed renders the same widgets on preact/compat: every end-to-end journey passes on it and
// it cuts ~60 KB gzip from what a shopper downloads (136 KB -> 76 KB runtime). The React library
// build is unchanged. EMBED_RENDERER=react builds the embed on React, for comparison.
const preact = process.env.EMBED_RENDERER !== 'react';

export default defineConfig({
  plugins: [react(), inlineData({ './src/client/routes.ts': routes })],
  resolve: preact
    ? {
        alias: [
          { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
          { find: /^react-dom$/, replacement: 'preact/compat' },
          { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
          { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
          { find: /^react$/, replacement: 'preact/compat' },
        ],
      }
    : {},
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: process.env.EMBED_OUT_DIR ?? 'dist/embed',
    emptyOutDir: true,
    target: 'es2022',
    // Source maps are an opt-in build (EMBED_SOURCEMAP=1), never shipped beside the embed.
    sourcemap: process.env.EMBED_SOURCEMAP === '1',
    // Lazy parts (the launcher's drawer) are imported relative to their chunk; Vite's preload
    // helper would ask for them at the site root instead.
    modulePreload: false,
    rollupOptions: {
      input,
      preserveEntrySignatures: 'exports-only',
      output: {
        format: 'es',
        entryFileNames: 'widgets/[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
      },
    },
  },
});
