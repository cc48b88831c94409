import type { Credentials } from '../auth.js';
import type { Handlers } from '../router.js';
import { customerHandlers } from './customers.js';
import { galleryHandlers } from './galleries.js';
import { oauthHandlers } from './oauth.js';
import { registryHandlers } from './registries.js';
import { reviewHandlers } from './reviews.js';
import { rewardHandlers } from './rewards.js';
import { webhookHandlers } from './webhooks.js';
import { wishlistHandlers } from './wishlists.js';

/** Every operation handler of the sandbox, by operation name. */
export function allHandlers(credentials: Credentials): Handlers {
  return {
    ...oauthHandlers(credentials),
    ...customerHandlers,
    ...rewardHandlers,
    ...webhookHandlers,
    ...reviewHandlers,
    ...wishlistHandlers,
    ...registryHandlers,
    ...galleryHandlers,
  };
}
