import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import {
  type OperationName,
  OPERATION_EXAMPLES,
  operation,
  operationList,
  PROXY_ENDPOINT_EXAMPLES,
  proxyEndpointList,
  storefrontBoundFields,
} from '../index.js';
import { jsonSchema, withoutProperties } from './jsonSchema.js';

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

/** The JSON Schema errors of a value ('' when it validates). */
function jsonSchemaErrors(schema: object, value: unknown): string {
  const validate = ajv.compile(schema);
  return validate(value) ? '' : ajv.errorsText(validate.errors);
}

describe('every operation example', () => {
  it.each(operationList.map((op) => [op.id, op] as const))(
    '%s: its request and answers pass the zod schemas and the documents’ JSON Schemas',
    (_id, op) => {
      const example = OPERATION_EXAMPLES[op.name as OperationName];
      expect(op.request.safeParse(example.request).error).toBeUndefined();
      expect(op.response.safeParse(example.response).error).toBeUndefined();
      const storefrontAnswer = example.storefrontResponse ?? example.response;
      expect(op.storefrontResponse.safeParse(storefrontAnswer).error).toBeUndefined();
      const request = jsonSchema(op.request, 'input');
      expect(jsonSchemaErrors(request, example.request)).toBe('');
      expect(jsonSchemaErrors(jsonSchema(op.response, 'output'), example.response)).toBe('');
      if (op.policy === 'server') return;
      const bound = storefrontBoundFields(op);
      const storefrontRequest = Object.fromEntries(
        Object.entries(example.request).filter(([name]) => !bound.includes(name)),
      );
      expect(jsonSchemaErrors(withoutProperties(request, bound), storefrontRequest)).toBe('');
      expect(jsonSchemaErrors(jsonSchema(op.storefrontResponse, 'output'), storefrontAnswer)).toBe(
        '',
      );
    },
  );

  it.each(proxyEndpointList.map((e) => [e.name, e] as const))(
    '%s: its parameters, body and answer pass the zod and JSON Schemas',
    (name, endpoint) => {
      const example: { params?: object; body?: object; response: unknown } =
        PROXY_ENDPOINT_EXAMPLES[name as keyof typeof PROXY_ENDPOINT_EXAMPLES];
      for (const [schema, value, io] of [
        [endpoint.params, example.params, 'input'],
        [endpoint.body, example.body, 'input'],
        [endpoint.response, example.response, 'output'],
      ] as const) {
        if (!schema) continue;
        expect(value, name).toBeDefined();
        expect(schema.safeParse(value).error).toBeUndefined();
        expect(jsonSchemaErrors(jsonSchema(schema, io), value)).toBe('');
      }
    },
  );
});

describe('the rules the documents state in JSON Schema', () => {
  const requestSchema = (name: OperationName) => jsonSchema(operation(name).request, 'input');

  it('refuses a wishlist call naming neither a customer nor a session (anyOf of required)', () => {
    expect(jsonSchemaErrors(requestSchema('createWishlist'), { wishlistTitle: 'Gifts' })).not.toBe(
      '',
    );
    expect(
      jsonSchemaErrors(requestSchema('createWishlist'), {
        sessionToken: 'guest-session-0001',
        wishlistTitle: 'Gifts',
      }),
    ).toBe('');
  });

  it('refuses a guest review without guestName and guestEmail, as the servers do', () => {
    const guestReview = { productId: 42, rate: 5, body: 'Lovely', guestName: 'Cara' };
    expect(jsonSchemaErrors(requestSchema('createReview'), guestReview)).not.toBe('');
    expect(operation('createReview').request.safeParse(guestReview).success).toBe(false);
    const complete = { ...guestReview, guestEmail: 'cara@demo.test' };
    expect(jsonSchemaErrors(requestSchema('createReview'), complete)).toBe('');
  });

  it('refuses an E36 update that changes nothing, and whitespace-only titles', () => {
    const owner = { sessionToken: 'guest-session-0001', wishlistId: 61 };
    expect(jsonSchemaErrors(requestSchema('updateWishlist'), owner)).not.toBe('');
    expect(
      jsonSchemaErrors(requestSchema('updateWishlist'), { ...owner, wishlistTitle: '   ' }),
    ).not.toBe('');
    expect(
      operation('updateWishlist').request.safeParse({ ...owner, wishlistTitle: '   ' }).success,
    ).toBe(false);
  });

  it('refuses repeated product ids in E19, E20 and E30 alike (uniqueItems)', () => {
    for (const name of ['getProductAverageRatings', 'getProductRatings'] as const) {
      expect(jsonSchemaErrors(requestSchema(name), { productIds: [1, 2, 1] }), name).not.toBe('');
      expect(operation(name).request.safeParse({ productIds: [1, 2, 1] }).success, name).toBe(
        false,
      );
    }
    const e30 = { sessionToken: 'guest-session-0001', productIds: [3, 3] };
    expect(jsonSchemaErrors(requestSchema('getProductWishlistInfo'), e30)).not.toBe('');
    expect(operation('getProductWishlistInfo').request.safeParse(e30).success).toBe(false);
  });
});
