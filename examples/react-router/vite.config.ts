import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  // The loyalty proxy and the sandbox are Node servers with native modules: imported at run
  // time from node_modules, never bundled (here they are workspace links, which Vite would).
  ssr: { external: ['loyalkit-proxy', 'loyalkit-sandbox'] },
  // The store's own images live under /assets/ (review photos link there): the build's files
  // go under /static/.
  build: { assetsDir: 'static' },
});
