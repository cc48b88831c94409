import { ApiError, type SessionAnswer } from '../api/index.js';
import type { IdentityProof, IdentitySource, SessionTokenStorage } from './identity.js';

/** A storefront session: the short-lived JWT and who it is for. */
export interface Session {
  /** The storefront JWT (kept in memory only). */
  token: string;
  /** Epoch milliseconds after which the token is no longer valid. */
  expiresAt: number;
  /** The signed-in customer, or null for a guest. */
  customer: { id: string } | null;
  /** The guest session token (kept after sign-in so the guest wishlist can move). */
  sessionToken: string | null;
}

/** Who the data is for: a signed-in customer or the guest of this browser. */
export type Viewer = { kind: 'customer'; customerId: string } | { kind: 'guest' };

/**
 * The session as observers see it. `idle`: none opened yet (public reads need none); `guest`
 * there says the shopper brings no proof and no kept guest token, so they are a guest who owns
 * nothing yet, known without asking the proxy.
 */
export type SessionState =
  | { status: 'idle'; guest: boolean }
  | { status: 'loading'; previous: Session | null }
  | { status: 'ready'; session: Session }
  | { status: 'error'; error: Error };

interface SessionManagerOptions {
  identity: IdentitySource;
  storage: SessionTokenStorage;
  /** Posts the proof and returns the parsed answer. */
  open: (body: Record<string, unknown>) => Promise<SessionAnswer>;
  renewBeforeMs: number;
  now: () => number;
}

/** Bootstraps and renews the storefront session; concurrent callers share one renewal. */
export class SessionManager {
  #options: SessionManagerOptions;
  #identity: IdentitySource;
  #state: SessionState;
  #inflight: Promise<Session> | null = null;
  #generation = 0;
  #listeners = new Set<(state: SessionState) => void>();

  constructor(options: SessionManagerOptions) {
    this.#options = options;
    this.#identity = options.identity;
    this.#state = this.#idle();
  }

  get state(): SessionState {
    return this.#state;
  }

  subscribe(listener: (state: SessionState) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** A session valid for a while yet: the current one, or a renewed one. */
  ensure(): Promise<Session> {
    const current = this.#current();
    if (current && current.expiresAt - this.#options.now() > this.#options.renewBeforeMs) {
      return Promise.resolve(current);
    }
    return this.renew();
  }

  /**
   * Renews the session. With `staleToken` (the token a 401 refused), a session already renewed
   * by someone else is returned as is, so a burst of 401s leads to one renewal.
   */
  renew(staleToken?: string): Promise<Session> {
    const current = this.#current();
    if (staleToken !== undefined && current && current.token !== staleToken) {
      return Promise.resolve(current);
    }
    if (this.#inflight) return this.#inflight;
    const generation = this.#generation;
    this.#set({ status: 'loading', previous: current });
    const run = this.#open().then(
      (session) => {
        if (generation !== this.#generation) return this.ensure();
        this.#inflight = null;
        this.#set({ status: 'ready', session });
        return session;
      },
      (error: unknown) => {
        if (generation !== this.#generation) return this.ensure();
        this.#inflight = null;
        this.#set({
          status: 'error',
          error: error instanceof Error ? error : new Error(String(error)),
        });
        throw error;
      },
    );
    this.#inflight = run;
    return run;
  }

  /** Switches to another identity (sign-in, sign-out) and opens a session for it. */
  setIdentity(identity: IdentitySource): Promise<Session> {
    this.#identity = identity;
    this.#generation += 1;
    this.#inflight = null;
    return this.renew();
  }

  /**
   * Switches to another identity without opening a session: one open (or opening) reopens for
   * the new shopper; else the next call that needs one opens it.
   */
  changeIdentity(identity: IdentitySource): void {
    if (this.#state.status === 'idle') {
      this.#identity = identity;
      this.#set(this.#idle());
    } else {
      this.setIdentity(identity).catch(() => undefined);
    }
  }

  /** An idle state: whether the shopper is a guest with nothing yet (no proof, no kept token). */
  #idle(): SessionState {
    const source = this.#identity;
    const proof = typeof source === 'function' ? null : source;
    const bare =
      proof !== null && Object.values(proof).every((value: unknown) => value === undefined);
    return { status: 'idle', guest: bare && !this.#options.storage.get() };
  }

  #current(): Session | null {
    return this.#state.status === 'ready' ? this.#state.session : null;
  }

  async #open(): Promise<Session> {
    const source = this.#identity;
    const proof: IdentityProof = typeof source === 'function' ? await source() : source;
    const known = this.#options.storage.get() ?? this.#lastSessionToken();
    const body: Record<string, unknown> = { ...proof };
    if (known && body.sessionToken === undefined) body.sessionToken = known;
    const answer = await this.#options.open(body);
    const expiresAt = Date.parse(answer.expiresAt);
    // Everything else the proxy answers is typed by the contract and checked by the proxy's own
    // tests; a session without a token or an expiry would fail every later call, so say so here.
    if (typeof answer.token !== 'string' || !answer.token || Number.isNaN(expiresAt)) {
      throw new ApiError(502, 'invalid_response', 'The proxy answered a session without a token.');
    }
    if (answer.sessionToken) this.#options.storage.set(answer.sessionToken);
    return {
      token: answer.token,
      expiresAt,
      customer: answer.customer ? { id: String(answer.customer.id) } : null,
      sessionToken: answer.sessionToken ?? null,
    };
  }

  #lastSessionToken(): string | null {
    const s = this.#state;
    if (s.status === 'ready') return s.session.sessionToken;
    if (s.status === 'loading') return s.previous?.sessionToken ?? null;
    return null;
  }

  #set(state: SessionState): void {
    this.#state = state;
    for (const listener of this.#listeners) listener(state);
  }
}
