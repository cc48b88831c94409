import type { BuiltInLocale, Catalog, CustomCatalog, MessageOverrides } from './catalog.js';
import { english, type MessageKey } from './messages/index.js';

/** Development builds only: bundlers replace `process.env.NODE_ENV`; a bare page has no `process`. */
const isDevelopment = (): boolean =>
  typeof process !== 'undefined' && process.env.NODE_ENV !== 'production';

type Loader = () => Promise<{ default: Catalog }>;

/**
 * Each built-in catalog is its own chunk, imported the first time a shopper needs it: a page
 * downloads English (inline) and at most the one other language it speaks, never all twelve.
 */
const BUILT_IN: { readonly [L in Exclude<BuiltInLocale, 'en'>]: Loader } = {
  fr: () => import('./locales/fr.js'),
  es: () => import('./locales/es.js'),
  de: () => import('./locales/de.js'),
  it: () => import('./locales/it.js'),
  nl: () => import('./locales/nl.js'),
  'pt-BR': () => import('./locales/pt-BR.js'),
  pl: () => import('./locales/pl.js'),
  sv: () => import('./locales/sv.js'),
  ja: () => import('./locales/ja.js'),
  ar: () => import('./locales/ar.js'),
  he: () => import('./locales/he.js'),
};

// Catalogs are immutable data, shared by every provider of the page like Intl's own caches.
const loaded = new Map<string, Catalog>([['en', english]]);
const loading = new Map<string, Promise<Catalog>>();
const completed = new WeakMap<object, Catalog>();

function isBuiltIn(locale: string): locale is Exclude<BuiltInLocale, 'en'> {
  return Object.hasOwn(BUILT_IN, locale);
}

/**
 * A store's catalog with English in every gap. In development, names the keys it lacks once,
 * so the store can finish its translation.
 */
function complete(locale: string, messages: MessageOverrides): Catalog {
  let catalog = completed.get(messages);
  if (!catalog) {
    catalog = { ...english, ...messages };
    completed.set(messages, catalog);
    if (isDevelopment()) {
      const missing = (Object.keys(english) as MessageKey[]).filter((k) => !(k in messages));
      if (missing.length > 0)
        console.warn(
          `[loyalkit] The "${locale}" catalog has no text for ${missing.length} message(s); English is shown for: ${missing.join(', ')}. Add them to the catalog you registered for "${locale}".`,
        );
    }
  }
  return catalog;
}

/** The catalog of `locale` if it is ready now (English always is), else undefined. */
export function peekCatalog(locale: string, custom?: CustomCatalog): Catalog | undefined {
  if (custom === undefined) return loaded.get(locale);
  if (typeof custom !== 'function') return complete(locale, custom);
  return completed.get(custom);
}

/**
 * Loads the catalog of `locale`: a built-in one from its chunk, or the store's own (`custom`).
 * Concurrent calls share one download. A catalog that fails to load resolves to English (and is
 * tried again next time), so a widget never stays blank.
 */
export function loadCatalog(locale: string, custom?: CustomCatalog): Promise<Catalog> {
  const ready = peekCatalog(locale, custom);
  if (ready) return Promise.resolve(ready);
  if (typeof custom === 'function') {
    return custom().then(
      (messages) => {
        const catalog = complete(locale, messages);
        completed.set(custom, catalog);
        return catalog;
      },
      (error: unknown) => fallBack(locale, error),
    );
  }
  if (!isBuiltIn(locale)) return Promise.resolve(english);
  let promise = loading.get(locale);
  if (!promise) {
    promise = BUILT_IN[locale]().then(
      ({ default: catalog }) => {
        loaded.set(locale, catalog);
        return catalog;
      },
      (error: unknown) => fallBack(locale, error),
    );
    loading.set(locale, promise);
    void promise.finally(() => loading.delete(locale));
  }
  return promise;
}

function fallBack(locale: string, error: unknown): Catalog {
  console.error(`[loyalkit] The "${locale}" messages could not load; showing English.`, error);
  return english;
}
