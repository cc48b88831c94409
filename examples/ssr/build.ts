// Bundles the browser entry (`client.tsx`) with Vite: `client.js` plus its chunks.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));

/** Where `npm run example:ssr` puts the bundle. */
export const CLIENT_DIR = fileURLToPath(new URL('./dist/', import.meta.url));

/** Builds the client bundle into `outDir`; `mode: 'development'` keeps React's dev warnings. */
export async function buildClient(
  outDir = CLIENT_DIR,
  mode: 'production' | 'development' = 'production',
): Promise<void> {
  await build({
    configFile: false,
    root: here,
    mode,
    logLevel: 'warn',
    plugins: [react()],
    // In an app, `loyalkit` is the installed package; here it is this repository's source.
    resolve: {
      alias: [
        {
          find: /^loyalkit$/,
          replacement: fileURLToPath(new URL('../../src/index.ts', import.meta.url)),
        },
      ],
    },
    define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: true,
      minify: mode === 'production',
      // One bundle of React, react-query, zod and the widgets: an example, not a tuned app.
      chunkSizeWarningLimit: 2048,
      rollupOptions: {
        input: { client: fileURLToPath(new URL('./client.tsx', import.meta.url)) },
        output: {
          format: 'es',
          entryFileNames: '[name].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
        },
      },
    },
  });
}
