// The embed's renderer (vite.embed.config.ts).
import { fileURLToPath } from 'node:url';
import type { AliasOptions } from 'vite';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The embed renders the same widgets on Preact (the few React DOM semantics the heavy widgets need
// in src/embed/preact/reactDom.ts, no preact/compat): every end-to-end journey passes on it and
// it cuts ~60 KB gzip from what a shopper downloads (136 KB -> 76 KB runtime). The React library
// build is unchanged. EMBED_RENDERER=react builds the embed on React, for comparison.
const preact = process.env.EMBED_RENDERER !== 'react';

/** React's modules resolved to Preact's (none when building on React). */
export const rendererAliases: AliasOptions = preact
  ? [
      {
        find: /^react-dom\/client$/,
        replacement: fromHere('./src/embed/preact/react-dom-client.ts'),
      },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react$/, replacement: fromHere('./src/embed/preact/react.ts') },
    ]
  : [];
