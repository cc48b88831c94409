import { z } from 'zod';

/** A JSON Schema (2020-12) or OpenAPI object, as plain JSON. */
export type JsonObject = Record<string, unknown>;

/** The JSON Schema of a zod schema as a request (`input`) or an answer (`output`) has it. */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonObject {
  // Refinements have no JSON Schema form of their own: those that can be said in JSON Schema
  // carry it in `meta()`; the others are in the operation's description.
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}

type Rule = { anyOf?: { required: string[] }[] };

/** `anyOf` rules of a schema's `allOf` (see `requiredOneOf`), as field lists. */
export function requiredRules(schema: JsonObject): string[][][] {
  const allOf = (schema.allOf ?? []) as Rule[];
  return allOf.map((rule) => (rule.anyOf ?? []).map((choice) => choice.required));
}

/** A sentence stating the `anyOf` rules of a schema for a reader ('' when it has none). */
export function rulesSentence(schema: JsonObject): string {
  return requiredRules(schema)
    .map((choices) => {
      const options = choices.map((fields) => fields.map((f) => `\`${f}\``).join(' and '));
      return `At least one of: ${options.join('; ')}.`;
    })
    .join(' ');
}

/** The schema without some properties, and without the rules that name them. */
export function withoutProperties(schema: JsonObject, fields: readonly string[]): JsonObject {
  const drop = new Set(fields);
  const properties = Object.fromEntries(
    Object.entries((schema.properties ?? {}) as JsonObject).filter(([name]) => !drop.has(name)),
  );
  const required = ((schema.required ?? []) as string[]).filter((name) => !drop.has(name));
  // A rule naming a dropped field no longer applies: the proxy fills or drops that field.
  const allOf = ((schema.allOf ?? []) as Rule[]).filter(
    (rule) => !(rule.anyOf ?? []).some((choice) => choice.required.some((f) => drop.has(f))),
  );
  const { required: _r, allOf: _a, ...rest } = schema;
  return {
    ...rest,
    properties,
    ...(required.length > 0 && { required }),
    ...(allOf.length > 0 && { allOf }),
  };
}
