// A step of the embed build (vite.embed.config.ts) and of the Shopify UI extensions' build
// (scripts/extensions/build.ts): no preload helper.
import type { Plugin } from 'vite';

/**
 * Vite wraps every `import()` in its preload helper (1 KB gzip in the runtime) to fetch CSS and
 * module dependencies ahead; the embed has neither (`modulePreload: false`, CSS inlined as
 * text), so the helper is replaced by a plain call of the import.
 */
export function noPreloadHelper(): Plugin {
  const helper = '\0vite/preload-helper.js';
  return {
    name: 'loyalkit:no-preload-helper',
    enforce: 'pre',
    resolveId: (id) => (id === helper || id === 'vite/preload-helper.js' ? helper : undefined),
    load: (id) => (id === helper ? 'export const __vitePreload = (load) => load();' : undefined),
  };
}
