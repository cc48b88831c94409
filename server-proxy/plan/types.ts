// The plan of one storefront operation: everything the proxy does with it, resolved once from the
// operation's row, its group's defaults and its policy (resolve.ts). The pipeline
// (routes/storefront.ts, routes/reads.ts, routes/writes.ts), the hot path (hotRead.ts) and the
// shared reads of the proxy's own pages (sharedRead.ts) carry plans out; none of them decides
// who may call, what is bound, who shares an answer, how long it is kept or what it drops.
import type {
  BoundField,
  ErrorCode,
  Operation,
  OperationName,
  WishlistItem,
} from '../../src/api/index.js';
import type { SharedCaching } from '../answer.js';
import type { Audience, Kept } from '../cache.js';
import type { ProxyDeps } from '../context.js';
import type { PostLimit } from '../limits.js';
import type { Caller } from '../policy/caller.js';
import type { OwnedId } from '../policy/ownership.js';
import type { Redaction } from '../policy/redact.js';
import type { AnyRule, RequestContext } from '../policy/rule.js';

/** The kinds of caller: nobody, a guest session, a signed-in customer. */
export type CallerKind = Caller['kind'];

/** One value per kind of caller. */
export type PerCaller<T> = { readonly [K in CallerKind]: T };

/** A refusal of a kind of caller: the problem's code and detail. */
export interface Refusal {
  code: ErrorCode;
  detail: string;
}

/** Who may call an operation, and what of the request is bound to the caller. */
export interface Binding {
  /** The kinds of caller refused (401), with their problem; the others may call. */
  refused: { readonly [K in CallerKind]?: Refusal };
  /** The identity each kind of caller is bound to (the token's, never the request's). */
  identity: { readonly customer?: 'customerIdentifier'; readonly guest?: 'sessionToken' };
  /** Fields the storefront does not send, from the contract (`STOREFRONT_BINDING`). */
  fields: readonly (readonly [string, BoundField])[];
  /** The row's own forcing, last. */
  force: AnyRule['force'];
}

/** How a read's answers to one kind of caller are cached, kept and told. */
export interface Caching {
  /** `shared`: the same for every such caller (nobody's contacts kept); `personal`: theirs. */
  audience: Audience;
  /** The cache tags of an answer (what writes and events drop). */
  tags(caller: Caller, input: Record<string, unknown>): string[];
  kept: Kept;
  /** What browsers and shared caches are told; undefined: nothing may keep it (`no-store`). */
  told: SharedCaching | undefined;
}

interface CommonPlan {
  op: Operation;
  name: OperationName;
  binding: Binding;
  /** Object ids the request names that must be the caller's (else 404). */
  owned: readonly OwnedId[];
  redact: Redaction;
}

/** The plan of a read (GET). */
export interface ReadPlan extends CommonPlan {
  kind: 'read';
  caching: PerCaller<Caching>;
  /** An answer given before binding (so before any 401), or undefined to go on. */
  answer?(context: RequestContext): unknown;
  /** An answer known without any upstream call, or undefined to read as usual. */
  shortcut?(context: RequestContext, input: Record<string, unknown>): Promise<unknown>;
  /** A reader of its own instead of one cached upstream call (made and redacted per request). */
  read?(context: RequestContext, input: Record<string, unknown>): Promise<unknown>;
  /** What `read` would answer at once from memory; undefined: `read` answers. */
  readNow?(deps: ProxyDeps, caller: Caller, input: Record<string, unknown>): unknown;
  /** Whether an answer may come from memory at once (the pipeline's synchronous branch). */
  fromMemory: boolean;
}

/** The plan of a write (POST). */
export interface WritePlan extends CommonPlan {
  kind: 'write';
  /** Post limits beyond the write limits every write meets; `money`: outside the shares. */
  limits: { posts: readonly PostLimit[]; money: boolean };
  check?(context: RequestContext, input: Record<string, unknown>): Promise<void>;
  /** A write done otherwise than by one upstream call (redeem). */
  write?: AnyRule['write'];
  written?(context: RequestContext, input: Record<string, unknown>): Promise<void>;
  /** The event the write's own change comes back as (see `echo` in rule.ts). */
  echo?(answer: unknown): string | undefined;
  /**
   * The cache tags the write drops: what the row names, the caller's loyalty read model unless
   * the write keeps it, and a guest-owned group's lists unless `ledger` now says what they hold.
   */
  drops(caller: Caller, input: Record<string, unknown>, ledger: boolean): string[];
  /** Present where guests own the objects: what a guest's first write leaves in their lists. */
  guests?: { leaves(answer: unknown): WishlistItem[] };
}

/** The plan of a storefront operation. */
export type Plan = ReadPlan | WritePlan;
