import {
  ApiError,
  encodeQuery,
  type InputOf,
  invalidRequest,
  operation,
  type Operation,
  type OperationName,
  type OutputOf,
  SCOPES,
} from '../../src/api/index.js';
import { type Clock, sleep, systemClock } from '../clock.js';
import { currentLane } from './lane.js';
import type { Priority, Scheduler, Ticket } from './scheduler.js';

export type { InputOf, OutputOf };

/** A fetch function: `globalThis.fetch`, or another app's `app.request` in tests. */
export type FetchLike = (request: Request) => Response | Promise<Response>;

export interface UpstreamOptions {
  /** The API root, for example `https://api.example.com` (no `/v2`). */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Shop URL, for partners acting for a shop. */
  shop?: string;
  /** Scopes asked for with E2; all of spec section 5 by default. */
  scopes?: readonly string[];
  /** Routes calls elsewhere (in-process apps in tests); `globalThis.fetch` by default. */
  fetch?: FetchLike;
  /** Gives up on one attempt after this long (ms). Default 10 s. */
  timeoutMs?: number;
  /** Retries of an idempotent read on 5xx, timeouts and dropped connections. Default 2. */
  readRetries?: number;
  /** Base of the exponential backoff between read retries (ms). Default 250. */
  retryBaseMs?: number;
  /** Refresh the access token this long before it expires (ms). Default 60 s. */
  tokenRefreshMarginMs?: number;
}

export interface CallOptions {
  /** Queue order in the scheduler; by default writes for POST and `own` for GET. */
  priority?: Priority;
  /**
   * Who the call is for (an identity key, or `ip:<address>`): its lane in the scheduler's fair
   * queue, and for a read one of the few uncached reads that caller may have at once (429).
   */
  caller?: string;
  /**
   * A background refresh: it goes only if the budget has room now (`Scheduler.tryAcquire`),
   * else it fails at once with `refreshDropped` and nothing is queued. Counts against no caller.
   */
  ifRoom?: boolean;
  /**
   * Awaited right before each send of the request (after its token and budget slot): a write
   * records there, durably, that it may have reached the upstream. When it throws, nothing is
   * sent. A call that fails before it ran surely had no effect.
   */
  onSend?: () => Promise<void>;
  /** How many shoppers the call unblocks (coalesced readers): its worth in the read queue. */
  ticket?: Ticket;
}

/** What a background refresh fails with when the budget has no room for it (a 503). */
export function refreshDropped(): ApiError {
  return ApiError.of('upstream_unavailable', 'refresh dropped: the request budget is tight', {
    retryAfter: 1,
  });
}

/** Counters for health and benchmarks. */
export interface UpstreamStats {
  calls: number;
  tokenCalls: number;
  status429: number;
  failures: number;
}

const RETRYABLE_READ = new Set([500, 502, 503, 504]);

const refusedBeforeEffect = new WeakSet<object>();

/** Marks an error as one of a call the upstream surely never applied. */
function notApplied(error: ApiError): ApiError {
  refusedBeforeEffect.add(error);
  return error;
}

/**
 * Whether a failed call surely had no effect upstream although it was sent: refused before
 * anything was done (429 every time, the proxy's credentials refused) or a connection that was
 * never made. Any other failure of a sent write (a timeout, a 5xx, a dropped connection) leaves
 * its outcome unknown.
 */
export function surelyNotApplied(error: unknown): boolean {
  return typeof error === 'object' && error !== null && refusedBeforeEffect.has(error);
}

/**
 * The upstream client: E2 token cached and refreshed single-flight, every call paced by the
 * scheduler, reads retried with backoff and jitter, writes never retried blindly (a 429 is not
 * an attempt: the service refused it before doing anything, so it is queued again).
 */
export class UpstreamClient {
  readonly stats: UpstreamStats = { calls: 0, tokenCalls: 0, status429: 0, failures: 0 };
  private token: { value: string; refreshAt: number } | undefined;
  private tokenFlight: Promise<string> | undefined;
  private readonly fetchFn: FetchLike;
  private readonly base: string;

  constructor(
    private readonly options: UpstreamOptions,
    readonly scheduler: Scheduler,
    private readonly clock: Clock = systemClock,
  ) {
    if (!/^https?:\/\//.test(options.baseUrl))
      throw new Error('upstream.baseUrl must be an http(s) URL');
    if (!options.clientId || !options.clientSecret) {
      throw new Error('upstream.clientId and upstream.clientSecret are required');
    }
    this.base = options.baseUrl.replace(/\/+$/, '');
    this.fetchFn = options.fetch ?? ((req) => fetch(req));
  }

  /** Calls one operation with its typed input; throws `ApiError` on any failure. */
  async call<N extends OperationName>(
    name: N,
    input: InputOf<N>,
    options: CallOptions = {},
  ): Promise<OutputOf<N>> {
    return (await this.callOperation(operation(name), input, options)) as OutputOf<N>;
  }

  /** Calls an operation given by its row, with a request checked here against its schema. */
  async callOperation(
    op: Operation,
    input: Record<string, unknown>,
    options: CallOptions = {},
  ): Promise<unknown> {
    const parsed = op.request.safeParse(input);
    if (!parsed.success) throw invalidRequest(parsed.error, op.method === 'GET' ? 'query' : 'body');
    const priority = options.priority ?? (op.method === 'GET' ? 'own' : 'write');
    return this.send(op, parsed.data, priority, options);
  }

  /**
   * Like `call`, but the input is built only once the call holds its budget slot, so that a
   * batch waiting in the queue takes in everything asked for meanwhile.
   */
  async callWhenReady<N extends OperationName>(
    name: N,
    build: () => InputOf<N>,
    options: CallOptions = {},
  ): Promise<OutputOf<N>> {
    const op: Operation = operation(name);
    const priority = options.priority ?? (op.method === 'GET' ? 'own' : 'write');
    const input = () => {
      const parsed = op.request.safeParse(build());
      if (!parsed.success)
        throw invalidRequest(parsed.error, op.method === 'GET' ? 'query' : 'body');
      return parsed.data;
    };
    return (await this.send(op, input, priority, options)) as OutputOf<N>;
  }

  /** Forgets the access token (the next call fetches a new one). */
  dropToken(): void {
    this.token = undefined;
  }

  private async send(
    op: Operation,
    lazyInput: Record<string, unknown> | (() => Record<string, unknown>),
    priority: Priority,
    { caller, ifRoom = false, onSend, ticket }: CallOptions,
  ): Promise<unknown> {
    // A caller's read counts against its few at once from here until it is answered.
    const release =
      caller !== undefined && op.method === 'GET' && !ifRoom
        ? this.scheduler.admit(caller)
        : undefined;
    // A call that names no caller waits in the lane of the request it is made for.
    const lane = { who: caller ?? currentLane(), ticket };
    try {
      return await this.attempts(op, lazyInput, priority, lane, ifRoom, onSend);
    } finally {
      release?.();
    }
  }

  private async attempts(
    op: Operation,
    lazyInput: Record<string, unknown> | (() => Record<string, unknown>),
    priority: Priority,
    lane: { who: string | undefined; ticket: Ticket | undefined },
    ifRoom: boolean,
    onSend: (() => Promise<void>) | undefined,
  ): Promise<unknown> {
    let input = typeof lazyInput === 'function' ? undefined : lazyInput;
    const isRead = op.method === 'GET';
    const retries = isRead ? (this.options.readRetries ?? 2) : 0;
    let refreshed = false;
    for (let attempt = 0; ; attempt++) {
      const token = await this.accessToken();
      if (!ifRoom) await this.scheduler.acquire(priority, lane.who, lane.ticket);
      else if (!(await this.scheduler.tryAcquire())) throw refreshDropped();
      input ??= (lazyInput as () => Record<string, unknown>)();
      const sent = input;
      await onSend?.();
      let res: Response;
      try {
        // A write's request is waited for until it has really ended, even past its timeout.
        res = await this.fetchWithTimeout(
          (signal) => this.buildRequest(op, sent, token, signal),
          !isRead,
        );
      } catch (error) {
        if (attempt < retries) {
          await this.backoff(attempt);
          continue;
        }
        this.stats.failures += 1;
        throw error;
      }
      if (res.status === 429) {
        this.stats.status429 += 1;
        const retryAfter = Number(res.headers.get('retry-after') ?? '1');
        await this.scheduler.backoff(Number.isFinite(retryAfter) ? retryAfter : 1);
        await res.body?.cancel();
        // Refused before any effect, so queuing it again is safe for writes too.
        if (attempt < 4) continue;
        throw notApplied(
          ApiError.of('upstream_unavailable', 'the store is over its request budget', {
            retryAfter: Number.isFinite(retryAfter) ? retryAfter : 1,
          }),
        );
      }
      if (res.status === 401 && !refreshed) {
        refreshed = true;
        this.dropToken();
        await res.body?.cancel();
        attempt -= 1;
        continue;
      }
      const retryAfter = Number(res.headers.get('retry-after'));
      if (res.status === 503 && retryAfter > 0) await this.scheduler.backoff(retryAfter);
      if (isRead && RETRYABLE_READ.has(res.status) && attempt < retries) {
        await res.body?.cancel();
        await this.backoff(attempt);
        continue;
      }
      return this.readAnswer(res);
    }
  }

  private buildRequest(
    op: Operation,
    input: Record<string, unknown>,
    token: string,
    signal: AbortSignal,
  ): Request {
    this.stats.calls += 1;
    const headers: Record<string, string> = {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
    };
    if (op.method === 'GET') {
      const query = encodeQuery(op, input).toString();
      return new Request(`${this.base}${op.path}${query ? `?${query}` : ''}`, { headers, signal });
    }
    headers['content-type'] = 'application/json';
    return new Request(`${this.base}${op.path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(input),
      signal,
    });
  }

  /**
   * Sends a request, aborting it when the upstream does not answer in time (504). The caller of a
   * write (`waitForEnd`) hears the timeout only once the aborted request has really ended, so
   * that what it holds meanwhile (a customer's redeem lock) is held for as long as the request
   * may still be on its way.
   */
  private async fetchWithTimeout(
    build: (signal: AbortSignal) => Request,
    waitForEnd = false,
  ): Promise<Response> {
    const ms = this.options.timeoutMs ?? 10_000;
    const controller = new AbortController();
    const fetching = Promise.resolve().then(() => this.fetchFn(build(controller.signal)));
    let timedOut = false;
    let cancel: (() => void) | undefined;
    const timeout = new Promise<never>((_, reject) => {
      cancel = this.clock.setTimer(() => {
        timedOut = true;
        controller.abort();
        reject(ApiError.of('upstream_timeout', `the store did not answer within ${ms} ms`));
      }, ms);
    });
    try {
      return await Promise.race([fetching, timeout]);
    } catch (error) {
      if (timedOut) {
        const ended = fetching.then(
          (late) => void late.body?.cancel().catch(() => undefined),
          () => undefined,
        );
        if (waitForEnd) await ended;
      }
      if (error instanceof ApiError) throw error;
      const failure = ApiError.of('upstream_unavailable', 'the store could not be reached');
      const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
      throw code === 'ECONNREFUSED' ? notApplied(failure) : failure;
    } finally {
      cancel?.();
    }
  }

  private async readAnswer(res: Response): Promise<unknown> {
    const text = await res.text().catch(() => {
      throw ApiError.of('upstream_unavailable', 'the connection to the store dropped');
    });
    let body: unknown = undefined;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        if (res.ok)
          throw ApiError.of('upstream_error', 'the store answered something other than JSON');
      }
    }
    if (res.ok) return body ?? {};
    if (res.status >= 500) {
      this.stats.failures += 1;
      throw ApiError.of('upstream_error', `the store failed (HTTP ${res.status})`);
    }
    if (res.status === 401 || res.status === 403) {
      // The proxy's own credentials failed: a configuration problem, not the shopper's.
      this.stats.failures += 1;
      throw notApplied(
        ApiError.of(
          'upstream_error',
          `the store refused the proxy's credentials (HTTP ${res.status})`,
        ),
      );
    }
    throw ApiError.fromProblem(res.status, body, res.headers.get('retry-after'));
  }

  private async backoff(attempt: number): Promise<void> {
    const base = this.options.retryBaseMs ?? 250;
    const ms = base * 2 ** attempt;
    await sleep(this.clock, ms / 2 + Math.random() * ms);
  }

  /** Resolves once the proxy holds an access token (E2), obtaining one if needed: readiness. */
  async ensureToken(): Promise<void> {
    await this.accessToken();
  }

  /** The cached access token; one E2 call at a time refreshes it shortly before it expires. */
  private async accessToken(): Promise<string> {
    if (this.token && this.clock.now() < this.token.refreshAt) return this.token.value;
    this.tokenFlight ??= this.fetchToken().finally(() => {
      this.tokenFlight = undefined;
    });
    return this.tokenFlight;
  }

  private async fetchToken(): Promise<string> {
    const op: Operation = operation('getAccessToken');
    const body = {
      clientId: this.options.clientId,
      clientSecret: this.options.clientSecret,
      grantType: 'client_credentials',
      scope: (this.options.scopes ?? SCOPES).join(' '),
      ...(this.options.shop && { shop: this.options.shop }),
    };
    for (let attempt = 0; ; attempt++) {
      await this.scheduler.acquire('write');
      this.stats.tokenCalls += 1;
      this.stats.calls += 1;
      const res = await this.fetchWithTimeout(
        (signal) =>
          new Request(`${this.base}${op.path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json' },
            body: JSON.stringify(body),
            signal,
          }),
      );
      if (res.status === 429 && attempt < 4) {
        this.stats.status429 += 1;
        await this.scheduler.backoff(Number(res.headers.get('retry-after') ?? '1') || 1);
        await res.body?.cancel();
        continue;
      }
      const answer = (await this.readAnswer(res)) as { accessToken?: unknown; expiresAt?: unknown };
      if (typeof answer.accessToken !== 'string')
        throw ApiError.of('upstream_error', 'E2 answered no token');
      const expiresAt = Date.parse(String(answer.expiresAt));
      const margin = this.options.tokenRefreshMarginMs ?? 60_000;
      const lifetime = Number.isFinite(expiresAt) ? expiresAt - this.clock.now() : 3_600_000;
      // Refresh before the margin, or halfway through a token shorter than twice the margin.
      const refreshIn = lifetime > 2 * margin ? lifetime - margin : lifetime / 2;
      this.token = { value: answer.accessToken, refreshAt: this.clock.now() + refreshIn };
      return answer.accessToken;
    }
  }
}
