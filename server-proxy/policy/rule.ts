import type { z } from 'zod';
import type { OperationName, Operations, WishlistItem } from '../../src/api/index.js';
import type { Freshness } from '../cache.js';
import type { WriteAttempt } from '../idempotency.js';
import type { ProxyDeps } from '../context.js';
import type { PostLimit } from '../limits.js';
import type { InputOf, OutputOf } from '../upstream/client.js';
import type { Caller } from './caller.js';
import type { OwnedId } from './ownership.js';
import type { Redaction } from './redact.js';

/** An operation's request once bound and validated. */
export type Parsed<N extends OperationName> = z.output<Operations[N]['request']>;

/** What a rule's hooks see of the request they act on. */
export interface RequestContext {
  deps: ProxyDeps;
  caller: Caller;
  /** The caller's lane for fairness (`laneOf`): a customer's identity key, or `ip:<address>`. */
  who: string;
  /** A header of the request (case-insensitive name). */
  header(name: string): string | undefined;
  /** Reads an operation as a visitor without a token would: the same rules, the same cache. */
  readAsVisitor<N extends OperationName>(name: N, input: InputOf<N>): Promise<OutputOf<N>>;
}

/**
 * How a shared read is cached: its tags (dropped by writes and events), the freshness the proxy
 * keeps it and tells browsers and shared caches, and whether the API's events keep it current.
 */
export interface SharedCache<I> {
  /** By default the operation's group (`rewards`, `galleries`). */
  tags?(input: I): string[];
  /** By default `SHARED`. */
  freshness?: Freshness;
  /**
   * Whether the API's events drop it (with writes through the proxy): then, while the events
   * reach the proxy, it is kept `SHARED_EVENT_FED` (what browsers and CDNs are told stays
   * `freshness`: no event reaches them).
   */
  eventFed?: boolean;
}

/** A path into the request: a field, or a field of an object field (`giftRegistry.id`). */
type FieldPath<I> = (keyof I & string) | `${keyof I & string}.${string}`;

/**
 * What the proxy does for one operation beyond its storefront policy (docs/operations.md, "notes for
 * the proxy"), over the operation's validated request `I`. Every member is optional; the
 * defaults are the operation's group's (`GROUPS` in rules.ts), and the whole is resolved once
 * into the operation's plan (plan/resolve.ts).
 */
export interface RuleOver<I> {
  /**
   * Fields forced or dropped after the identity fields and the contract's `STOREFRONT_BINDING`
   * are bound (before validation).
   */
  force?(input: Record<string, unknown>, caller: Caller): void;
  /** A signed-in caller is named (`customerIdentifier`) even where the policy is `public`. */
  namesCustomer?: boolean;
  /**
   * A guest session owns these objects too (wishlists): a guest's identity is bound to the
   * request, their reads are tagged as their lists, and their writes keep their hearts' ledger
   * (hearts.ts).
   */
  guestOwned?: boolean;
  /** Object ids the request names that must be the caller's (else 404). */
  owned?: readonly OwnedId<FieldPath<I>>[];
  /** How answers are redacted; by default others' contacts (all contacts for reviews and Q&A). */
  redact?: Redaction;
  /** How the read's shared answers are cached (`SharedCache`). */
  cache?: SharedCache<I>;
  /**
   * A personal read in the customer read model: the API's events keep it current (balance,
   * tier, rewards, wishlist items, and the drawer's views that change only with them), so it is
   * kept `EVENT_FED` until an event or a write drops it while the events reach the proxy, so a
   * returning shopper costs no upstream call per page. Other personal reads stay `PERSONAL`.
   */
  readModel?: boolean;
  /** A read answered otherwise than by one cached upstream call (made and redacted per request). */
  read?(context: RequestContext, input: I): Promise<unknown>;
  /**
   * What `read` would answer, at once, when this instance holds everything it needs fresh in
   * memory (the hot path, hotRead.ts); undefined: `read` answers.
   */
  readNow?(deps: ProxyDeps, caller: Caller, input: I): unknown;
  /** An answer known without any upstream call, or undefined to read as usual. */
  shortcut?(context: RequestContext, input: I): Promise<unknown>;
  /** Shared cache tags a write makes stale (the caller's own are always dropped). */
  drops?(input: I): string[];
  /**
   * Whether the write leaves the caller's loyalty state (balance, tier, rewards, activity) as
   * it was: then a customer's read model is kept (a customer event drops it if the store says
   * otherwise). By default true for wishlist writes, false for the others.
   */
  keepsLoyalty?: boolean;
  /**
   * The event the write's own change comes back as (`topic:resource id`, see `echoOf` in
   * events.ts), when it makes a resource with a new id: the write already dropped what that
   * event would, so the echo is not applied again (each would cost a reload of what the shopper
   * just reloaded).
   */
  echo?(answer: unknown): string | undefined;
  /** Post limits beyond the write limits every write meets. */
  limits?: readonly PostLimit[];
  /**
   * A write that moves money (points for a reward): it never counts against the store-wide
   * shares, so that no amount of wishlist hearts can keep a customer from redeeming.
   */
  money?: boolean;
  /**
   * What a guest's lists hold after this write when it is their first (hearts.ts): its answer is
   * all they hold. Nothing by default (a new list holds no item).
   */
  leaves?(answer: unknown): WishlistItem[];
  /** A check of the request beyond identity and ownership; throws an `ApiError`. */
  check?(context: RequestContext, input: I): Promise<void>;
  /** An answer given before binding (so before any 401), or undefined to go on. */
  answer?(context: RequestContext): unknown;
  /**
   * A write done otherwise than by one upstream call; `attempt` is its idempotency record (what
   * an earlier, uncertain attempt saved, and where to save what a retry needs).
   */
  write?(context: RequestContext, input: I, attempt: WriteAttempt): Promise<unknown>;
  /** What follows a successful write beyond dropping caches (e.g. keeping its uploaded photos). */
  written?(context: RequestContext, input: I): Promise<void>;
}

/** The rule of operation `N`, typed by its request. */
export type Rule<N extends OperationName> = RuleOver<Parsed<N>>;

/** A rule as the pipeline holds it, for whichever operation. */
export type AnyRule = RuleOver<Record<string, unknown>>;
