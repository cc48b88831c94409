// The loader `embed.js`: a classic script (IIFE) that defines the <lk-*> elements and imports
// each widget chunk when its element becomes visible. It must stay tiny (npm run size).
import { defineConfig } from 'vite';

export default defineConfig({
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
