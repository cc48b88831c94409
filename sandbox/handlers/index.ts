import type { Credentials } from '../auth.js';
import type { Handlers } from '../router.js';
import { oauthHandlers } from './oauth.js';

/** Every operation handler of the sandbox, by operation name. */
export function allHandlers(credentials: Credentials): Handlers {
  return {
    ...oauthHandlers(credentials),
  };
}
