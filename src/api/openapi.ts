import { z } from 'zod';
import { Problem } from './problem.js';
import { SCOPES, type Operation } from './operation.js';
import { operationList } from './operations/index.js';

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // Refinements have no JSON Schema form; they are enforced by the servers and named in the text.
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}

function queryParameters(op: Operation): JsonSchema[] {
  const schema = jsonSchema(op.request, 'input');
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, prop]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: prop,
    ...(prop.type === 'array' && {
      style: 'form',
      explode: !op.commaArrays.includes(name),
    }),
  }));
}

function problemResponse(description: string): JsonSchema {
  return {
    description,
    content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
  };
}

function operationObject(op: Operation): JsonSchema {
  return {
    operationId: op.name,
    summary: `${op.id}. ${op.summary}`,
    tags: [op.group],
    'x-spec-id': op.id,
    'x-storefront-policy': op.policy,
    security: op.id === 'E2' ? [] : [{ oauth2: op.scope ? [op.scope] : [] }],
    ...(op.method === 'GET'
      ? { parameters: queryParameters(op) }
      : {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(op.request, 'input') } },
          },
        }),
    responses: {
      '200': {
        description: 'Success',
        content: { 'application/json': { schema: jsonSchema(op.response, 'output') } },
      },
      ...(op.id === 'E11' && { '204': { description: 'Success, no body' } }),
      '400': problemResponse(
        'A parameter or body field is missing, of the wrong type, or outside its limits',
      ),
      '401': problemResponse('No or invalid bearer token'),
      '403': problemResponse('The token lacks the scope, or HTTPS is required'),
      '429': problemResponse('Rate limited; see Retry-After'),
      default: problemResponse('Failure (problem+json)'),
    },
  };
}

/** The OpenAPI 3.1 document of the API v2, generated from the operation table. */
export function buildOpenApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const op of operationList) {
    (paths[op.path] ??= {})[op.method.toLowerCase()] = operationObject(op);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Loyalty and Engagement API',
      version: '2.0.0',
      description:
        'Generated from the operation table in src/api (spec/loyalty-api-v2.md and spec/operations.md). Failures are application/problem+json.',
    },
    servers: [{ url: 'http://127.0.0.1:4010', description: 'Local sandbox' }],
    paths,
    components: {
      schemas: { Problem: jsonSchema(Problem, 'output') },
      securitySchemes: {
        oauth2: {
          type: 'oauth2',
          flows: {
            clientCredentials: {
              tokenUrl: '/v2/oauth/getAccessToken',
              scopes: Object.fromEntries(
                SCOPES.map((s) => [s, s.replace('_', ' ').replace('_', ' ')]),
              ),
            },
          },
        },
      },
    },
  };
}
