// The embed's query layer, chosen at build time: the hooks' `src/hooks/query.ts` (react-query) is
// resolved to `src/embed/query.ts`, whose light widgets read the page's cache through the same
// hook interface, and `src/hooks/queryClient.ts` (react-query's mutation and client, for the
// heart's toggle) to `src/embed/queryClient.ts`, a mutation on the page cache. Used by the embed
// build and by the tests that mount its widget chunks.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const path = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** The hooks' modules and what the embed resolves each to. */
const SWAPS = new Map([
  [path('./src/hooks/query.ts'), path('./src/embed/query.ts')],
  [path('./src/hooks/queryClient.ts'), path('./src/embed/queryClient.ts')],
]);

/** Resolves every import of the hooks' query modules to the embed's. */
export function lightQuery(): Plugin {
  return {
    name: 'loyalkit:light-query',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      // Only relative imports can name them (the hooks' `./query.js`); the light modules' own
      // `export type` of them is erased before resolution.
      if (!importer || !source.startsWith('.') || !/\/query(Client)?(\.js|\.ts)?$/.test(source))
        return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return SWAPS.get(resolved?.id.split('?')[0] ?? '') ?? null;
    },
  };
}
