import type { Catalog } from '../catalog.js';
import { common } from './sv/common.js';
import { engage } from './sv/engage.js';
import { loyalty } from './sv/loyalty.js';
import { reviews } from './sv/reviews.js';
import { shopify } from './sv/shopify.js';
import { wishlist } from './sv/wishlist.js';

/** Swedish: every widget message (its own chunk, loaded when a shopper needs it). */
const catalog: Catalog = { ...common, ...loyalty, ...reviews, ...wishlist, ...shopify, ...engage };
export default catalog;
