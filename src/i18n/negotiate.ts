import { BUILT_IN_LOCALES, type Direction } from './catalog.js';

/** Where the shopper's language may come from, strongest first. */
export interface LocaleSources {
  /** The `locale` prop or attribute the store set. */
  requested?: string | undefined;
  /** The page's `<html lang>`. */
  documentLang?: string | undefined;
  /** The browser's languages, preferred first (`navigator.languages`). */
  browserLanguages?: readonly string[] | undefined;
}

/** What the widgets speak, and how they format and lay out. */
export interface ResolvedLocale {
  /** The catalog the widgets speak, also sent to the API: `fr`, `pt-BR`, `en`, or a store's own. */
  locale: string;
  /** The tag Intl formats with: the shopper's own when it speaks the catalog's language (`fr-CA`). */
  formatLocale: string;
  /** Reading direction of the catalog's language. */
  dir: Direction;
}

// Scripts written right to left (ISO 15924): Arabic, Hebrew, Thaana, Syriac, N'Ko, Adlam, …
const RTL_SCRIPTS = new Set([
  'Arab',
  'Hebr',
  'Thaa',
  'Syrc',
  'Nkoo',
  'Adlm',
  'Rohg',
  'Mand',
  'Samr',
]);

function parse(tag: string): Intl.Locale | undefined {
  try {
    // Canonical form: `iw` becomes `he`, `pt-br` becomes `pt-BR`.
    return new Intl.Locale(tag.trim().replace(/_/g, '-'));
  } catch {
    return undefined;
  }
}

/** `rtl` for a language written right to left (ar, he, fa, ur, …), by its likely script. */
export function directionOf(tag: string): Direction {
  const script = parse(tag)?.maximize().script;
  return script !== undefined && RTL_SCRIPTS.has(script) ? 'rtl' : 'ltr';
}

/**
 * The available locale closest to `tag`: the same tag, else the same language in the same
 * script (`fr-CA` → `fr`, `pt-PT` → `pt-BR`, `en-GB` → `en`), preferring the bare language.
 */
export function matchLocale(tag: string, available: readonly string[]): string | undefined {
  const wanted = parse(tag);
  if (!wanted) return undefined;
  const candidates = available.flatMap((a) => {
    const locale = parse(a);
    return locale ? [{ tag: a, locale }] : [];
  });
  const exact = candidates.find((c) => c.locale.baseName === wanted.baseName);
  if (exact) return exact.tag;
  const script = wanted.maximize().script;
  const sameLanguage = candidates.filter(
    (c) => c.locale.language === wanted.language && c.locale.maximize().script === script,
  );
  return (sameLanguage.find((c) => c.locale.baseName === c.locale.language) ?? sameLanguage[0])
    ?.tag;
}

/**
 * Chooses the widgets' locale: the `locale` prop or attribute, else the page's `lang`, else the
 * browser's languages in order; each falls back by region to an available locale, then English.
 * `custom` are the locales the store added to the built-in ones.
 */
export function negotiateLocale(
  sources: LocaleSources,
  custom: readonly string[] = [],
): ResolvedLocale {
  const available = [...custom, ...BUILT_IN_LOCALES];
  const first = [sources.requested, sources.documentLang].find((t) => t?.trim());
  const wanted = first !== undefined ? [first] : (sources.browserLanguages ?? []);
  for (const tag of wanted) {
    const locale = matchLocale(tag, available);
    if (locale !== undefined) {
      const own = parse(tag)?.toString() ?? locale;
      return { locale, formatLocale: own, dir: directionOf(locale) };
    }
  }
  return { locale: 'en', formatLocale: 'en', dir: 'ltr' };
}
