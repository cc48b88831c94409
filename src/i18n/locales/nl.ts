import type { Catalog } from '../catalog.js';
import { common } from './nl/common.js';
import { engage } from './nl/engage.js';
import { loyalty } from './nl/loyalty.js';
import { reviews } from './nl/reviews.js';
import { shopify } from './nl/shopify.js';
import { wishlist } from './nl/wishlist.js';

/** Dutch: every widget message (its own chunk, loaded when a shopper needs it). */
const catalog: Catalog = { ...common, ...loyalty, ...reviews, ...wishlist, ...shopify, ...engage };
export default catalog;
