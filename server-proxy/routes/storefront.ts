import { type Context, Hono } from 'hono';
import {
  ApiError,
  decodeQuery,
  invalidRequest,
  isOperationPath,
  type Operation,
  operationList,
  operations,
  type OperationName,
} from '../../src/api/index.js';
import type { ProxyDeps } from '../context.js';
import {
  authenticate,
  clientIp,
  jsonResponse,
  problemResponse,
  readJsonBody,
  subjectOf,
} from '../http.js';
import { idempotent } from '../idempotency.js';
import { checkReviewImages, keepReviewImages } from '../media/accept.js';
import { checkWriteLimits } from '../limits.js';
import { bindRequest } from '../policy/bind.js';
import type { Caller } from '../policy/caller.js';
import { checkOwnership, freshGuestFlag } from '../policy/ownership.js';
import { dropUnpublishedAnswers, redactContacts } from '../policy/redact.js';
import { redeemWithReward } from '../redeem.js';
import { verifyShareToken } from '../share.js';
import { afterWrite, executeRead, isPersonal } from './reads.js';

/** What the storefront sees of an answer: redacted (operations.md), never another's contacts. */
export function present(op: Operation, caller: Caller, body: unknown): unknown {
  const self = caller.kind === 'customer' && op.group !== 'reviews' ? caller.customerId : undefined;
  if (op.name === 'getReferralSessions') return redactContacts(body, self, 'mask');
  if (op.name === 'getQuestions')
    return redactContacts(dropUnpublishedAnswers(body), undefined, 'remove');
  return redactContacts(body, self, 'remove');
}

const earningRules = operations.getEarningRules as unknown as Operation;

/** Checks of single operations beyond identity and ownership. */
async function checkOperation(
  deps: ProxyDeps,
  c: Context,
  op: Operation,
  caller: Caller,
  input: Record<string, unknown>,
): Promise<void> {
  if (op.name === 'trackCustomAction') {
    const { rules } = (await executeRead(
      deps,
      earningRules,
      { kind: 'anonymous' },
      { locale: 'en' },
    )) as { rules: { id: number; type: string; isSelfReportable?: boolean }[] };
    const rule = rules.find((r) => r.id === input.ruleId);
    if (!rule || rule.type !== 'custom_action' || rule.isSelfReportable !== true) {
      throw ApiError.of('forbidden', 'this action cannot be claimed from the storefront');
    }
  }
  if (op.name === 'createReview') {
    await checkReviewImages(deps, caller, input.imageUrls as string[] | undefined);
  }
  if (op.name === 'createDraftOrderFromGiftRegistry') {
    const share = await verifyShareToken(deps, c.req.header('x-registry-share') ?? '');
    if (share.giftRegistryId !== input.giftRegistryId)
      throw ApiError.of('not_found', 'no such registry');
    const registry = await share.load();
    const wanted = new Set(registry.items.map((i) => `${i.productId}:${i.variantId}`));
    const products = input.products as { productId: number; variantId: number }[];
    if (!products.every((p) => wanted.has(`${p.productId}:${p.variantId}`))) {
      throw ApiError.of('not_found', 'a product is not on this registry');
    }
  }
}

async function handle(deps: ProxyDeps, c: Context, op: Operation): Promise<Response> {
  if (op.policy === 'server')
    throw ApiError.of('forbidden', 'this operation is not available to a storefront');
  const caller = await authenticate(c, deps);
  const raw =
    op.method === 'GET' ? decodeQuery(op, new URL(c.req.url).searchParams) : await readJsonBody(c);

  if (op.name === 'canCreateReview' && caller.kind !== 'customer') {
    const allowed = deps.settings.guestReviews;
    return jsonResponse(
      { canCreateReview: allowed, message: allowed ? '' : 'sign in to write a review' },
      true,
    );
  }

  const bound = bindRequest(op, caller, raw);
  const parsed = op.request.safeParse(bound);
  if (!parsed.success) throw invalidRequest(parsed.error, op.method === 'GET' ? 'query' : 'body');
  const input = parsed.data as Record<string, unknown>;
  const personal = isPersonal(op, caller);

  if (op.method === 'GET') {
    await checkOwnership(deps, op, caller, input);
    const body = await executeRead(deps, op, caller, input);
    return jsonResponse(present(op, caller, body), personal);
  }

  const ip = clientIp(c, deps);
  const subject = subjectOf(caller, ip);
  await checkWriteLimits(deps, op.name, caller, ip, subject);
  await checkOwnership(deps, op, caller, input);
  await checkOperation(deps, c, op, caller, input);

  const answer = await idempotent(
    deps,
    c.req.header('idempotency-key'),
    { subject, operation: op.name, params: input },
    async (attempt) => {
      if (caller.kind === 'guest' && op.group === 'wishlists') {
        await deps.store.flagDelete(freshGuestFlag(caller.sessionToken));
      }
      const body =
        op.name === 'redeem'
          ? await redeemWithReward(deps, input as never, attempt)
          : await deps.upstream.call(op.name as OperationName, input as never, {
              priority: 'write',
            });
      await afterWrite(deps, op, caller, input);
      if (op.name === 'createReview')
        await keepReviewImages(deps, input.imageUrls as string[] | undefined);
      return { status: 200, body: present(op, caller, body) };
    },
  );
  const replay = answer.replayed ? { 'idempotent-replayed': 'true' } : undefined;
  if (answer.status >= 400) {
    const res = problemResponse(ApiError.fromProblem(answer.status, answer.body));
    if (replay) res.headers.set('idempotent-replayed', 'true');
    return res;
  }
  return jsonResponse(answer.body, true, answer.status, replay);
}

/** Every storefront operation of the table at its path; `server` operations answer 403. */
export function storefrontRoutes(deps: ProxyDeps): Hono {
  const app = new Hono();
  for (const op of operationList) {
    app.on(op.method, op.path, async (c) => {
      try {
        return await handle(deps, c, op);
      } catch (error) {
        if (!(error instanceof ApiError))
          deps.log({ level: 'error', msg: 'unexpected failure', op: op.id, error: String(error) });
        return problemResponse(error);
      }
    });
  }
  app.all('/v2/*', (c) => {
    const path = new URL(c.req.url).pathname;
    if (isOperationPath(path)) {
      return problemResponse(
        ApiError.of('method_not_allowed', `${c.req.method} is not allowed here`),
      );
    }
    return problemResponse(ApiError.of('not_found', 'no such operation'));
  });
  return app;
}
