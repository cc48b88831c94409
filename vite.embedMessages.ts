// The message steps of the embed build: the catalogs cut into parts downloaded per widget chunk
// and locale, and each widget chunk's list of parts written into the chunk itself.
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
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
const widgetsDir = fromHere('./src/embed/widgets/');

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
 * The registry that loads them is a module of its own, `src/embed/messageFiles.ts`: it stands in
 * for `src/embed/messages.ts` (the library's no-op) and `src/i18n/builtInCatalogs.ts` (a locale's
 * catalog, filled with every part the page asked for: no chunk per locale, no table of eleven
 * imports in the runtime); this step gives it data only (the files' hash), and makes English
 * (`src/i18n/messages/index.ts`) an empty object the parts fill. `catalogs.ts` and the provider
 * are unchanged: they read those objects as they always do.
 */
export function messagesByPart(): Plugin {
  const registryFile = fromHere('./src/embed/messageFiles.ts');
  // Replaced by the registry: the library's no-op loader and its table of locale chunks.
  const replaced = new Set([
    fromHere('./src/embed/messages.ts'),
    fromHere('./src/i18n/builtInCatalogs.ts'),
  ]);
  const englishFile = fromHere('./src/i18n/messages/index.ts');
  const hashModule = 'lk-messages:hash';
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
    async resolveId(source, importer, options) {
      if (source === hashModule) return `\0${hashModule}`;
      if (!importer || !source.startsWith('.')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && replaced.has(resolved.id.split('?')[0] ?? '') ? registryFile : null;
    },
    load(id) {
      if (id === `\0${hashModule}`) return `export default ${JSON.stringify(hash)};`;
      // English, filled part by part as the other locales instead of inline whole.
      if ((id.split('?')[0] ?? id) === englishFile) return 'export const english = {};';
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
export function inlineChunkMessages(): Plugin {
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
