import type { Language } from '../catalog.js';
import * as common from './common.js';
import * as rating from './rating.js';
import * as reviews from './reviews.js';
import * as loyalty from './loyalty.js';
import * as wishlist from './wishlist.js';

/**
 * Every domain catalog. A widget domain adds its own file (`messages/<domain>.ts` exporting
 * `en`, `fr`, `es`) and one entry here.
 */
const domains = [common, loyalty, rating, reviews, wishlist] as const;

type Union<T> = T extends readonly (infer D)[] ? D : never;
type EnOf<D> = D extends { en: infer E } ? E : never;
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (
  x: infer I,
) => void
  ? I
  : never;

/** Every message key with its English text. */
export type EnglishMessages = UnionToIntersection<EnOf<Union<typeof domains>>>;
export type MessageKey = keyof EnglishMessages & string;

const merged = new Map<Language, Record<string, string>>();

/** The full catalog of a language, English filling any gap. */
export function catalogFor(language: Language): Record<string, string> {
  let catalog = merged.get(language);
  if (!catalog) {
    catalog = {};
    for (const domain of domains) Object.assign(catalog, domain.en, domain[language]);
    merged.set(language, catalog);
  }
  return catalog;
}

/** The message domains, one file each. */
export type MessageDomain = 'common' | 'loyalty' | 'rating' | 'reviews' | 'wishlist';

/**
 * Makes a language's catalogs of some domains available before widgets render. Here every catalog
 * is bundled already; the embed build replaces this module with one that loads only the page's
 * language, domain by domain (vite.embed.config.ts).
 */
export async function loadMessages(
  _language: Language,
  _domains: readonly MessageDomain[],
): Promise<void> {}
