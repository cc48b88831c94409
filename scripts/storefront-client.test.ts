// Proves docs/storefront-openapi.json usable by a generic tool: a client's types are generated
// from it with openapi-typescript, and a small typed usage of them is compiled with tsc.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const TYPES = `
import type { components, paths } from './storefront.js';

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
export type SessionAnswer = Json<paths['/session']['post']['responses'][200]>;
export type RedeemBody = Json<NonNullable<paths['/v2/rewards/redeem']['post']['requestBody']>>;
export type RedeemAnswer = Json<paths['/v2/rewards/redeem']['post']['responses'][200]>;
export type SharedRegistry = Json<paths['/registry-share/{token}']['get']['responses'][200]>;
export type ReviewsQuery = NonNullable<paths['/v2/reviews/getReviews']['get']['parameters']['query']>;
export type Problem = components['schemas']['Problem'];
`;

const USAGE = `
import type { Problem, RedeemAnswer, RedeemBody, ReviewsQuery, SessionAnswer, SharedRegistry } from './types.js';

/** Opens a guest session, redeems a rule and answers the discount code (or the problem's code). */
export async function redeem(baseUrl: string, ruleId: number): Promise<string> {
  const opened = await fetch(\`\${baseUrl}/session\`, { method: 'POST' });
  const session = (await opened.json()) as SessionAnswer;
  const body: RedeemBody = { ruleId };
  const res = await fetch(\`\${baseUrl}/v2/rewards/redeem\`, {
    method: 'POST',
    headers: {
      Authorization: \`Bearer \${session.token}\`,
      'Content-Type': 'application/json',
      'Idempotency-Key': crypto.randomUUID(),
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) return ((await res.json()) as Problem).code;
  const answer = (await res.json()) as RedeemAnswer;
  return answer.reward.reward.discountCode;
}

export function gifterNames(shared: SharedRegistry): string[] {
  const { registrant } = shared.giftRegistry;
  return [registrant, ...registrant.coRegistrants].map((person) => person.firstName);
}

export const mostHelpful: ReviewsQuery = { productId: 42, sortingOption: 'mostHelpful', perPage: 5 };
export const guest: boolean = ({} as SessionAnswer).customer === null;
`;

let dir = '';
let messages: Record<'usage' | 'misuse', string[]> = { usage: [], misuse: [] };

/** Compiles the usages beside the generated types (one program); the messages of each. */
function compile(usages: Record<'usage' | 'misuse', string>): typeof messages {
  const files = Object.fromEntries(
    Object.entries(usages).map(([name, text]) => {
      const file = join(dir, `${name}.ts`);
      writeFileSync(file, text);
      return [name, file];
    }),
  );
  const program = ts.createProgram(Object.values(files), {
    strict: true,
    noUncheckedIndexedAccess: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
  });
  const all = ts.getPreEmitDiagnostics(program);
  const of = (file: string | undefined) =>
    all
      .filter((d) => d.file?.fileName === file)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  expect(all.filter((d) => !Object.values(files).includes(d.file?.fileName ?? ''))).toEqual([]);
  return { usage: of(files.usage), misuse: of(files.misuse) };
}

describe('a client generated from docs/storefront-openapi.json', () => {
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'storefront-client-'));
    const ast = await openapiTS(new URL('../docs/storefront-openapi.json', import.meta.url));
    writeFileSync(join(dir, 'storefront.d.ts'), astToString(ast));
    writeFileSync(join(dir, 'types.ts'), TYPES);
    messages = compile({
      usage: USAGE,
      misuse: `
        import type { RedeemBody } from './types.js';
        export const body: RedeemBody = { ruleId: 21, customerIdentifier: '7001' };
      `,
    });
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('type-checks a session, a redeem, a share view and a reviews query', () => {
    expect(messages.usage).toEqual([]);
  });

  it('refuses, at compile time, a redeem that names the customer (the proxy binds it)', () => {
    expect(messages.misuse.join('\n')).toContain('customerIdentifier');
  });
});
