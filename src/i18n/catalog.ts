/** A language's translations of a domain: the same keys as its English catalog. */
export type Translations<T> = { readonly [K in keyof T]: string };

/** Languages shipped with the widgets. */
export const SUPPORTED_LANGUAGES = ['en', 'fr', 'es'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** The catalog language for a BCP 47 locale (`fr-CA` → `fr`); English when not shipped. */
export function languageOf(locale: string): Language {
  const lang = locale.toLowerCase().split(/[-_]/)[0];
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(lang ?? '')
    ? (lang as Language)
    : 'en';
}
