// The embed's widget chunks: one ES module per file in src/embed/widgets/, loaded on demand by
// the loader (vite.loader.config.ts) from `widgets/<name>.js` beside `embed.js`.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const widgetsDir = fileURLToPath(new URL('./src/embed/widgets/', import.meta.url));
const input = Object.fromEntries(
  readdirSync(widgetsDir)
    .filter((f) => /^[a-z-]+\.tsx$/.test(f))
    .map((f) => [f.replace(/\.tsx$/, ''), widgetsDir + f]),
);

// The embed renders the same widgets on preact/compat: every end-to-end journey passes on it and
// it cuts ~60 KB gzip from what a shopper downloads (136 KB -> 76 KB runtime). The React library
// build is unchanged. EMBED_RENDERER=react builds the embed on React, for comparison.
const preact = process.env.EMBED_RENDERER !== 'react';

export default defineConfig({
  plugins: [react()],
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
    sourcemap: true,
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
