import type { Catalog } from '../catalog.js';
import { common } from './ar/common.js';
import { engage } from './ar/engage.js';
import { loyalty } from './ar/loyalty.js';
import { reviews } from './ar/reviews.js';
import { shopify } from './ar/shopify.js';
import { wishlist } from './ar/wishlist.js';

/** Arabic: every widget message (its own chunk, loaded when a shopper needs it). */
const catalog: Catalog = { ...common, ...loyalty, ...reviews, ...wishlist, ...shopify, ...engage };
export default catalog;
