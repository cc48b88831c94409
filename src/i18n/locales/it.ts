import type { Catalog } from '../catalog.js';
import { common } from './it/common.js';
import { engage } from './it/engage.js';
import { loyalty } from './it/loyalty.js';
import { reviews } from './it/reviews.js';
import { shopify } from './it/shopify.js';
import { wishlist } from './it/wishlist.js';

/** Italian: every widget message (its own chunk, loaded when a shopper needs it). */
const catalog: Catalog = { ...common, ...loyalty, ...reviews, ...wishlist, ...shopify, ...engage };
export default catalog;
