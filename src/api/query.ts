import type { z } from 'zod';
import type { Operation } from './operation.js';

type Kind = 'number' | 'boolean' | 'array' | 'string' | 'other';

type Schema = z.core.$ZodType;

/** The schema a wrapper (optional, default, nullable, pipe, ...) holds, if it is one. */
function innerOf(schema: Schema): Schema | undefined {
  // `$ZodTypes` is zod's union of every built-in schema: its `def` is told apart by `type`.
  const def = (schema as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
    case 'success':
      return def.innerType;
    case 'pipe':
      return def.in;
    default:
      return undefined;
  }
}

/** The schema under every wrapper. */
function unwrap(schema: Schema): Schema {
  let current = schema;
  for (let inner = innerOf(current); inner; inner = innerOf(current)) current = inner;
  return current;
}

/** What a query parameter decodes to, read off its schema (wrappers unwrapped). */
function kindOf(schema: Schema): Kind {
  switch (unwrap(schema)._zod.def.type) {
    case 'number':
    case 'int':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'array':
      return 'array';
    case 'string':
    case 'enum':
    case 'literal':
      return 'string';
    default:
      return 'other';
  }
}

function elementOf(schema: Schema): Schema | undefined {
  const def = (unwrap(schema) as z.core.$ZodTypes)._zod.def;
  return def.type === 'array' ? def.element : undefined;
}

const NUMBER = /^-?\d+(\.\d+)?$/;

function decodeScalar(kind: Kind, raw: string): unknown {
  if (kind === 'number') return NUMBER.test(raw) ? Number(raw) : raw;
  if (kind === 'boolean') {
    if (raw === 'true' || raw === '1') return true;
    if (raw === 'false' || raw === '0') return false;
    return raw;
  }
  return raw;
}

/**
 * Turns a query string into the JSON shape of an operation's request schema, guided by the
 * schema: numbers and booleans decoded, arrays gathered from repeated and comma-separated
 * parameters (`productIds=1&productIds=2`, `productIds=1,2`, `productIds[]=1`). A value that does
 * not decode is left as a string, and a repeated scalar as the list of its values, so that
 * validation refuses them. Unknown parameters are dropped.
 */
export function decodeQuery(op: Operation, params: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(op.request.shape as Record<string, Schema>)) {
    const values = [...params.getAll(key), ...params.getAll(`${key}[]`)];
    if (values.length === 0) continue;
    const kind = kindOf(field);
    if (kind === 'array') {
      const element = elementOf(field);
      const elementKind = element ? kindOf(element) : 'string';
      out[key] = values
        .flatMap((v) => v.split(','))
        .filter((v) => v !== '')
        .map((v) => decodeScalar(elementKind, v));
    } else if (values.length > 1) {
      // A repeated scalar is refused (validation sees a list): servers take the last value, a
      // CDN may key on the first, and an answer cached for one would be served for the other.
      out[key] = values;
    } else {
      out[key] = decodeScalar(kind, values[0] ?? '');
    }
  }
  return out;
}

/** Builds the query string of a GET operation from its parameters (the reverse of `decodeQuery`). */
export function encodeQuery(
  op: { readonly commaArrays?: readonly string[] | undefined },
  input: Record<string, unknown>,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      if (op.commaArrays?.includes(key)) params.append(key, value.map(String).join(','));
      else for (const v of value) params.append(key, String(v));
    } else {
      params.append(key, String(value));
    }
  }
  return params;
}
