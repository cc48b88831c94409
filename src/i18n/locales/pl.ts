import type { Catalog } from '../catalog.js';
import { common } from './pl/common.js';
import { engage } from './pl/engage.js';
import { loyalty } from './pl/loyalty.js';
import { reviews } from './pl/reviews.js';
import { shopify } from './pl/shopify.js';
import { wishlist } from './pl/wishlist.js';

/** Polish: every widget message (its own chunk, loaded when a shopper needs it). */
const catalog: Catalog = { ...common, ...loyalty, ...reviews, ...wishlist, ...shopify, ...engage };
export default catalog;
