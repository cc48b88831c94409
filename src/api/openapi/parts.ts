import type { Operation } from '../operation.js';
import type { JsonObject } from './jsonSchema.js';

/** The example values that belong to a schema's properties (others are left out). */
export function pick(example: object, schema: JsonObject): Record<string, unknown> {
  const names = new Set(Object.keys((schema.properties ?? {}) as JsonObject));
  return Object.fromEntries(Object.entries(example).filter(([name]) => names.has(name)));
}

/** Query parameters of a GET operation, one per property of its request schema. */
export function queryParameters(
  op: Operation,
  schema: JsonObject,
  example: Record<string, unknown>,
): JsonObject[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonObject>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, prop]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: prop,
    ...(prop.type === 'array' && { style: 'form', explode: !op.commaArrays.includes(name) }),
    ...(example[name] !== undefined && { example: example[name] }),
  }));
}

/** The request part of an operation object: query parameters (GET) or a JSON body (POST). */
export function requestPart(
  op: Operation,
  schema: JsonObject,
  example: Record<string, unknown>,
): JsonObject {
  if (op.method === 'GET') return { parameters: queryParameters(op, schema, example) };
  return {
    requestBody: {
      required: true,
      content: { 'application/json': { schema, example } },
    },
  };
}

/** A 200 answer with its schema and example. */
export function success(schema: JsonObject, example: unknown, headers?: JsonObject): JsonObject {
  return {
    description: 'Success',
    ...(headers && { headers }),
    content: { 'application/json': { schema, example } },
  };
}

/** Whether a request names a resource that may not exist (an id or a customer). */
export function namesResource(schema: JsonObject): boolean {
  return Object.keys((schema.properties ?? {}) as JsonObject).some((name) =>
    /(Id|Ids|Identifier)$/.test(name),
  );
}
