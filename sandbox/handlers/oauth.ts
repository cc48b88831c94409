import type { Handlers } from '../router.js';
import { issueAccessToken, type Credentials } from '../auth.js';

/** E2. The credentials are the sandbox's own (options or environment). */
export function oauthHandlers(credentials: Credentials): Handlers {
  return {
    getAccessToken: (ctx, body) => issueAccessToken(ctx.db, ctx.clock, credentials, body),
  };
}
