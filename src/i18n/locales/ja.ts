import type { Catalog } from '../catalog.js';
import { common } from './ja/common.js';
import { engage } from './ja/engage.js';
import { loyalty } from './ja/loyalty.js';
import { reviews } from './ja/reviews.js';
import { shopify } from './ja/shopify.js';
import { wishlist } from './ja/wishlist.js';

/** Japanese: every widget message (its own chunk, loaded when a shopper needs it). */
const catalog: Catalog = { ...common, ...loyalty, ...reviews, ...wishlist, ...shopify, ...engage };
export default catalog;
