import type { Catalog } from '../catalog.js';
import { common } from './he/common.js';
import { engage } from './he/engage.js';
import { loyalty } from './he/loyalty.js';
import { reviews } from './he/reviews.js';
import { shopify } from './he/shopify.js';
import { wishlist } from './he/wishlist.js';

/** Hebrew: every widget message (its own chunk, loaded when a shopper needs it). */
const catalog: Catalog = { ...common, ...loyalty, ...reviews, ...wishlist, ...shopify, ...engage };
export default catalog;
