import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';

const config: NextConfig = {
  // The loyalty proxy and the sandbox are Node servers with native modules (better-sqlite3,
  // sharp): loaded from node_modules at run time, never bundled.
  serverExternalPackages: ['loyalkit-proxy', 'loyalkit-sandbox'],
  // The repository is the workspace root (one lockfile): the example imports ../store.
  turbopack: { root: fileURLToPath(new URL('../..', import.meta.url)) },
  poweredByHeader: false,
};

export default config;
