import type { Operation, OperationName } from '../../src/api/index.js';
import { personalFreshness } from '../readModel.js';
import { type Prepared, prepare } from '../answer.js';
import {
  type Freshness,
  type LoadMode,
  type LoadTicket,
  SHARED,
  SHARED_EVENT_FED,
} from '../cache.js';
import type { ProxyDeps } from '../context.js';
import { canonical } from '../idempotency.js';
import { type Caller, customerTag, ownerKey, ownerTag } from '../policy/caller.js';
import type { AnyRule, CachePlan, RequestContext, ResolvedRule } from '../policy/rule.js';
import { noteEcho } from '../echo.js';

/** Whether the answer depends on who asks (so it is personal: cached per caller, `no-store`). */
export function isPersonal(op: Operation, caller: Caller): boolean {
  if (op.policy === 'public') return false;
  if (op.policy === 'public+me') return caller.kind === 'customer';
  return true;
}

/** The cache key of a read's prepared answer (the input holds the caller's identity if any). */
export const answerKey = (op: Operation, input: Record<string, unknown>): string =>
  `answer:${op.id}:${canonical(input)}`;

/** Where a shared read is cached and for how long, by its rule or the group's default. */
export function planOf(op: Operation, rule: AnyRule, input: Record<string, unknown>): CachePlan {
  return rule.plan?.(input) ?? { tags: [op.group], freshness: SHARED };
}

/**
 * How long the proxy keeps a shared read: a plan the API's events keep current (`eventFed`:
 * reviews, questions, ratings) is kept `SHARED_EVENT_FED` while the events reach this proxy,
 * since an event or a write through the proxy drops it; its own freshness otherwise. (What
 * browsers and CDNs are told stays the plan's own freshness: no event reaches them.)
 */
export function keptFor(deps: ProxyDeps, plan: CachePlan): Freshness {
  return plan.eventFed && deps.events.live ? SHARED_EVENT_FED : plan.freshness;
}

/**
 * A read, answered ready to send (redacted once, when made): shared reads cached for everyone
 * under the rule's plan, personal ones per caller (dropped with the caller's writes and
 * events); a rule's own reader (ratings batched, wishlist info derived) or shortcut answers
 * otherwise.
 */
export async function executeRead(
  context: RequestContext,
  op: Operation,
  rule: ResolvedRule,
  input: Record<string, unknown>,
): Promise<Prepared> {
  const { deps, caller } = context;
  const personal = isPersonal(op, caller);
  // A shared answer is the same for everyone: nobody's contacts are kept in it.
  const self = personal && caller.kind === 'customer' ? caller.customerId : undefined;
  const ready = (body: unknown) => prepare(rule.redact(body, self), deps.clock.now());
  const known = await rule.shortcut?.(context, input);
  if (known !== undefined) return ready(known);
  if (rule.read) return ready(await rule.read(context, input));

  const key = answerKey(op, input);
  const load = async (mode: LoadMode, ticket: LoadTicket) =>
    ready(
      await deps.upstream.callOperation(op, input, {
        priority: personal ? 'own' : 'shared',
        caller: context.who,
        ifRoom: mode === 'refresh',
        ticket,
      }),
    );
  if (!personal) {
    const plan = planOf(op, rule, input);
    return deps.cache.read(key, plan.tags, keptFor(deps, plan), load, 'shared');
  }
  const tags: string[] = [];
  if (caller.kind === 'customer') tags.push(customerTag(caller.customerId));
  const owner = ownerKey(caller);
  if (op.group === 'wishlists' && owner) tags.push(ownerTag(owner));
  return deps.cache.read(key, tags, personalFreshness(deps, op.name as OperationName), load);
}

/**
 * After a write: the caller's cached state (a customer's loyalty read model unless the rule
 * keeps it) and what the rule says the write touched are dropped; the event the write's own
 * change will come back as is noted, so that it is not applied again (see `echo`). `keepLists`:
 * a guest's first write, whose ledger now says what their lists hold (hearts.ts).
 */
export async function afterWrite(
  deps: ProxyDeps,
  op: Operation,
  rule: ResolvedRule,
  caller: Caller,
  input: Record<string, unknown>,
  answer: unknown,
  keepLists = false,
): Promise<void> {
  const drops: string[] = rule.drops?.(input) ?? [];
  if (caller.kind === 'customer' && !rule.keepsLoyalty) drops.push(customerTag(caller.customerId));
  const owner = ownerKey(caller);
  // A guest's write was noted before it went (storefront.ts): its lists are no longer empty.
  if (op.group === 'wishlists' && owner && !keepLists) drops.push(ownerTag(owner));
  await Promise.all(drops.map((tag) => deps.cache.drop(tag)));
  const echo = rule.echo?.(answer);
  if (echo) await noteEcho(deps, echo);
}
