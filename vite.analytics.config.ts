// `analytics.js` beside the loader: a classic script (IIFE) that publishes the widgets' events to
// Shopify's customer events and dataLayer, for the stores that opt in (src/embed/analytics.ts).
import { defineConfig } from 'vite';

export default defineConfig({
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: process.env.EMBED_OUT_DIR ?? 'dist/embed',
    emptyOutDir: false,
    target: 'es2022',
    lib: {
      entry: 'src/embed/analyticsScript.ts',
      name: 'loyalkitAnalytics',
      formats: ['iife'],
      fileName: () => 'analytics.js',
    },
  },
});
