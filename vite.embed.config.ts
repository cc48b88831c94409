// The embed's widget chunks: one ES module per file in src/embed/widgets/, loaded on demand by
// the loader (vite.loader.config.ts) from `widgets/<name>.js` beside `embed.js`. The build's
// steps, each in its own file: the light query layer (vite.lightQuery.ts), the data inlined from
// the operation table (vite.embedData.ts), the catalogs cut into parts (vite.embedMessages.ts),
// the light widgets' cut style sheets (vite.lightStyles.ts), the shared chunks by name
// (vite.embedChunks.ts), no preload helper (vite.embedPreload.ts), and Preact for React
// (vite.embedPreact.ts).
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import * as routes from './src/client/routes.js';
import { embedChunkGroups } from './vite.embedChunks.js';
import { inlineData } from './vite.embedData.js';
import { inlineChunkMessages, messagesByPart } from './vite.embedMessages.js';
import { noPreloadHelper } from './vite.embedPreload.js';
import { rendererAliases } from './vite.embedPreact.js';
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
  resolve: { alias: rendererAliases },
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
