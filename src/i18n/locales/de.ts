import type { Catalog } from '../catalog.js';
import { common } from './de/common.js';
import { engage } from './de/engage.js';
import { loyalty } from './de/loyalty.js';
import { reviews } from './de/reviews.js';
import { shopify } from './de/shopify.js';
import { wishlist } from './de/wishlist.js';

/** German: every widget message (its own chunk, loaded when a shopper needs it). */
const catalog: Catalog = { ...common, ...loyalty, ...reviews, ...wishlist, ...shopify, ...engage };
export default catalog;
