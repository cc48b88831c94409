import { en as common } from './common.js';
import { en as engage } from './engage.js';
import { en as loyalty } from './loyalty.js';
import { en as reviews } from './reviews.js';
import { en as shopify } from './shopify.js';
import { en as wishlist } from './wishlist.js';

/**
 * Every message in English: the reference catalog, built into every bundle (it fills any gap
 * of a store's own catalog). A widget domain adds its own file (`messages/<domain>.ts`) and one
 * entry here, and the same keys in each `locales/<locale>/<domain>.ts`.
 */
export const english = { ...common, ...loyalty, ...reviews, ...wishlist, ...shopify, ...engage };

/** Every message key with its English text. */
export type EnglishMessages = typeof english;
/** The key of a widget message (`'common.retry'`, `'loyalty.redeem.toGo'`, …). */
export type MessageKey = keyof EnglishMessages & string;
