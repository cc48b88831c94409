import type { Group, Operation } from '../operation.js';
import { type OperationName, operationList } from '../operations/index.js';
import {
  headerComponents,
  problemComponents,
  problemRefs,
  type ProblemResponseName,
} from './components.js';
import { OPERATION_DESCRIPTIONS, TAG_DESCRIPTIONS } from './descriptions.js';
import { OPERATION_EXAMPLES } from './examples.js';
import { type JsonObject, jsonSchema, rulesSentence } from './jsonSchema.js';
import { namesResource, requestPart, success } from './parts.js';

/** The failures an operation of the API may answer. */
function failures(op: Operation, request: JsonObject): ProblemResponseName[] {
  if (op.group === 'oauth') return ['BadRequest', 'Unauthorized', 'TooManyRequests', 'Problem'];
  return [
    'BadRequest',
    'Unauthorized',
    'Forbidden',
    ...(namesResource(request) ? (['NotFound'] as const) : []),
    ...(op.method === 'POST' ? (['Unprocessable'] as const) : []),
    'TooManyRequests',
    'Problem',
  ];
}

/** Every failure any operation names, for the document's components. */
const ALL_FAILURES: readonly ProblemResponseName[] = [
  'BadRequest',
  'Unauthorized',
  'Forbidden',
  'NotFound',
  'Unprocessable',
  'TooManyRequests',
  'Problem',
];

function operationObject(op: Operation): JsonObject {
  const name = op.name as OperationName;
  const example = OPERATION_EXAMPLES[name];
  const request = jsonSchema(op.request, 'input');
  const description = [
    OPERATION_DESCRIPTIONS[name],
    rulesSentence(request),
    op.scope ? `Scope: \`${op.scope}\`.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    operationId: op.name,
    summary: `${op.id}. ${op.summary}`,
    description,
    tags: [op.group],
    'x-spec-id': op.id,
    'x-storefront-policy': op.policy,
    // Scopes are not OAuth2 flows here (E2 takes camelCase JSON): the scope an operation needs
    // is in its text and in `x-required-scope`, the requirement is a plain bearer token.
    ...(op.scope && { 'x-required-scope': op.scope }),
    security: op.group === 'oauth' ? [] : [{ bearerAuth: [] }],
    ...requestPart(op, request, example.request as Record<string, unknown>),
    responses: {
      '200': success(jsonSchema(op.response, 'output'), example.response),
      ...(op.id === 'E11' && { '204': { description: 'Success, no body' } }),
      ...problemRefs(failures(op, request)),
    },
  };
}

/** The OpenAPI 3.1 document of the API v2, generated from the operation table. */
export function buildOpenApiDocument(): JsonObject {
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const op of operationList) {
    (paths[op.path] ??= {})[op.method.toLowerCase()] = operationObject(op);
  }
  const problems = problemComponents(ALL_FAILURES);
  const groups = [...new Set(operationList.map((op) => op.group))] as Group[];
  return {
    openapi: '3.1.0',
    info: {
      title: 'Loyalty and Engagement API',
      version: '2.0.0',
      description:
        'Loyalty (points, rewards, VIP tiers, referrals), reviews and questions, wishlists, gift registries, galleries and webhook subscriptions. Generated from the operation table in src/api (docs/operations.md is its reference). Every call but getAccessToken carries `Authorization: Bearer <accessToken>`; failures are application/problem+json; a client may make 60 requests at once and 3 per second after (a leaky bucket), then gets 429 with Retry-After.',
      contact: { name: 'loyalkit' },
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [
      {
        url: '{baseUrl}',
        description: 'The service: its API root ({base_url} in the spec)',
        variables: {
          baseUrl: {
            default: 'https://api.loyalty.example',
            description: 'The API root, without a trailing slash',
          },
        },
      },
      { url: 'http://127.0.0.1:4010', description: 'Local sandbox (npm run sandbox)' },
    ],
    tags: groups.map((group) => ({ name: group, description: TAG_DESCRIPTIONS[group] })),
    paths,
    components: {
      schemas: problems.schemas,
      responses: problems.responses,
      headers: headerComponents(problems.headers),
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description:
            'An access token from getAccessToken (E2): POST /v2/oauth/getAccessToken with the camelCase JSON body {clientId, clientSecret, grantType: "client_credentials", scope} answers {accessToken, tokenType: "Bearer", expiresAt}. The scopes asked for (space-separated) must include the one each operation names.',
        },
      },
    },
  };
}
