import type { Catalog } from '../catalog.js';
import { common } from './es/common.js';
import { engage } from './es/engage.js';
import { loyalty } from './es/loyalty.js';
import { reviews } from './es/reviews.js';
import { shopify } from './es/shopify.js';
import { wishlist } from './es/wishlist.js';

/** Spanish: every widget message (its own chunk, loaded when a shopper needs it). */
const catalog: Catalog = { ...common, ...loyalty, ...reviews, ...wishlist, ...shopify, ...engage };
export default catalog;
