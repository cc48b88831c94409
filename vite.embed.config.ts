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

export default defineConfig({
  plugins: [react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist/embed',
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
