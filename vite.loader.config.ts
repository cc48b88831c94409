// The loader `embed.js`: a classic script (IIFE) that defines the <lk-*> elements and imports
// each widget chunk when its element becomes visible. It must stay tiny (npm run size).
import { readFileSync } from 'node:fs';
import { transform } from 'lightningcss';
import { defineConfig, type Plugin } from 'vite';

/**
 * `embed.css`: the reserved sizes, for a theme's <head> (the loader links it when a page does not),
 * minified: the source's comments are for us, not the shopper.
 */
const reserveSheet: Plugin = {
  name: 'loyalkit:embed-css',
  generateBundle() {
    this.emitFile({
      type: 'asset',
      fileName: 'embed.css',
      source: transform({
        filename: 'embed.css',
        code: readFileSync(new URL('./src/embed/reserve.css', import.meta.url)),
        minify: true,
      }).code,
    });
  },
};

export default defineConfig({
  plugins: [reserveSheet],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist/embed',
    emptyOutDir: false,
    target: 'es2022',
    lib: {
      entry: 'src/embed/embed.ts',
      name: 'loyalkitEmbed',
      formats: ['iife'],
      fileName: () => 'embed.js',
    },
  },
});
