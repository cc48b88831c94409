// Each storefront operation's row, with its group's defaults and its policy, resolved once (at
// module load) into its plan (types.ts). Every decision that differs per operation is made here,
// from the tables: `RULES` and `GROUPS` (policy/rules.ts), the contract's `STOREFRONT_BINDING`,
// and `POLICIES` below.
import {
  type Operation,
  type OperationName,
  operationList,
  type Policy,
  storefrontBinding,
} from '../../src/api/index.js';
import type { SharedCaching } from '../answer.js';
import {
  type Audience,
  type Kept,
  PERSONAL,
  READ_MODEL_KEPT,
  SHARED,
  SHARED_EVENT_FED,
} from '../cache.js';
import { type Caller, customerTag, ownerKey, ownerTag } from '../policy/caller.js';
import { othersContactsRemoved } from '../policy/redact.js';
import type { AnyRule } from '../policy/rule.js';
import { GROUPS, RULES } from '../policy/rules.js';
import type { Binding, Caching, PerCaller, Plan, ReadPlan, Refusal, WritePlan } from './types.js';

/** A policy a storefront may call under. */
type StorefrontPolicy = Exclude<Policy, 'server'>;

const SIGN_IN: Refusal = { code: 'unauthorized', detail: 'sign in as a customer first' };
const SESSION: Refusal = { code: 'unauthorized', detail: 'a storefront session is required' };
const SHARED_BY_ALL: PerCaller<Audience> = {
  anonymous: 'shared',
  guest: 'shared',
  customer: 'shared',
};
const PERSONAL_TO_ALL: PerCaller<Audience> = {
  anonymous: 'personal',
  guest: 'personal',
  customer: 'personal',
};

/**
 * What each storefront policy (docs/operations.md) says: who is refused, who shares an answer,
 * and whose identity is bound to the request (a guest's only where guests own the objects).
 */
const POLICIES: {
  readonly [P in StorefrontPolicy]: {
    refused: Binding['refused'];
    audience: PerCaller<Audience>;
    bindsCustomer: boolean;
    bindsGuest: boolean;
  };
} = {
  // Shared by every visitor: no identity, even a signed-in customer's.
  public: { refused: {}, audience: SHARED_BY_ALL, bindsCustomer: false, bindsGuest: false },
  // Shared, but a signed-in customer's answer carries their own fields (their progress).
  'public+me': {
    refused: {},
    audience: { anonymous: 'shared', guest: 'shared', customer: 'personal' },
    bindsCustomer: true,
    bindsGuest: false,
  },
  customer: {
    refused: { anonymous: SIGN_IN, guest: SIGN_IN },
    audience: PERSONAL_TO_ALL,
    bindsCustomer: true,
    bindsGuest: false,
  },
  owner: {
    refused: { anonymous: SESSION },
    audience: PERSONAL_TO_ALL,
    bindsCustomer: true,
    bindsGuest: true,
  },
};

/** Hooks that only a read's row may have, and those that only a write's may. */
const READ_ONLY: readonly (keyof AnyRule)[] = [
  'cache',
  'readModel',
  'read',
  'readNow',
  'shortcut',
  'answer',
];
const WRITE_ONLY: readonly (keyof AnyRule)[] = [
  'check',
  'write',
  'written',
  'drops',
  'echo',
  'limits',
  'money',
  'leaves',
  'keepsLoyalty',
];

/** The row of an operation, by its name as a string. */
const ROWS: Readonly<Partial<Record<string, AnyRule>>> = RULES;

/** The row of `op` over its group's defaults; throws for a hook in the wrong kind of row. */
function ruleOf(op: Operation): AnyRule {
  const row = ROWS[op.name] ?? {};
  const misplaced = (op.method === 'GET' ? WRITE_ONLY : READ_ONLY).find((hook) => hook in row);
  if (misplaced)
    throw new Error(`${op.name}: a ${op.method} operation's rule has \`${misplaced}\``);
  return { ...GROUPS[op.group], ...row };
}

function bindingOf(op: Operation, policy: StorefrontPolicy, rule: AnyRule): Binding {
  const { refused, bindsCustomer, bindsGuest } = POLICIES[policy];
  return {
    refused,
    identity: {
      ...((bindsCustomer || rule.namesCustomer) && { customer: 'customerIdentifier' as const }),
      ...(bindsGuest && rule.guestOwned && { guest: 'sessionToken' as const }),
    },
    fields: storefrontBinding(op),
    force: rule.force,
  };
}

/** The tags of a caller's own answers: a customer's read model, a guest-owned group's lists. */
function personalTags(guestOwned: boolean): Caching['tags'] {
  return (caller: Caller) => {
    const tags = caller.kind === 'customer' ? [customerTag(caller.customerId)] : [];
    const owner = ownerKey(caller);
    if (guestOwned && owner) tags.push(ownerTag(owner));
    return tags;
  };
}

function readPlan(op: Operation, policy: StorefrontPolicy, rule: AnyRule): ReadPlan {
  const audience = POLICIES[policy].audience;
  const freshness = rule.cache?.freshness ?? SHARED;
  const tags = rule.cache?.tags ?? (() => [op.group]);
  // An answer that differs by caller varies on the header that says who calls.
  const varies = new Set(Object.values(audience)).size > 1;
  const told: SharedCaching = { freshness, vary: varies ? ['Authorization'] : [] };
  const shared: Caching = {
    audience: 'shared',
    tags: (_caller, input) => tags(input),
    kept: { live: rule.cache?.eventFed ? SHARED_EVENT_FED : freshness, otherwise: freshness },
    told,
  };
  const kept: Kept = rule.readModel ? READ_MODEL_KEPT : { live: PERSONAL, otherwise: PERSONAL };
  const personal: Caching = {
    audience: 'personal',
    tags: personalTags(rule.guestOwned ?? false),
    kept,
    told: undefined,
  };
  const caching = (kind: keyof PerCaller<Audience>) =>
    audience[kind] === 'shared' ? shared : personal;
  const owned = rule.owned ?? [];
  return {
    kind: 'read',
    op,
    name: op.name as OperationName,
    binding: bindingOf(op, policy, rule),
    owned,
    redact: rule.redact ?? othersContactsRemoved,
    caching: {
      anonymous: caching('anonymous'),
      guest: caching('guest'),
      customer: caching('customer'),
    },
    answer: rule.answer,
    shortcut: rule.shortcut,
    read: rule.read,
    readNow: rule.readNow,
    // Ids to check against the caller's lists, an early answer or a shortcut need the
    // pipeline's awaits; a reader of its own only where it can also answer from memory.
    fromMemory:
      !rule.answer && !rule.shortcut && owned.length === 0 && (!rule.read || !!rule.readNow),
  };
}

function writePlan(op: Operation, policy: StorefrontPolicy, rule: AnyRule): WritePlan {
  const guestOwned = rule.guestOwned ?? false;
  const keepsLoyalty = rule.keepsLoyalty ?? false;
  return {
    kind: 'write',
    op,
    name: op.name as OperationName,
    binding: bindingOf(op, policy, rule),
    owned: rule.owned ?? [],
    redact: rule.redact ?? othersContactsRemoved,
    limits: { posts: rule.limits ?? [], money: rule.money ?? false },
    check: rule.check,
    write: rule.write,
    written: rule.written,
    echo: rule.echo,
    drops(caller, input, ledger) {
      const tags = [...(rule.drops?.(input) ?? [])];
      if (caller.kind === 'customer' && !keepsLoyalty) tags.push(customerTag(caller.customerId));
      const owner = ownerKey(caller);
      if (guestOwned && owner && !ledger) tags.push(ownerTag(owner));
      return tags;
    },
    ...(guestOwned && { guests: { leaves: rule.leaves ?? (() => []) } }),
  };
}

/** The plan of a storefront operation; undefined for a `server` one (no storefront may call). */
export function resolvePlan(op: Operation): Plan | undefined {
  if (op.policy === 'server') {
    if (ROWS[op.name]) throw new Error(`${op.name}: a server operation has a storefront rule`);
    return undefined;
  }
  const rule = ruleOf(op);
  return op.method === 'GET' ? readPlan(op, op.policy, rule) : writePlan(op, op.policy, rule);
}

/** The plan of every storefront operation, by name, resolved once. */
export const PLANS: { readonly [N in OperationName]?: Plan } = Object.fromEntries(
  operationList.flatMap((op) => {
    const plan = resolvePlan(op);
    return plan ? [[op.name, plan]] : [];
  }),
);

/** The plans by the operation's name as a string. */
const BY_NAME: Readonly<Partial<Record<string, Plan>>> = PLANS;

/** The plan of an operation of the table; undefined for a `server` one. */
export const planOf = (op: Operation): Plan | undefined => BY_NAME[op.name];

/** The plan of a read, by name; throws for anything else (a bug in the caller). */
export function readPlanOf(name: OperationName): ReadPlan {
  const plan = BY_NAME[name];
  if (plan?.kind !== 'read') throw new Error(`${name} is not a storefront read`);
  return plan;
}
