import type { Catalog } from '../catalog.js';
import { common } from './pt-BR/common.js';
import { engage } from './pt-BR/engage.js';
import { loyalty } from './pt-BR/loyalty.js';
import { reviews } from './pt-BR/reviews.js';
import { shopify } from './pt-BR/shopify.js';
import { wishlist } from './pt-BR/wishlist.js';

/** Brazilian Portuguese: every widget message (its own chunk, loaded when a shopper needs it). */
const catalog: Catalog = { ...common, ...loyalty, ...reviews, ...wishlist, ...shopify, ...engage };
export default catalog;
