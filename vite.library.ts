// The library build's entries and externals, shared by vite.config.ts and the test that builds
// the library to check its React Server Components boundaries (test/node/rscBoundaries.test.ts).

/**
 * The package's entry points (`exports` in package.json). `index` is the client boundary: its
 * source starts with `'use client'`, which the build keeps on the entry chunk. `api` and `server`
 * are server-safe: importable from a React Server Component, so nothing they reach may use
 * React's client APIs (context, state, effects).
 */
export const LIBRARY_ENTRIES = {
  index: 'src/index.ts',
  api: 'src/api/index.ts',
  mocks: 'src/mocks/index.ts',
  server: 'src/server/index.ts',
} as const;

/** The entries a server component may import; their chunks carry no `'use client'`. */
export const SERVER_SAFE_ENTRIES = [
  'api',
  'server',
] as const satisfies readonly (keyof typeof LIBRARY_ENTRIES)[];

/** The entries that are client boundaries (`'use client'` first in their chunk). */
export const CLIENT_ENTRIES = [
  'index',
] as const satisfies readonly (keyof typeof LIBRARY_ENTRIES)[];

/** Peer dependencies and zod: imported, never bundled. */
const EXTERNAL = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  '@tanstack/react-query',
  'zustand',
  'zod',
  'msw',
];

/** Whether the library build leaves `id` to the app's bundler. */
export function isExternal(id: string): boolean {
  return EXTERNAL.some((dep) => id === dep || id.startsWith(`${dep}/`));
}
