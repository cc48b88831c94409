import type { Catalog } from '../catalog.js';
import { common } from './fr/common.js';
import { engage } from './fr/engage.js';
import { loyalty } from './fr/loyalty.js';
import { reviews } from './fr/reviews.js';
import { shopify } from './fr/shopify.js';
import { wishlist } from './fr/wishlist.js';

/** French: every widget message (its own chunk, loaded when a shopper needs it). */
const catalog: Catalog = { ...common, ...loyalty, ...reviews, ...wishlist, ...shopify, ...engage };
export default catalog;
