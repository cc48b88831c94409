// The embed's query layer, chosen at build time: the hooks' `src/hooks/query.ts` (react-query) is
// resolved to `src/embed/query.ts`, whose light widgets read the page's cache through the same
// hook interface. Used by the embed build and by the tests that mount its widget chunks.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const hooksQuery = fileURLToPath(new URL('./src/hooks/query.ts', import.meta.url));
const embedQuery = fileURLToPath(new URL('./src/embed/query.ts', import.meta.url));

/** Resolves every import of src/hooks/query.ts to src/embed/query.ts. */
export function lightQuery(): Plugin {
  return {
    name: 'loyalkit:light-query',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      // Only relative imports can name it (the hooks' `./query.js`); the light module's own
      // `export type` of it is erased before resolution.
      if (!importer || !source.startsWith('.') || !/\/query(\.js|\.ts)?$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id.split('?')[0] === hooksQuery ? embedQuery : null;
    },
  };
}
