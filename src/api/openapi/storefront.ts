import { ERROR_CODES } from '../errors.js';
import type { Group, Operation, Policy } from '../operation.js';
import { type OperationName, operationList } from '../operations/index.js';
import { type ProxyEndpoint, type ProxyEndpointName, proxyEndpointList } from '../proxy/index.js';
import { storefrontBoundFields } from '../storefront.js';
import {
  headerComponents,
  type HeaderName,
  problemComponents,
  problemRefs,
  type ProblemResponseName,
} from './components.js';
import {
  OPERATION_DESCRIPTIONS,
  PROXY_ENDPOINT_DESCRIPTIONS,
  STOREFRONT_NOTES,
  TAG_DESCRIPTIONS,
} from './descriptions.js';
import { OPERATION_EXAMPLES } from './examples.js';
import { type JsonObject, jsonSchema, rulesSentence, withoutProperties } from './jsonSchema.js';
import { namesResource, pick, requestPart, success } from './parts.js';
import { PROXY_ENDPOINT_EXAMPLES } from './proxyExamples.js';

/** Who may call an operation through the proxy, as a reader needs to know it. */
const POLICY_TEXT: { readonly [P in Policy]: string } = {
  public:
    'Anyone may call it, with or without a storefront token; answers are shared by all visitors.',
  'public+me':
    "Anyone may call it; with a customer's token, the per-customer fields are that customer's.",
  customer:
    "Needs a signed-in customer's storefront token (401 otherwise); it acts for that customer.",
  owner:
    "Needs a storefront token, a customer's or a guest's (401 otherwise); it acts for the token's customer or guest session.",
  server: 'Not reachable from a storefront.',
};

/** Who may call, as a security requirement: `{}` is the anonymous alternative. */
const SECURITY: { readonly [P in Policy]: JsonObject[] } = {
  public: [{}, { storefrontJwt: [] }],
  'public+me': [{}, { storefrontJwt: [] }],
  customer: [{ storefrontJwt: [] }],
  owner: [{ storefrontJwt: [] }],
  server: [],
};

const IDEMPOTENCY_KEY = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Makes a retry safe: a write repeated with the same key within 24 hours answers the first answer (`Idempotent-Replayed: true`) instead of writing twice; the same key with other parameters is a 409.',
  schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,255}$' },
  example: '5f0c6f1e-2b7d-4c1a-9f3e-8d2b1a0c4e6f',
};

/** Request headers an operation takes through the proxy beyond the idempotency key. */
const REQUEST_HEADERS: { readonly [N in OperationName]?: readonly JsonObject[] } = {
  createDraftOrderFromGiftRegistry: [
    {
      name: 'X-Registry-Share',
      in: 'header',
      required: true,
      description: "The registry's share token (from `POST /registry-share`), as gifters open it.",
      schema: { type: 'string', minLength: 1 },
      example: 'eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..c2hhcmU.dG9rZW4.dGFn',
    },
  ],
};

const REPLAYED = { 'Idempotent-Replayed': { $ref: '#/components/headers/IdempotentReplayed' } };

// Every read's answer carries a validator and its caching (server-proxy/answer.ts): a client or
// a CDN revalidates with `If-None-Match` and gets a 304 without a body while it is current.
const IF_NONE_MATCH = {
  name: 'If-None-Match',
  in: 'header',
  required: false,
  description:
    'The `ETag` of an answer already held: while it is still current the proxy answers 304 with no body.',
  schema: { type: 'string' },
  example: '"q5hH0bmUL1bQ7yE2tCw1vYVHh2Q"',
};
const VALIDATED = {
  ETag: { $ref: '#/components/headers/ETag' },
  'Cache-Control': { $ref: '#/components/headers/CacheControl' },
};
const NOT_MODIFIED = {
  description: 'Not Modified: the answer named by `If-None-Match` is still current (no body).',
  headers: VALIDATED,
};

function failures(op: Operation, request: JsonObject): ProblemResponseName[] {
  return [
    'BadRequest',
    'Unauthorized',
    ...(namesResource(request) ? (['NotFound'] as const) : []),
    ...(op.method === 'POST'
      ? (['Conflict', 'PayloadTooLarge', 'UnsupportedMediaType', 'Unprocessable'] as const)
      : []),
    'TooManyRequests',
    'Unavailable',
    'Problem',
  ];
}

function operationObject(op: Operation): JsonObject {
  const name = op.name as OperationName;
  const example = OPERATION_EXAMPLES[name];
  const bound = storefrontBoundFields(op);
  const request = withoutProperties(jsonSchema(op.request, 'input'), bound);
  const requestExample = pick(example.request, request);
  const description = [
    OPERATION_DESCRIPTIONS[name],
    rulesSentence(request),
    POLICY_TEXT[op.policy],
    STOREFRONT_NOTES[name] ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const part = requestPart(op, request, requestExample);
  const headers = [
    ...(op.method === 'POST' ? [IDEMPOTENCY_KEY] : [IF_NONE_MATCH]),
    ...(REQUEST_HEADERS[name] ?? []),
  ];
  const parameters = [...((part.parameters as JsonObject[] | undefined) ?? []), ...headers];
  return {
    operationId: op.name,
    summary: `${op.id}. ${op.summary}`,
    description,
    tags: [op.group],
    'x-spec-id': op.id,
    'x-storefront-policy': op.policy,
    security: SECURITY[op.policy],
    ...part,
    ...(parameters.length > 0 && { parameters }),
    responses: {
      '200': success(
        jsonSchema(op.storefrontResponse, 'output'),
        example.storefrontResponse ?? example.response,
        op.method === 'POST' ? REPLAYED : VALIDATED,
      ),
      ...(op.method === 'GET' && { '304': NOT_MODIFIED }),
      ...problemRefs(failures(op, request)),
    },
  };
}

/** The failure responses of a proxy endpoint, from the codes its row names. */
function endpointFailures(endpoint: ProxyEndpoint): ProblemResponseName[] {
  const byStatus: Record<number, ProblemResponseName> = {
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'NotFound',
    409: 'Conflict',
    413: 'PayloadTooLarge',
    415: 'UnsupportedMediaType',
    422: 'Unprocessable',
    429: 'TooManyRequests',
  };
  const named = endpoint.errors.flatMap((code) => byStatus[ERROR_CODES[code]] ?? []);
  return [
    ...(endpoint.body || endpoint.params ? (['BadRequest'] as const) : []),
    ...named,
    'Problem',
  ];
}

const ENDPOINT_SECURITY: { readonly [A in ProxyEndpoint['auth']]: JsonObject[] } = {
  none: [],
  optional: [{}, { storefrontJwt: [] }],
  session: [{ storefrontJwt: [] }],
  customer: [{ storefrontJwt: [] }],
};

/** Tags of the proxy's own endpoints. */
const ENDPOINT_TAGS: { readonly [N in ProxyEndpointName]: string } = {
  session: 'session',
  createRegistryShare: 'registryShare',
  sharedRegistry: 'registryShare',
  createWishlistShare: 'wishlistShare',
  sharedWishlist: 'wishlistShare',
};

function endpointObject(endpoint: ProxyEndpoint): JsonObject {
  const name = endpoint.name as ProxyEndpointName;
  const example: { params?: object; body?: object; response: unknown } =
    PROXY_ENDPOINT_EXAMPLES[name];
  const parameters = [
    ...Object.entries(
      (endpoint.params && jsonSchema(endpoint.params, 'input').properties) ?? {},
    ).map(([param, schema]) => ({
      name: param,
      in: 'path',
      required: true,
      schema,
      ...(example.params && { example: (example.params as Record<string, unknown>)[param] }),
    })),
    ...Object.entries((endpoint.query && jsonSchema(endpoint.query, 'input').properties) ?? {}).map(
      ([param, schema]) => ({ name: param, in: 'query', required: false, schema }),
    ),
  ];
  return {
    operationId: endpoint.name,
    summary: endpoint.summary,
    description: PROXY_ENDPOINT_DESCRIPTIONS[name],
    tags: [ENDPOINT_TAGS[name]],
    security: ENDPOINT_SECURITY[endpoint.auth],
    ...(parameters.length > 0 && { parameters }),
    ...(endpoint.body && {
      requestBody: {
        required: !endpoint.bodyOptional,
        content: {
          'application/json': { schema: jsonSchema(endpoint.body, 'input'), example: example.body },
        },
      },
    }),
    responses: {
      '200': success(jsonSchema(endpoint.response, 'output'), example.response),
      ...problemRefs(endpointFailures(endpoint)),
    },
  };
}

const ALL_FAILURES: readonly ProblemResponseName[] = [
  'BadRequest',
  'Unauthorized',
  'Forbidden',
  'NotFound',
  'Conflict',
  'PayloadTooLarge',
  'UnsupportedMediaType',
  'Unprocessable',
  'TooManyRequests',
  'Unavailable',
  'Problem',
];

/**
 * The OpenAPI 3.1 document of the API a browser sees through the server-proxy: the proxy's own
 * endpoints, and every operation whose policy is not `server`, without the request fields the
 * proxy binds to the caller (identity, forced filters).
 */
export function buildStorefrontDocument(): JsonObject {
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const endpoint of proxyEndpointList) {
    (paths[endpoint.path] ??= {})[endpoint.method.toLowerCase()] = endpointObject(endpoint);
  }
  const storefront = operationList.filter((op) => op.policy !== 'server');
  for (const op of storefront) {
    (paths[op.path] ??= {})[op.method.toLowerCase()] = operationObject(op);
  }
  const problems = problemComponents(ALL_FAILURES);
  const groups = [...new Set(storefront.map((op) => op.group))] as Group[];
  const headers: HeaderName[] = [...problems.headers, 'IdempotentReplayed', 'ETag', 'CacheControl'];
  return {
    openapi: '3.1.0',
    info: {
      title: 'loyalkit storefront API (server-proxy)',
      version: '2.0.0',
      description:
        "What a browser calls: the store's server-proxy, which holds the API secret. Open a session with `POST /session` (a storefront JWT for a proven customer or a guest), then call the storefront operations of the Loyalty and Engagement API v2 with `Authorization: Bearer <token>`; the proxy binds each call to the token's customer or guest, so requests never name one. Generated from src/api (the operation table and the proxy's endpoints). Failures are application/problem+json.",
      contact: { name: 'loyalkit' },
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [
      {
        url: 'https://{shopDomain}/apps/loyalty',
        description: "Behind a Shopify App Proxy, on the shop's own domain",
        variables: {
          shopDomain: { default: 'your-shop.myshopify.com', description: "The shop's domain" },
        },
      },
      {
        url: 'https://{proxyHost}',
        description: 'The proxy on a host of its own',
        variables: {
          proxyHost: { default: 'loyalty.shop.example', description: "The proxy's host" },
        },
      },
      { url: 'http://127.0.0.1:8787', description: 'The demo storefront (npm start)' },
    ],
    tags: [
      { name: 'session', description: 'Storefront sessions: the JWT every call carries.' },
      { name: 'registryShare', description: 'Gift registry share links for gifters.' },
      { name: 'wishlistShare', description: 'Wishlist share links for friends (read-only).' },
      ...groups.map((group) => ({ name: group, description: TAG_DESCRIPTIONS[group] })),
    ],
    paths,
    components: {
      schemas: problems.schemas,
      responses: problems.responses,
      headers: headerComponents(headers),
      securitySchemes: {
        storefrontJwt: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'A storefront JWT from `POST /session`, valid at most 1 hour: renew it with `POST /session` before it expires (sending the current token keeps a signed-in customer for up to 12 hours).',
        },
      },
    },
  };
}
