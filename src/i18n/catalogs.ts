import { importBuiltIn } from './builtInCatalogs.js';
import {
  BUILT_IN_LOCALES,
  type BuiltInLocale,
  type Catalog,
  type CustomCatalog,
  type MessageOverrides,
} from './catalog.js';
import { english, type MessageKey } from './messages/index.js';

// Catalogs are immutable data, shared by every provider of the page like Intl's own caches.
const loaded = new Map<string, Catalog>([['en', english]]);
const loading = new Map<string, Promise<Catalog>>();
const completed = new WeakMap<object, Catalog>();

function isBuiltIn(locale: string): locale is Exclude<BuiltInLocale, 'en'> {
  return locale !== 'en' && (BUILT_IN_LOCALES as readonly string[]).includes(locale);
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
    // Development builds only: bundlers replace `process.env.NODE_ENV` (written out here, not
    // in a helper, so a production build drops the whole block); a bare page has no `process`.
    if (typeof process !== 'undefined' && process.env.NODE_ENV !== 'production') {
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
    promise = importBuiltIn(locale).then(
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
