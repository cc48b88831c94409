import { Validator } from '@seriousme/openapi-schema-validator';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  IDENTITY_FIELDS,
  buildOpenApiDocument,
  buildStorefrontDocument,
  operationList,
  proxyEndpointList,
} from '../index.js';

type Entry = Record<string, unknown> & {
  parameters?: { name: string; in: string; schema: Record<string, unknown>; explode?: boolean }[];
  requestBody?: { content: Record<string, { schema: { properties?: object } }> };
  responses: Record<string, { headers?: Record<string, unknown>; $ref?: string }>;
};
type Doc = {
  tags: { name: string; description: string }[];
  servers: { url: string }[];
  paths: Record<string, Record<string, Entry>>;
  components: { securitySchemes: Record<string, Record<string, unknown>> } & Record<
    string,
    Record<string, unknown>
  >;
};

const documents = {
  'openapi.json': buildOpenApiDocument() as unknown as Doc,
  'storefront-openapi.json': buildStorefrontDocument() as unknown as Doc,
};
const entries = (doc: Doc) => Object.values(doc.paths).flatMap((methods) => Object.values(methods));

describe.each(Object.entries(documents))('%s', (file, doc) => {
  it('is valid OpenAPI 3.1', async () => {
    const result = await new Validator().validate(
      doc as unknown as Parameters<Validator['validate']>[0],
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('matches the committed file (run npm run openapi after changing the contract)', () => {
    const committed = JSON.parse(
      readFileSync(new URL(`../../../docs/${file}`, import.meta.url), 'utf8'),
    ) as unknown;
    expect(committed).toEqual(JSON.parse(JSON.stringify(doc)));
  });

  it('describes every operation, under a declared tag, with an example answer', () => {
    const declared = new Set(doc.tags.map((t) => t.name));
    for (const tag of doc.tags) expect(tag.description, tag.name).not.toBe('');
    for (const entry of entries(doc)) {
      const id = String(entry.operationId);
      expect(String(entry.description).length, id).toBeGreaterThan(20);
      for (const tag of entry.tags as string[]) expect(declared, id).toContain(tag);
      expect(JSON.stringify(entry.responses['200']), id).toContain('"example"');
    }
  });

  it('declares Retry-After on 429 and WWW-Authenticate on 401', () => {
    const responses = doc.components.responses as Record<string, { headers?: object }>;
    expect(Object.keys(responses.TooManyRequests?.headers ?? {})).toEqual(['Retry-After']);
    expect(Object.keys(responses.Unauthorized?.headers ?? {})).toEqual(['WWW-Authenticate']);
  });

  it('authenticates with an http bearer scheme, never an OAuth2 flow it does not have', () => {
    const schemes = Object.values(doc.components.securitySchemes);
    expect(schemes).toHaveLength(1);
    expect(schemes[0]).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('names servers beyond the loopback one', () => {
    expect(doc.servers.filter((s) => !s.url.includes('127.0.0.1')).length).toBeGreaterThan(0);
  });
});

describe('the API v2 document', () => {
  const doc = documents['openapi.json'];

  it('lists all 56 operations with their scopes; the token comes from getAccessToken', () => {
    expect(entries(doc)).toHaveLength(56);
    for (const op of operationList) {
      const entry = doc.paths[op.path]?.[op.method.toLowerCase()];
      expect(entry?.operationId, op.id).toBe(op.name);
      if (op.scope) expect(entry?.['x-required-scope'], op.id).toBe(op.scope);
    }
    expect(doc.paths['/v2/oauth/getAccessToken']?.post?.security).toEqual([]);
    expect(doc.components.securitySchemes.bearerAuth?.description).toContain('getAccessToken');
  });

  it('documents query parameters with their limits and E20 ids comma-separated', () => {
    const params = doc.paths['/v2/reviews/getReviews']?.get?.parameters ?? [];
    expect(params.find((p) => p.name === 'perPage')?.schema).toMatchObject({
      minimum: 1,
      maximum: 50,
      default: 15,
    });
    const e20 = doc.paths['/v2/reviews/getProductRatings']?.get?.parameters ?? [];
    expect(e20.find((p) => p.name === 'productIds')?.explode).toBe(false);
  });
});

describe('the storefront document', () => {
  const doc = documents['storefront-openapi.json'];

  it("has the proxy's own endpoints and every operation a browser may call, and no other", () => {
    const storefront = operationList.filter((op) => op.policy !== 'server');
    expect(entries(doc)).toHaveLength(storefront.length + proxyEndpointList.length);
    for (const op of storefront)
      expect(doc.paths[op.path]?.[op.method.toLowerCase()]).toBeDefined();
    for (const endpoint of proxyEndpointList) {
      expect(doc.paths[endpoint.path]?.[endpoint.method.toLowerCase()]?.operationId).toBe(
        endpoint.name,
      );
    }
    expect(doc.paths['/v2/customers/updateBalance']).toBeUndefined();
  });

  it('never asks a browser for the fields the proxy binds to the token', () => {
    for (const op of operationList.filter((o) => o.policy !== 'server')) {
      const entry = doc.paths[op.path]![op.method.toLowerCase()]!;
      const query = (entry.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const body = Object.keys(
        entry.requestBody?.content['application/json']?.schema.properties ?? {},
      );
      for (const field of IDENTITY_FIELDS) expect([...query, ...body], op.id).not.toContain(field);
    }
    const e18 = doc.paths['/v2/reviews/getReviews']!.get!.parameters!.map((p) => p.name);
    expect(e18).not.toContain('onlyUnpublishedReviews');
  });

  it('answers the created reward for a redeem, and marks replayed writes', () => {
    const redeem = doc.paths['/v2/rewards/redeem']!.post!;
    expect(JSON.stringify(redeem.responses['200'])).toContain('discountCode');
    expect(redeem.responses['204']).toBeUndefined();
    expect(Object.keys(redeem.responses['200']?.headers ?? {})).toEqual(['Idempotent-Replayed']);
    expect(redeem.parameters?.map((p) => p.name)).toContain('Idempotency-Key');
  });

  it('declares the ETag, Cache-Control, If-None-Match and 304 of every read the proxy answers', () => {
    const reads = operationList.filter((op) => op.policy !== 'server' && op.method === 'GET');
    expect(reads.length).toBeGreaterThan(0);
    for (const op of reads) {
      const read = doc.paths[op.path]!.get!;
      expect(read.parameters?.find((p) => p.name === 'If-None-Match')).toMatchObject({
        in: 'header',
        required: false,
      });
      expect(Object.keys(read.responses['200']?.headers ?? {})).toEqual(['ETag', 'Cache-Control']);
      expect(Object.keys(read.responses['304']?.headers ?? {})).toEqual(['ETag', 'Cache-Control']);
    }
    const write = doc.paths['/v2/rewards/redeem']!.post!;
    expect(write.responses['304']).toBeUndefined();
    expect(doc.components.headers).toHaveProperty('ETag');
  });

  it('asks for the share token on a gifter’s draft order, and none to open a share link', () => {
    const order = doc.paths['/v2/giftRegistries/createDraftOrderFromGiftRegistry']!.post!;
    expect(order.parameters?.find((p) => p.name === 'X-Registry-Share')).toMatchObject({
      in: 'header',
      required: true,
    });
    expect(doc.paths['/registry-share/{token}']?.get?.security).toEqual([]);
  });
});
