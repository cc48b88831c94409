// docs/operations.md, written by `npm run openapi` from the contract in src/api: every operation
// (E2 to E56) with its method, path, scope, storefront policy and what it does, the proxy's own
// endpoints, the errors, events, pagination and limits, and the decisions this repository made
// where the API's specification is silent. Every "E30" or "spec 2.14" in a comment resolves here
// (operationsDoc.test.ts checks that, and that the committed file is fresh).
import {
  ERROR_CODES,
  EVENT_TOPICS,
  type ErrorCode,
  EventEnvelope,
  type Group,
  type OperationName,
  operationList,
  type Policy,
  proxyEndpointList,
  SCOPES,
  WEBHOOK_HEADERS,
} from '../src/api/index.js';
import * as contract from '../src/api/index.js';
import { jsonSchema, rulesSentence } from '../src/api/openapi/jsonSchema.js';
import {
  OPERATION_DESCRIPTIONS,
  STOREFRONT_NOTES,
  TAG_DESCRIPTIONS,
} from '../src/api/openapi/descriptions.js';

/** What each storefront policy lets a browser do through the proxy. */
const POLICIES: { readonly [P in Policy]: string } = {
  public: 'anyone, guest or customer; shared data, cacheable across visitors',
  'public+me':
    'anyone; for a signed-in customer the proxy adds their identifier (per-customer fields such as `completed`), otherwise it calls without one',
  customer:
    'a signed-in customer only; `customerIdentifier` is always taken from the verified storefront token, never from the request',
  owner:
    'guest or customer; wishlist calls use the customer identifier from the token, or the guest session token from the token',
  server: 'never reachable from a browser (403); the proxy itself may call it',
};

/** When each error code is answered (the specification shows neither codes nor statuses). */
const ERROR_MEANINGS: { readonly [C in ErrorCode]: string } = {
  invalid_request:
    'a parameter or body field is missing, of the wrong type, or outside its limits (`errors` lists each)',
  unauthorized: 'no or invalid bearer token (`WWW-Authenticate: Bearer`)',
  insufficient_scope: "the token lacks the operation's scope",
  https_required: 'a plain HTTP request where HTTPS is enforced',
  forbidden: 'a storefront may not do this (a `server` operation, a rule not self-reportable)',
  not_found:
    'customer, rule, review, wishlist, registry, item or gallery does not exist (for this customer)',
  method_not_allowed: 'the path exists with another method',
  conflict: 'an Idempotency-Key reused with other parameters, or a duplicate that must be unique',
  request_in_progress: 'the same Idempotency-Key is being served now: retry after `Retry-After`',
  birthday_already_set: 'the customer set a birthday already; only the store may change it',
  payload_too_large: 'the body is larger than allowed',
  unsupported_media_type: 'the body or upload is of a type not accepted',
  insufficient_points: 'a redeem costs more points than the customer has',
  rule_not_allowed: 'the rule may not be redeemed by this customer',
  variant_required: 'a free-product rule needs `selectedVariantId`',
  review_not_allowed: 'the customer may not review this product',
  unprocessable: 'another business rule refuses the request',
  rate_limited:
    'the leaky bucket is full, or a shopper has too many requests at once (`Retry-After` in seconds)',
  internal_error: 'a bug, reported as such',
  not_implemented: 'not offered here',
  upstream_error: 'the API answered something the proxy cannot use',
  upstream_unavailable:
    'the API or the shared state is unavailable, or the budget cannot serve the call in time (`Retry-After`)',
  upstream_timeout: 'the API did not answer in time',
};

/**
 * The sections of the API's specification that comments cite as "spec N", with what they cover
 * and the contract's names for it (each name is checked to be an export of src/api).
 */
const SPEC_SECTIONS: readonly { section: string; covers: string; contract: string[] }[] = [
  {
    section: '1',
    covers:
      'what the service does; customers addressed by `customerIdentifier` (platform id, e-mail or phone); the point-of-sale sequence E4, E10, E11, E15',
    contract: ['CustomerIdentifier'],
  },
  {
    section: '2.1',
    covers: 'CustomerRef, an embedded reference to a customer',
    contract: ['CustomerRef'],
  },
  {
    section: '2.2',
    covers: 'customer profile (E4); birthday as `DD-MM`',
    contract: ['CustomerProfile', 'Birthday'],
  },
  { section: '2.3', covers: 'earning rule and what it rewards (E7)', contract: ['EarningRule'] },
  { section: '2.4', covers: 'spending rule (E10)', contract: ['SpendingRule'] },
  { section: '2.5', covers: 'VIP tier and tier rewards (E12)', contract: ['VipTier'] },
  { section: '2.6', covers: 'VIP status (E13)', contract: ['VipStatus'] },
  { section: '2.7', covers: 'boost campaign (E14)', contract: ['BoostCampaign'] },
  { section: '2.8', covers: 'punch card progress (E9)', contract: ['PunchCardProgress'] },
  {
    section: '2.9',
    covers:
      'reward object, active reward entry (E15), activity entry (E16) with `YYYY-MM-DD HH:mm:ss` dates',
    contract: ['Reward', 'ActiveRewardEntry', 'ActivityEntry'],
  },
  { section: '2.10', covers: 'referral session (E17)', contract: ['ReferralSession'] },
  { section: '2.11', covers: 'review (E18, E22)', contract: ['Review'] },
  { section: '2.12', covers: 'question and answer (E26 to E28)', contract: ['Question', 'Answer'] },
  {
    section: '2.13',
    covers: 'rating summaries: basic (E19) and extended (E20)',
    contract: ['RatingSummary', 'ExtendedRatingSummary'],
  },
  {
    section: '2.14',
    covers: 'wishlist, wishlist item, product wishlist info (E29 to E38)',
    contract: ['Wishlist', 'WishlistItem'],
  },
  {
    section: '2.15',
    covers:
      'gift registry, registrant, registry item, customer address (E39 to E50); dates `YYYY/MM/DD`',
    contract: ['GiftRegistry', 'Registrant', 'GiftRegistryItem', 'CustomerAddress'],
  },
  { section: '2.16', covers: 'gallery and media (E51 to E53)', contract: ['Gallery', 'Media'] },
  { section: '2.17', covers: 'webhook subscription (E54 to E56)', contract: ['Subscription'] },
  { section: '4', covers: 'the endpoints: every operation below', contract: ['operations'] },
  {
    section: '5',
    covers: 'authentication: client credentials (E2), bearer tokens, the scopes below',
    contract: ['SCOPES'],
  },
  { section: '5.8', covers: 'a storefront JWT (E3a) is valid for 1 hour', contract: [] },
  { section: '6', covers: 'events: the topics below', contract: ['EVENT_TOPICS'] },
  { section: '8', covers: 'limits: the request budget and the limits below', contract: [] },
];

/** Decisions the code relies on where the specification is open. */
const DECISIONS: readonly string[] = [
  'Paths follow `/v2/{group}/{operationName}` (the four the specification writes out are E4, E10, E11 and E15): GET for reads with a query string, POST for writes with a JSON body. A path that differs on the real service is a one-line change of its row in `src/api/operations/`.',
  'E2 lives at `POST /v2/oauth/getAccessToken` with a camelCase body; its `expiresAt` is an ISO 8601 string. Every other operation needs `Authorization: Bearer <accessToken>`.',
  'Success is `200` with a JSON body for every operation; E11 may answer `200` or `204`. The proxy answers redeem with `200` and the created reward.',
  'E19 and E20 answer a bare JSON array, one summary per requested product; E30 a bare array of product wishlist info, one entry per requested product id.',
  'Ids, `page`, `perPage` and `offset` are integers; a fraction is `400`.',
  'A review also carries `images` (image URLs), so that `onlyWithPhotos`, `withPhotos` sorting and media counts have something to count.',
  'Gift registry `typeId`: 1 wedding, 2 baby, 3 birthday, 4 other.',
  'E55 answers the subscription with its signing `secret` (`whsec_` + base64 of at least 24 random bytes); E54 lists subscriptions with their secrets.',
  'The request budget is a leaky bucket of 60 requests leaking 3 per second, kept as a GCRA (an emission interval of 1/3 s, a burst of 60); excess is answered `429` with `Retry-After`.',
  'E18 sorts strictly by the chosen option (ties by id); only `mostRelevant` puts pinned reviews first. E22 always reviews a product; shop reviews come from the store (demo data, the sandbox control API).',
  "The proxy mints its own storefront JWT with E3a's contract (at most 1 hour, for a customer or a guest) instead of calling E3a, and calls E3b when a guest signs in.",
  'Demo data: every customer starts in the default tier; `create_account` pays points; guest reviews allowed, verified-buyers-only off; at least one fixed-amount, one flexible, one free-product and one `custom_action` rule; the first 24 products are the core catalog the demo storefront shows.',
];

type Json = Record<string, unknown>;

/** `field: 1 to 50, default 15`-style limits of a request's JSON Schema properties. */
function limitsOf(schema: Json): { field: string; limit: string }[] {
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const out: { field: string; limit: string }[] = [];
  for (const [field, raw] of Object.entries(properties)) {
    const p = (raw.anyOf as Json[] | undefined)?.find((a) => a.type !== 'null') ?? raw;
    const parts: string[] = [];
    // A safe integer's bound is no limit a reader needs to see.
    const max = p.maximum === Number.MAX_SAFE_INTEGER ? undefined : p.maximum;
    const min =
      p.exclusiveMinimum !== undefined ? `more than ${String(p.exclusiveMinimum)}` : p.minimum;
    if (typeof min === 'number' && max !== undefined) parts.push(`${min} to ${String(max)}`);
    else if (typeof min === 'number') parts.push(`at least ${min}`);
    else if (typeof min === 'string')
      parts.push(max !== undefined ? `${min}, at most ${String(max)}` : min);
    else if (max !== undefined) parts.push(`at most ${String(max)}`);
    if (p.minLength !== undefined && p.maxLength !== undefined)
      parts.push(`${p.minLength} to ${p.maxLength} characters`);
    else if (p.maxLength !== undefined) parts.push(`at most ${p.maxLength} characters`);
    if (p.minItems !== undefined || p.maxItems !== undefined)
      parts.push(`${p.minItems ?? 0} to ${p.maxItems ?? 'any'} items`);
    if (p.default !== undefined) parts.push(`default ${JSON.stringify(p.default)}`);
    if (parts.length > 0) out.push({ field, limit: parts.join(', ') });
  }
  return out;
}

/** A Markdown table. */
function table(head: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

/** The anchor of an operation's section (`#e11-redeem`). */
const anchor = (id: string, name: string) => `#${id.toLowerCase()}-${name.toLowerCase()}`;

/** The whole of docs/operations.md (before formatting). */
export function renderOperationsDoc(): string {
  const missing = SPEC_SECTIONS.flatMap((s) => s.contract).filter((name) => !(name in contract));
  if (missing.length > 0) throw new Error(`not exports of src/api: ${missing.join(', ')}`);

  const groups = [...new Set(operationList.map((op) => op.group))] as Group[];
  const sections = groups.map((group) => {
    const ops = operationList.filter((op) => op.group === group);
    const details = ops.map((op) => {
      const name = op.name as OperationName;
      const request = jsonSchema(op.request, 'input');
      const limits = limitsOf(request);
      return [
        `### ${op.id} ${op.name}`,
        '',
        `\`${op.method} ${op.path}\` · scope ${op.scope ? `\`${op.scope}\`` : 'none (a valid token)'} · storefront \`${op.policy}\``,
        '',
        [OPERATION_DESCRIPTIONS[name], rulesSentence(request)].filter(Boolean).join(' '),
        ...(STOREFRONT_NOTES[name] ? ['', `Through the proxy: ${STOREFRONT_NOTES[name]}`] : []),
        ...(limits.length > 0
          ? ['', `Limits: ${limits.map((l) => `\`${l.field}\` ${l.limit}`).join('; ')}.`]
          : []),
      ].join('\n');
    });
    return [
      `## ${group}`,
      '',
      TAG_DESCRIPTIONS[group],
      '',
      ...details.flatMap((d) => [d, '']),
    ].join('\n');
  });

  const paging = operationList.flatMap((op) => {
    const limits = limitsOf(jsonSchema(op.request, 'input'));
    const of = (field: string) => limits.find((l) => l.field === field)?.limit ?? '';
    if (!limits.some((l) => ['page', 'perPage', 'offset'].includes(l.field))) return [];
    return [
      [`[${op.id}](${anchor(op.id, op.name)}) ${op.name}`, of('page'), of('perPage'), of('offset')],
    ];
  });

  const envelope = Object.keys(EventEnvelope.shape)
    .map((k) => `\`${k}\``)
    .join(', ');
  const topicGroups = [...new Set(EVENT_TOPICS.map((t) => t.split('/')[1]!))];

  return [
    '# API v2 operations',
    '',
    '<!-- Generated by `npm run openapi` (scripts/operationsDoc.ts) from the contract in src/api: do not edit. -->',
    '',
    "The Loyalty and Engagement API v2 as this repository implements it (the sandbox), calls it (the proxy) and exposes it to browsers (the proxy, by storefront policy). Generated from the contract in `src/api` (the operation table, the error codes, the event topics and the schemas); CI fails when this file is stale. An id such as `E30` in a comment is an operation below; `spec 2.14` is a section of the API's specification, listed under [Specification sections](#specification-sections).",
    '',
    '## Summary',
    '',
    table(
      ['id', 'operation', 'method and path', 'scope', 'storefront', 'summary'],
      operationList.map((op) => [
        op.id,
        `[${op.name}](${anchor(op.id, op.name)})`,
        `\`${op.method} ${op.path}\``,
        op.scope ? `\`${op.scope}\`` : '–',
        `\`${op.policy}\``,
        op.summary,
      ]),
    ),
    '',
    '## Storefront policies',
    '',
    'What the proxy lets a browser do with an operation. The proxy answers 403 for a `server` operation and 401 for `customer` without a customer token, and replaces (never trusts) identity fields a browser sends. Object ids in a request (wishlistId, giftRegistryId, giftRegistryItemId, reviewId for votes) must belong to the caller.',
    '',
    table(
      ['policy', 'meaning'],
      Object.entries(POLICIES).map(([p, m]) => [`\`${p}\``, m]),
    ),
    '',
    `Scopes (spec 5): ${SCOPES.map((s) => `\`${s}\``).join(', ')}.`,
    '',
    ...sections,
    "## The proxy's own endpoints",
    '',
    table(
      ['method and path', 'token', 'summary'],
      proxyEndpointList.map((e) => [`\`${e.method} ${e.path}\``, `\`${e.auth}\``, e.summary]),
    ),
    '',
    '## Errors',
    '',
    'Every failure is `application/problem+json` (RFC 9457): `{ "type": "about:blank", "title", "status", "code", "detail", "errors": [{ "path": "body.rate", "message" }] }`, `errors` for `invalid_request` only.',
    '',
    table(
      ['status', 'code', 'when'],
      (Object.entries(ERROR_CODES) as [ErrorCode, number][]).map(([code, status]) => [
        String(status),
        `\`${code}\``,
        ERROR_MEANINGS[code],
      ]),
    ),
    '',
    '## Events',
    '',
    `Delivered as \`POST\` to a subscription's address (E55), signed per Standard Webhooks: \`${WEBHOOK_HEADERS.id}\`, \`${WEBHOOK_HEADERS.timestamp}\` and \`${WEBHOOK_HEADERS.signature}: v1,<base64 HMAC-SHA256 of id.timestamp.body>\` with the subscription's secret. The body has ${envelope}; \`data\` holds the affected resource and its \`customer\` (CustomerRef) where there is one. A successful redeem (E11) fires \`v1/customer/rewardCreated\` as soon as the reward exists.`,
    '',
    table(
      ['group', 'topics'],
      topicGroups.map((g) => [
        g,
        EVENT_TOPICS.filter((t) => t.split('/')[1] === g)
          .map((t) => `\`${t}\``)
          .join(', '),
      ]),
    ),
    '',
    '## Pagination and limits',
    '',
    'Paged lists take `page` (from 1) and `perPage`, or `offset` and `perPage` (reviews and questions). The limits of every field are in its operation above; the paged ones:',
    '',
    table(['operation', 'page', 'perPage', 'offset'], paging),
    '',
    'The request budget: 60 requests, leaking 3 per second, shared by every caller of one store (spec 8); a storefront JWT lives 1 hour at most (spec 5.8).',
    '',
    '## Decisions where the specification is open',
    '',
    ...DECISIONS.map((d) => `- ${d}`),
    '',
    '## Specification sections',
    '',
    "Comments cite sections of the API's specification as `spec 2.14` or `spec section 8`; each is here with the names the contract gives it.",
    '',
    table(
      ['section', 'covers', 'in src/api'],
      SPEC_SECTIONS.map((s) => [s.section, s.covers, s.contract.map((c) => `\`${c}\``).join(', ')]),
    ),
    '',
  ].join('\n');
}
