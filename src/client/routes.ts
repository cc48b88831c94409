// The browser's route table: name → method and path of every storefront operation, derived from
// the one operation table in src/api. Data only (the embed build evaluates this module in Node
// and inlines its value, so no schema reaches a browser bundle; see vite.embedData.ts).
import {
  MEDIA_FIELD,
  MEDIA_PATH,
  operationList,
  proxyEndpointList,
  type Policy,
  type ProxyEndpointName,
} from '../api/index.js';

/** How the browser reaches one storefront operation through the proxy. */
export interface StorefrontRoute {
  method: 'GET' | 'POST';
  path: `/v2/${string}`;
  /** Query array parameters sent comma-separated (GET only; omitted when none). */
  commaArrays?: readonly string[];
  /** The request takes a translation language (`locale`): writes send the shopper's. */
  takesLocale?: true;
  /**
   * A read whose answer is shared, from the policy of the operation table (the same fact the
   * proxy reads): `all`, the same for every visitor (policy `public`), sent without a token so a
   * shopper who only looks opens no session and a CDN or the browser may keep the answer;
   * `guests`, the same for every guest (policy `public+me`), sent without a token while the
   * shopper is a guest with nothing yet. Absent: the answer is the shopper's own.
   */
  shared?: 'all' | 'guests';
}

/** Which reads are shared, by the operation's storefront policy (docs/operations.md). */
const SHARED_BY_POLICY: Partial<Record<Policy, StorefrontRoute['shared']>> = {
  public: 'all',
  'public+me': 'guests',
};

/** Every operation a browser may call (policy other than `server`), by name. */
export const storefrontRoutes: Readonly<Record<string, StorefrontRoute>> = Object.fromEntries(
  operationList
    .filter((op) => op.policy !== 'server')
    .map((op) => [
      op.name,
      {
        method: op.method,
        path: op.path,
        ...(op.commaArrays.length > 0 && { commaArrays: op.commaArrays }),
        ...('locale' in op.request.shape && { takesLocale: true as const }),
        ...(op.method === 'GET' &&
          SHARED_BY_POLICY[op.policy] && {
            shared: SHARED_BY_POLICY[op.policy],
          }),
      },
    ]),
);

/**
 * The proxy's own endpoints (`session`, `createRegistryShare`, `sharedRegistry`, …): their
 * paths. This module holds data only (the embed build inlines its values as JSON, so a function
 * here would arrive as `undefined`): path filling is in transport.ts.
 */
export const proxyPaths = Object.fromEntries(
  proxyEndpointList.map((endpoint) => [endpoint.name, endpoint.path]),
) as Readonly<Record<ProxyEndpointName, `/${string}`>>;

/** Where review photos are uploaded (`POST /media`) and the multipart field that holds one. */
export const mediaUpload = { path: MEDIA_PATH, field: MEDIA_FIELD } as const;
