import { Validator } from '@seriousme/openapi-schema-validator';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument, operationList } from './index.js';

type Doc = { paths: Record<string, Record<string, Record<string, unknown>>> };

describe('the OpenAPI document', () => {
  const doc = buildOpenApiDocument() as unknown as Doc;

  it('is valid OpenAPI 3.1', async () => {
    const result = await new Validator().validate(
      doc as unknown as Parameters<Validator['validate']>[0],
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists all 56 operations with their scopes', () => {
    const ops = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
    expect(ops).toHaveLength(56);
    for (const op of operationList) {
      const entry = doc.paths[op.path]?.[op.method.toLowerCase()];
      expect(entry?.operationId, op.id).toBe(op.name);
      if (op.scope) expect(JSON.stringify(entry?.security), op.id).toContain(op.scope);
    }
  });

  it('documents query parameters with their limits and E20 ids comma-separated', () => {
    const params = doc.paths['/v2/reviews/getReviews']?.get?.parameters as {
      name: string;
      schema: Record<string, unknown>;
    }[];
    expect(params.find((p) => p.name === 'perPage')?.schema).toMatchObject({
      minimum: 1,
      maximum: 50,
      default: 15,
    });
    const e20 = doc.paths['/v2/reviews/getProductRatings']?.get?.parameters as {
      name: string;
      explode?: boolean;
    }[];
    expect(e20.find((p) => p.name === 'productIds')?.explode).toBe(false);
  });

  it('matches the committed docs/openapi.json (run npm run openapi after changing the table)', () => {
    const committed = JSON.parse(
      readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8'),
    ) as unknown;
    expect(committed).toEqual(JSON.parse(JSON.stringify(doc)));
  });
});
