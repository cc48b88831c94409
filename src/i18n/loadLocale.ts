import type { Catalog, CustomLocales } from './catalog.js';
import { loadCatalog } from './catalogs.js';
import { negotiateLocale, type ResolvedLocale } from './negotiate.js';

/**
 * Loads the catalog the widgets will speak for `tag` (`fr-CA` loads `fr`), so that they render
 * at once. Call it before server rendering in a language other than English, and before
 * `hydrateRoot` in the browser, with the provider's `locale` and `locales`.
 */
export async function loadLocale(
  tag: string,
  locales: CustomLocales = {},
): Promise<ResolvedLocale & { catalog: Catalog }> {
  const resolved = negotiateLocale({ requested: tag }, Object.keys(locales));
  return { ...resolved, catalog: await loadCatalog(resolved.locale, locales[resolved.locale]) };
}
