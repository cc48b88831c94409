import type { Credentials } from '../auth.js';
import type { Handlers } from '../router.js';
import { customerHandlers } from './customers.js';
import { oauthHandlers } from './oauth.js';
import { rewardHandlers } from './rewards.js';
import { webhookHandlers } from './webhooks.js';

/** Every operation handler of the sandbox, by operation name. */
export function allHandlers(credentials: Credentials): Handlers {
  return {
    ...oauthHandlers(credentials),
    ...customerHandlers,
    ...rewardHandlers,
    ...webhookHandlers,
  };
}
