// Where the built-in catalogs come from: each is its own chunk, imported the first time a shopper
// needs it, so a page downloads English (inline) and at most the one other language it speaks.
// The embed build replaces this module: there a catalog is filled part by part, with only the
// parts the page's widgets speak (vite.embedMessages.ts, messagesByPart).
import type { BuiltInLocale, Catalog } from './catalog.js';

type Loader = () => Promise<{ default: Catalog }>;

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

/** Imports the catalog of a built-in locale other than English (inline). */
export function importBuiltIn(locale: Exclude<BuiltInLocale, 'en'>): Promise<{ default: Catalog }> {
  return BUILT_IN[locale]();
}
