// The data-inlining step of the embed build: modules of data derived from the operation table are
// evaluated here, in Node, and only their values reach the browser.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { encodeRoutes } from './src/client/routeCodec.js';
import type { StorefrontRoute } from './src/client/routes.js';

const routeCodecFile = fileURLToPath(new URL('./src/client/routeCodec.ts', import.meta.url));

/**
 * Data-only modules derived from the operation table are evaluated here, in Node, and their
 * values inlined: the browser gets `name → method/path`, never the schemas they were read from.
 */
export function inlineData(modules: Record<string, Record<string, unknown>>): Plugin {
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
        .map(([name, value]) => {
          // The route table as compact text when its paths allow it (src/client/routeCodec.ts).
          const compact =
            name === 'storefrontRoutes'
              ? encodeRoutes(value as Record<string, StorefrontRoute>)
              : null;
          return compact === null
            ? `export const ${name} = ${JSON.stringify(value)};`
            : `import { decodeRoutes } from ${JSON.stringify(routeCodecFile)};\nexport const ${name} = decodeRoutes(${JSON.stringify(compact)});`;
        })
        .join('\n');
    },
  };
}
