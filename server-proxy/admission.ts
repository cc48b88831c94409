// Admission control: when this instance's own event loop is the limit (not the upstream), it
// refuses a share of its visitors' reads at once, so that the ones it admits keep their latency.
// The share is by visitor (their address), not by request: a page's widget calls are all served
// or all refused, and a refused page is refused quickly (a ready 503 with Retry-After, before any
// routing, token check or store round trip). Writes, sessions and preflights are never refused.
import type { IncomingMessage } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { PROBLEM_CONTENT_TYPE, problemBody, ApiError } from '../src/api/index.js';

/** When to shed (`ProxyOptions.admission`; `PROXY_SHED_*` in the environment). */
export interface AdmissionOptions {
  /** Event-loop delay (ms, the 99th percentile over a tick) above which reads are shed. */
  maxLagMs: number;
  /**
   * Share of one core this process must have used over the tick for a delay to count as its own:
   * on a machine busy with other work, timers are late whatever this process does, and refusing
   * its shoppers would not make the others' work any lighter (the shared bench machine, at a
   * load of 9 on 2 cores, gave an instance a fifth of a core and late timers at 100 page views/s).
   */
  busyCpu: number;
  /** Storefront requests in the pipeline at once above which reads are shed as well. */
  maxInFlight: number;
  /** How often the signal is read and the refused share moved (ms). */
  tickMs: number;
}

export const DEFAULT_ADMISSION: AdmissionOptions = {
  maxLagMs: 40,
  busyCpu: 0.5,
  maxInFlight: 512,
  tickMs: 100,
};

/** What the controller reads at each tick: this process's delay and CPU since the last one. */
export interface LoadSignal {
  /** The event loop's delay over the tick (ms). */
  lagMs(): number;
  /** Share of one core this process used over the tick. */
  cpu(): number;
  close(): void;
}

/** The event loop's delay (perf_hooks) and this process's CPU time (`process.cpuUsage`). */
export function processSignal(): LoadSignal {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let usage = process.cpuUsage();
  let at = performance.now();
  return {
    lagMs() {
      const lag = histogram.count > 0 ? histogram.percentile(99) / 1e6 : 0;
      histogram.reset();
      return lag;
    },
    cpu() {
      const now = performance.now();
      const spent = process.cpuUsage(usage);
      usage = process.cpuUsage();
      const share = (spent.user + spent.system) / 1000 / Math.max(1, now - at);
      at = now;
      return share;
    },
    close: () => histogram.disable(),
  };
}

/** The figures of admission control (for `/metrics`). */
export interface AdmissionSnapshot {
  /** Share of visitors whose reads are refused now (0 to 0.95). */
  share: number;
  /** The last tick's event-loop delay (ms) and CPU (share of a core). */
  lagMs: number;
  cpu: number;
  /** Storefront requests in the pipeline now. */
  inFlight: number;
  /** Reads refused since the start. */
  shed: number;
}

const RAISE = 0.1;
const LOWER = 0.02;
const MAX_SHARE = 0.95;
/** Visitors are drawn again this often, so that nobody is refused for long. */
const EPOCH_MS = 10_000;

/** To a thousandth: steps of a tenth and a fiftieth then add up to exactly zero. */
const round = (share: number) => Math.round(share * 1000) / 1000;

/** A 32-bit FNV-1a hash of a string, spread to [0, 1). */
function draw(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 0x1_0000_0000;
}

/**
 * The controller: each tick, a delay over `maxLagMs` while this process is busy, in this tick and
 * the one before (or too many requests in the pipeline), raises the refused share by a tenth; a delay under half of it
 * lowers it by a fiftieth. `shedding` is one property read on every request while it is zero.
 */
export class Admission {
  /** Whether any read may be refused now: the hot path's only cost while all is well. */
  shedding = false;
  inFlight = 0;
  private share = 0;
  private last = { lagMs: 0, cpu: 0 };
  /** Whether the previous tick was late (its delay over the threshold while this process was busy). */
  private lateBefore = false;
  private shed = 0;
  private readonly stop: () => void;
  // Its own code (not in the contract's table, which the light embed carries byte for byte): a
  // 503 the widgets treat as any other "come back after Retry-After".
  private readonly body = JSON.stringify(
    problemBody(
      new ApiError(503, 'overloaded', 'this server is at its limit; try again in a moment', {
        retryAfter: 1,
      }),
    ),
  );

  constructor(
    private readonly options: AdmissionOptions,
    private readonly signal: LoadSignal,
    private readonly trustForwarded: boolean,
    private readonly cors: (origin: string | undefined) => Record<string, string>,
    every: (fn: () => void, ms: number) => () => void = repeat,
  ) {
    this.stop = every(() => this.tick(), options.tickMs);
  }

  /** Reads the signal and moves the refused share (called every `tickMs`). */
  tick(): void {
    const lagMs = this.signal.lagMs();
    const cpu = this.signal.cpu();
    this.last = { lagMs, cpu };
    const lateNow = lagMs > this.options.maxLagMs && cpu >= this.options.busyCpu;
    // Late in two ticks running: one pause (a collection of the heap, a large answer written
    // out) is over before a refusal could help, and the bench saw single 40 ms pauses in a tick
    // at 0.6 of a core turn away a tenth of the visitors for half a second each time.
    const late = lateNow && this.lateBefore;
    this.lateBefore = lateNow;
    if (late || this.inFlight > this.options.maxInFlight) {
      this.share = Math.min(MAX_SHARE, round(this.share + RAISE));
    } else if (lagMs < this.options.maxLagMs / 2) {
      this.share = Math.max(0, round(this.share - LOWER));
    }
    this.shedding = this.share > 0;
  }

  /**
   * A ready 503 for a storefront read (GET `/v2/…`) that came over the network (a request made
   * in this process, a server render's or a test's, is never refused) from a visitor in the
   * refused share, or undefined: serve it. Call only while `shedding`.
   */
  refuse(request: Request, env: unknown, now: number): Response | undefined {
    const incoming = (env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (incoming === undefined || request.method !== 'GET') return undefined;
    const url = request.url;
    const path = url.indexOf('/', url.indexOf('//') + 2);
    if (!url.startsWith('/v2/', path)) return undefined;
    const visitor = `${this.addressOf(incoming)}|${Math.floor(now / EPOCH_MS)}`;
    if (draw(visitor) >= this.share) return undefined;
    this.shed += 1;
    const origin = incoming
      ? incoming.headers.origin
      : (request.headers.get('origin') ?? undefined);
    return new Response(this.body, {
      status: 503,
      headers: {
        ...this.cors(origin),
        'content-type': PROBLEM_CONTENT_TYPE,
        'cache-control': 'no-store',
        'retry-after': '1',
      },
    });
  }

  /** The figures now. */
  snapshot(): AdmissionSnapshot {
    return { share: this.share, ...this.last, inFlight: this.inFlight, shed: this.shed };
  }

  close(): void {
    this.stop();
    this.signal.close();
  }

  /** The visitor's address, as `clientIp` reads it, without building a `Headers` object. */
  private addressOf(incoming: IncomingMessage): string {
    if (this.trustForwarded) {
      const raw = incoming.headers['x-forwarded-for'];
      const hops = Array.isArray(raw) ? raw.join(',') : raw;
      if (hops) return hops.slice(hops.lastIndexOf(',') + 1).trim();
    }
    return incoming.socket.remoteAddress ?? 'unknown';
  }
}

/**
 * Admission control over this process's own signal, or none where the runtime has no event-loop
 * delay monitor (an edge runtime: it scales by instances instead).
 */
export function createAdmission(
  options: AdmissionOptions,
  trustForwarded: boolean,
  cors: (origin: string | undefined) => Record<string, string>,
): Admission | undefined {
  let signal: LoadSignal;
  try {
    signal = processSignal();
  } catch {
    return undefined;
  }
  return new Admission(options, signal, trustForwarded, cors);
}

function repeat(fn: () => void, ms: number): () => void {
  const handle = setInterval(fn, ms);
  handle.unref();
  return () => clearInterval(handle);
}
