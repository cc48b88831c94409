// The embed's widget chunks: one ES module per file in src/embed/widgets/, loaded on demand by
// the loader (vite.loader.config.ts) from `widgets/<name>.js` beside `embed.js`.
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { lightStyles } from './vite.lightStyles.js';
import { encodeRoutes } from './src/client/routeCodec.js';
import * as routes from './src/client/routes.js';
import type { StorefrontRoute } from './src/client/routes.js';
import { CHUNK_MESSAGES, type EmbedChunkName } from './src/embed/elements.js';
import {
  LAZY_PARTS,
  MESSAGE_CUTS,
  MESSAGE_DOMAINS,
  MESSAGE_SUBSETS,
  type MessageDomain,
  type MessagePart,
} from './src/embed/messageParts.js';
import { BUILT_IN_LOCALES, type BuiltInLocale } from './src/i18n/catalog.js';
import ar from './src/i18n/locales/ar.js';
import de from './src/i18n/locales/de.js';
import es from './src/i18n/locales/es.js';
import fr from './src/i18n/locales/fr.js';
import he from './src/i18n/locales/he.js';
import it from './src/i18n/locales/it.js';
import ja from './src/i18n/locales/ja.js';
import nl from './src/i18n/locales/nl.js';
import pl from './src/i18n/locales/pl.js';
import ptBR from './src/i18n/locales/pt-BR.js';
import sv from './src/i18n/locales/sv.js';
import { en as common } from './src/i18n/messages/common.js';
import { en as engage } from './src/i18n/messages/engage.js';
import { en as loyalty } from './src/i18n/messages/loyalty.js';
import { en as reviews } from './src/i18n/messages/reviews.js';
import { en as wishlist } from './src/i18n/messages/wishlist.js';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const routeCodecFile = fromHere('./src/client/routeCodec.ts');
const widgetsDir = fileURLToPath(new URL('./src/embed/widgets/', import.meta.url));
const input = {
  ...Object.fromEntries(
    readdirSync(widgetsDir)
      .filter((f) => /^[a-z-]+\.tsx$/.test(f))
      .map((f) => [f.replace(/\.tsx$/, ''), widgetsDir + f]),
  ),
  // Not a widget: the theme editor's contrast check, a script the app embed loads there only.
  'editor-contrast': fromHere('./src/embed/editor.ts'),
};

/**
 * Data-only modules derived from the operation table are evaluated here, in Node, and their
 * values inlined: the browser gets `name → method/path`, never the schemas they were read from.
 */
function inlineData(modules: Record<string, Record<string, unknown>>): Plugin {
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

const ENGLISH_DOMAINS = { common, loyalty, reviews, wishlist, engage };
const CATALOGS: Record<BuiltInLocale, Readonly<Record<string, string>>> = {
  en: { ...common, ...loyalty, ...reviews, ...wishlist, ...engage },
  fr,
  es,
  de,
  it,
  nl,
  'pt-BR': ptBR,
  pl,
  sv,
  ja,
  ar,
  he,
};

/**
 * The keys of a message part: a whole domain (its English keys), a light widget's subset, or a
 * domain cut of the keys of widgets a page does not show together.
 */
function partKeys(part: MessagePart): readonly string[] {
  if (part in MESSAGE_SUBSETS) return MESSAGE_SUBSETS[part as keyof typeof MESSAGE_SUBSETS];
  if (part in MESSAGE_CUTS) {
    const cut: {
      domain: MessageDomain;
      without: readonly string[];
      withoutParts: readonly (keyof typeof MESSAGE_SUBSETS)[];
    } = MESSAGE_CUTS[part as keyof typeof MESSAGE_CUTS];
    const later = new Set<string>(cut.withoutParts.flatMap((p) => MESSAGE_SUBSETS[p]));
    return Object.keys(ENGLISH_DOMAINS[cut.domain]).filter(
      (key) => !later.has(key) && !cut.without.some((prefix) => key.startsWith(prefix)),
    );
  }
  return Object.keys(ENGLISH_DOMAINS[part as MessageDomain]);
}

/**
 * The catalogs in pieces: one file per message part and built-in locale
 * (`i18n/reviews.fr-<hash>.js`, cut here from the canonical catalogs), downloaded only for the parts
 * the page's widget chunks name (`defineChunk(..., { messages })`) and the locale it speaks.
 * Three modules are replaced to read them: `src/embed/messages.ts` (the registry that loads them),
 * `src/i18n/messages/index.ts` (English, filled part by part instead of inline whole) and
 * `src/i18n/builtInCatalogs.ts` (a locale's catalog, filled with every part the page asked for,
 * from the registry: no chunk per locale, no table of eleven imports in the runtime).
 * `catalogs.ts` and the provider are unchanged: they read those objects as they always do.
 */
function messagesByPart(): Plugin {
  const registryFile = fromHere('./src/embed/messages.ts');
  const englishFile = fromHere('./src/i18n/messages/index.ts');
  const builtInFile = fromHere('./src/i18n/builtInCatalogs.ts');
  const parts = [
    ...MESSAGE_DOMAINS,
    ...Object.keys(MESSAGE_SUBSETS),
    ...Object.keys(MESSAGE_CUTS),
  ] as MessagePart[];
  const texts = new Map(
    parts.flatMap((part) =>
      BUILT_IN_LOCALES.map((locale) => {
        const catalog = CATALOGS[locale];
        const picked = Object.fromEntries(partKeys(part).map((key) => [key, catalog[key]]));
        return [`${part}.${locale}`, `export default ${JSON.stringify(picked)};`] as const;
      }),
    ),
  );
  // One hash of every text in every file: the registry builds a file's name from its part and
  // locale alone (no table of 70 names in the runtime), and a changed text renames them all.
  const hash = createHash('sha256')
    .update([...texts].flat().join('\n'))
    .digest('hex')
    .slice(0, 10);
  const registry = `
import { english } from ${JSON.stringify(englishFile)};
const builtIn = new Set(${JSON.stringify(BUILT_IN_LOCALES)});
const wanted = new Set();
const catalogs = new Map([['en', english]]);
const used = new Set();
const loads = new Map();
function fill(part, locale) {
  const id = part + '.' + locale;
  let load = loads.get(id);
  if (!load) {
    load = import(/* @vite-ignore */ new URL('../i18n/' + id + '-${hash}.js', import.meta.url).href).then(
      (m) => void Object.assign(catalogs.get(locale), m.default),
      (error) => { loads.delete(id); throw error; },
    );
    loads.set(id, load);
  }
  return load;
}
function use(locale) {
  used.add(locale);
  if (!catalogs.has(locale)) catalogs.set(locale, {});
}
export function builtInCatalog(locale) {
  use(locale);
  return Promise.all([...wanted].map((part) => fill(part, locale))).then(() => catalogs.get(locale));
}
// Without a locale: the part in every locale the page speaks already (a lazy form's, LAZY_PARTS).
export function loadMessageParts(locale, parts) {
  parts.forEach(wanted.add, wanted);
  // A built-in locale has every key itself; English fills the gaps of a store's own locale.
  if (locale) use(builtIn.has(locale) ? locale : 'en');
  return Promise.all([...used].flatMap((l) => parts.map((part) => fill(part, l))));
}`;
  // A module that brings a part waits for it (top-level await) before it runs: the form's chunk
  // resolves once its words are in, so the lazy form renders with them.
  const lazyModules = new Map(
    Object.entries(LAZY_PARTS).flatMap(([part, files]) =>
      files.map((file) => [fromHere(`./${file}`), part] as const),
    ),
  );
  return {
    name: 'loyalkit:messages-by-part',
    enforce: 'pre',
    transform(code, id) {
      const part = lazyModules.get(id.split('?')[0] ?? id);
      if (!part) return undefined;
      return {
        code: `import { loadMessageParts as __lkParts } from ${JSON.stringify(registryFile)};\nawait __lkParts(null, [${JSON.stringify(part)}]);\n${code}`,
        map: null,
      };
    },
    load(id) {
      const file = id.split('?')[0] ?? id;
      if (file === registryFile) return registry;
      if (file === englishFile) return 'export const english = {};';
      if (file === builtInFile) {
        return `import { builtInCatalog } from ${JSON.stringify(registryFile)};\nexport const importBuiltIn = (locale) => builtInCatalog(locale).then((c) => ({ default: c }));`;
      }
      return undefined;
    },
    generateBundle() {
      for (const [id, source] of texts) {
        this.emitFile({ type: 'asset', fileName: `i18n/${id}-${hash}.js`, source });
      }
    },
  };
}

/**
 * A widget chunk names its message parts as `CHUNK_MESSAGES['<chunk>']`: the list is written into
 * the chunk itself, so the runtime every widget shares does not carry the lists of all of them.
 */
function inlineChunkMessages(): Plugin {
  return {
    name: 'loyalkit:inline-chunk-messages',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(widgetsDir)) return undefined;
      return code.replace(/CHUNK_MESSAGES\[\s*'([a-z-]+)'\s*\]/g, (_, chunk: string) => {
        const parts: readonly string[] | undefined = CHUNK_MESSAGES[chunk as EmbedChunkName];
        if (!parts) throw new Error(`${id}: no CHUNK_MESSAGES entry for '${chunk}'`);
        return JSON.stringify(parts);
      });
    },
  };
}

/**
 * Vite wraps every `import()` in its preload helper (1 KB gzip in the runtime) to fetch CSS and
 * module dependencies ahead; the embed has neither (`modulePreload: false`, CSS inlined as
 * text), so the helper is replaced by a plain call of the import.
 */
function noPreloadHelper(): Plugin {
  const helper = '\0vite/preload-helper.js';
  return {
    name: 'loyalkit:no-preload-helper',
    enforce: 'pre',
    resolveId: (id) => (id === helper || id === 'vite/preload-helper.js' ? helper : undefined),
    load: (id) => (id === helper ? 'export const __vitePreload = (load) => load();' : undefined),
  };
}

// The embed renders the same widgets on Preact (the few React DOM semantics the heavy widgets need
// in src/embed/preact/reactDom.ts, no preact/compat): every end-to-end journey passes on it and
// it cuts ~60 KB gzip from what a shopper downloads (136 KB -> 76 KB runtime). The React library
// build is unchanged. EMBED_RENDERER=react builds the embed on React, for comparison.
const preact = process.env.EMBED_RENDERER !== 'react';

export default defineConfig({
  plugins: [
    react(),
    inlineData({ './src/client/routes.ts': routes }),
    messagesByPart(),
    inlineChunkMessages(),
    lightStyles(),
    noPreloadHelper(),
  ],
  resolve: preact
    ? {
        alias: [
          {
            find: /^react-dom\/client$/,
            replacement: fromHere('./src/embed/preact/react-dom-client.ts'),
          },
          { find: /^react-dom$/, replacement: 'preact/compat' },
          { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
          { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
          { find: /^react$/, replacement: fromHere('./src/embed/preact/react.ts') },
        ],
      }
    : {},
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: process.env.EMBED_OUT_DIR ?? 'dist/embed',
    emptyOutDir: true,
    target: 'es2022',
    // The loader imports each chunk itself; Vite's preload helper would cost every widget 1 KB,
    // and lazy parts (the launcher's drawer) are imported relative to their chunk, where the
    // helper would ask for them at the site root instead.
    modulePreload: false,
    // Source maps are an opt-in build (EMBED_SOURCEMAP=1), never shipped beside the embed.
    sourcemap: process.env.EMBED_SOURCEMAP === '1',
    rollupOptions: {
      input,
      preserveEntrySignatures: 'exports-only',
      output: {
        format: 'es',
        // Two shared chunks by role: what every widget needs (renderer, client, page cache,
        // i18n), and the full runtime only heavy widgets load (react-query and the provider).
        // Left to itself the bundler merges both, and a star badge would download react-query.
        // The client's product reader and upload sender stay out: the client imports them
        // when first used.
        codeSplitting: {
          groups: [
            // react-query's useQueries (the drawer's activity pages only) and its mutation hook
            // (forms, drawer, managers: the review and Q&A lists write through plain calls,
            // src/hooks/write.ts) stay out of `full`: a product page's widgets never run them on
            // first paint; the bundler gives them chunks of their own.
            {
              name: 'full',
              priority: 4,
              test: /node_modules\/@tanstack\/(?!.*\/(useQueries|queriesObserver|useMutation|mutationObserver)\.js$)|src\/provider\/|src\/embed\/full\.tsx|src\/components\/loyalty\/LoyaltyI18n\.tsx/,
            },
            // What the review widgets (list, questions, form, carousel, page) share, in one file,
            // and the controls they share with the managers and the drawer, in another: left to
            // itself the bundler makes eight small chunks of them, which compress worse. Each
            // group takes its modules' imports that no group above took. The error state every
            // heavy widget shows goes with the wishlist heart, which reads its messages: the
            // pages that show the widgets show hearts.
            {
              name: 'heart',
              priority: 3,
              test: /src\/components\/shared\/(ErrorState\.tsx|useOnlineStatus\.ts|useAnnouncer\.tsx?)$|src\/components\/wishlist\/(WishlistButtonView|WishlistHeart)\.tsx$|src\/hooks\/wishlistQueries\.ts$/,
            },
            {
              name: 'controls',
              priority: 2,
              test: /src\/components\/shared\/(icons|Button|Dialog|EmptyState|SelectField|Isolated)\.tsx$/,
            },
            {
              name: 'review-list',
              priority: 1,
              test: /src\/components\/reviews\/(ReviewListView|ReviewCard|ReviewPhotos|HelpfulVote)\.tsx$|src\/components\/shared\/RelativeTime\.tsx$|src\/api\/(media|requestFields\.generated)\.ts$/,
            },
            {
              name: 'runtime',
              priority: 5,
              test: /node_modules\/preact\/(dist|hooks|jsx-runtime)|src\/embed\/preact\/(?!reactDom)|src\/client\/(?!products|productUrl|upload)|src\/store\/(tokenStorage|viewer)\.ts|src\/embed\/(mount|page|cache|useCacheQuery|messageParts|LocaleRoot)\.|src\/i18n\/(?!messages\/|locales\/|money)|src\/api\/(errors|query)\.ts|src\/hooks\/(context|shared|session)\.ts|src\/embed\/elements\.ts|src\/hooks\/(reviewQueries|reviewKeys)\.ts|src\/components\/(shared\/(Skeleton|cx)|reviews\/StarRating)\.tsx$/,
            },
          ],
        },
        entryFileNames: 'widgets/[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
      },
    },
  },
});
