import type { MessageKey } from './messages/index.js';

/** A language's translations of a domain: the same keys as its English catalog. */
export type Translations<T> = { readonly [K in keyof T]: string };

/** Every message of the widgets in one language. */
export type Catalog = { readonly [K in MessageKey]: string };

/** Some messages in one language: a store's wording, or a catalog the store adds. */
export type MessageOverrides = { readonly [K in MessageKey]?: string };

/**
 * The store's wording per locale, e.g. `{ fr: { 'common.retry': 'Recommencer' } }`. A key of a
 * more specific tag (`fr-CA`) wins over its catalog's (`fr`) for shoppers in that tag.
 */
export type LocaleMessages = { readonly [locale: string]: MessageOverrides | undefined };

/** A locale the store adds: its messages (English fills any gap), or a loader of them. */
export type CustomCatalog = MessageOverrides | (() => Promise<MessageOverrides>);

/** Locales the store adds by tag, e.g. `{ da: daMessages }` or `{ da: () => import('./da.js') }`. */
export type CustomLocales = { readonly [locale: string]: CustomCatalog | undefined };

/** Locales shipped with the widgets; English is built in, the others load on demand. */
export const BUILT_IN_LOCALES = [
  'en',
  'fr',
  'es',
  'de',
  'it',
  'nl',
  'pt-BR',
  'pl',
  'sv',
  'ja',
  'ar',
  'he',
] as const;

/** A locale shipped with the widgets. */
export type BuiltInLocale = (typeof BUILT_IN_LOCALES)[number];

/** Reading direction of a text. */
export type Direction = 'ltr' | 'rtl';
