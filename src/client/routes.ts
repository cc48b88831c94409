// The browser's route table: name → method and path of every storefront operation, derived from
// the one operation table in src/api. Data only (the embed build evaluates this module in Node
// and inlines its value, so no schema reaches a browser bundle; see vite.embed.config.ts).
import {
  MEDIA_FIELD,
  MEDIA_PATH,
  operationList,
  proxyEndpointList,
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
}

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
      },
    ]),
);

/** The proxy's own endpoints (`session`, `createRegistryShare`, `sharedRegistry`): their paths. */
export const proxyPaths = Object.fromEntries(
  proxyEndpointList.map((endpoint) => [endpoint.name, endpoint.path]),
) as Readonly<Record<ProxyEndpointName, `/${string}`>>;

/** A proxy path with its `{name}` parameters filled in and encoded. */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
}

/** Where review photos are uploaded (`POST /media`) and the multipart field that holds one. */
export const mediaUpload = { path: MEDIA_PATH, field: MEDIA_FIELD } as const;
