import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Catalog, CustomLocales, LocaleMessages } from './catalog.js';
import { loadCatalog, peekCatalog } from './catalogs.js';
import { negotiateLocale } from './negotiate.js';
import { createI18n, overridesFor, type I18n } from './translator.js';

export { createI18n, type I18n, type I18nOptions } from './translator.js';

const I18nContext = createContext<I18n | null>(null);

/** Props of `<I18nProvider>`. */
export interface I18nProviderProps {
  /** The shopper's BCP 47 locale (`fr-CA`); the widgets speak the closest catalog (`fr`). */
  locale: string;
  /** ISO 4217 store currency. */
  currency: string;
  /** The store's wording per locale, e.g. `{ fr: { 'common.retry': 'Recommencer' } }`. */
  messages?: LocaleMessages | undefined;
  /** Locales the store adds, e.g. `{ da: daMessages }`; English fills what they lack. */
  locales?: CustomLocales | undefined;
  children: ReactNode;
}

/**
 * Provides translations and Intl formatting to the widgets below it. A catalog other than
 * English loads on first use; until it is in, nothing renders (no flash of English text).
 */
export function I18nProvider({ locale, currency, messages, locales, children }: I18nProviderProps) {
  const customTags = useMemo(() => Object.keys(locales ?? {}), [locales]);
  const resolved = useMemo(
    () => negotiateLocale({ requested: locale }, customTags),
    [locale, customTags],
  );
  const custom = locales?.[resolved.locale];
  // What the last load answered (English when a catalog failed), for this locale only.
  const [loaded, setLoaded] = useState<{ locale: string; catalog: Catalog } | null>(null);
  const catalog =
    peekCatalog(resolved.locale, custom) ??
    (loaded?.locale === resolved.locale ? loaded.catalog : undefined);
  useEffect(() => {
    if (catalog) return;
    let current = true;
    const locale = resolved.locale;
    void loadCatalog(locale, custom).then((c) => current && setLoaded({ locale, catalog: c }));
    return () => {
      current = false;
    };
  }, [catalog, resolved.locale, custom]);

  const i18n = useMemo(
    () =>
      catalog &&
      createI18n({
        locale: resolved.formatLocale,
        currency,
        catalog,
        lang: resolved.locale,
        overrides: overridesFor(messages, resolved.locale, resolved.formatLocale),
      }),
    [resolved, currency, catalog, messages],
  );
  if (!i18n) return null;
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

const fallback = createI18n({ locale: 'en', currency: 'USD' });

/** The translator of the nearest provider (English and USD outside one, so widgets never crash). */
export function useI18n(): I18n {
  return useContext(I18nContext) ?? fallback;
}
