// A fault-injecting upstream for tests: a small HTTP server on loopback in front of an
// in-process sandbox (or any fetch handler). Proxies under test call it as their upstream; a
// test's plan decides, call by call, to hold a call, answer an error or cut the connection
// before or after the sandbox applied it. It can hide the newest rewards from the customer's
// reward list (E15) for a while, and it sits on the event path too: deliveries can come late,
// twice or out of order. It counts what it injected, by kind.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { operationList } from '../../src/api/index.js';

/** What to do with one upstream call. */
export type CallFault =
  /** Hold the call this long, then apply it (even if its sender has given up meanwhile). */
  | { kind: 'delay'; ms: number }
  /** As `delay`, meant to outlast the proxy's upstream timeout (counted on its own). */
  | { kind: 'timeout'; ms: number }
  /** Apply the call, then answer this status instead of the sandbox's answer. */
  | { kind: 'fail-after'; status: number; code?: string }
  /** Apply the call, then cut the connection before any answer. */
  | { kind: 'drop-after' }
  /** Answer this status without applying anything. */
  | { kind: 'fail-before'; status: number; code?: string }
  /** Cut the connection without applying anything. */
  | { kind: 'drop-before' };

/** What to do with one event delivery. */
export type EventFault =
  | { kind: 'late'; ms: number }
  | { kind: 'twice' }
  /** Delivered after the next delivery (or after `ms` if none comes). */
  | { kind: 'out-of-order'; ms: number };

/** One upstream call as the plan sees it. */
export interface PlannedCall {
  /** Operation name of the table (`redeem`, `getCustomerActiveRewards`, ...), or the path. */
  op: string;
  /** The request's path. */
  path: string;
  /** The request body (writes) or query (reads), parsed. */
  input: Record<string, unknown>;
  /** How many calls of this operation came before. */
  n: number;
}

export interface FaultProxy {
  readonly url: string;
  /** Decides each call's fault (none: forwarded untouched). */
  plan: ((call: PlannedCall) => CallFault | undefined) | undefined;
  /** Decides each event delivery's fault (none: delivered untouched). */
  eventPlan: ((n: number) => EventFault | undefined) | undefined;
  /** Rewards created less than this long ago are left out of E15 answers (0: none). */
  listLagMs: number;
  /**
   * Faults injected so far, by kind (`fail-after 408`: with its status; `list-lag`: E15 answers
   * that hid a reward; `event-*`: deliveries).
   */
  readonly injected: Record<string, number>;
  /** Calls that reached the sandbox, by operation. */
  readonly applied: Record<string, number>;
  /** Calls whose sender hung up before it had an answer (a timeout's abort). */
  readonly abandoned: Record<string, number>;
  /** Wraps the function the sandbox delivers events with, putting the event faults in its way. */
  deliveries(deliver: typeof fetch): typeof fetch;
  close(): Promise<void>;
}

const byPath = new Map<string, string>(operationList.map((op) => [op.path, op.name]));
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
const bump = (counts: Record<string, number>, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1;
};
const HOP = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive']);

/** Starts the fault proxy on a free loopback port in front of `target`. */
export async function startFaultProxy(
  target: (request: Request) => Promise<Response>,
): Promise<FaultProxy> {
  const seen: Record<string, number> = {};
  const proxy = {
    url: '',
    plan: undefined as FaultProxy['plan'],
    eventPlan: undefined as FaultProxy['eventPlan'],
    listLagMs: 0,
    injected: {} as Record<string, number>,
    applied: {} as Record<string, number>,
    abandoned: {} as Record<string, number>,
  };

  const forward = async (req: IncomingMessage, body: Buffer, url: URL): Promise<Response> => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (!HOP.has(name) && typeof value === 'string') headers.set(name, value);
    }
    const method = req.method ?? 'GET';
    return target(
      new Request(url, {
        method,
        headers,
        ...(method !== 'GET' && { body: new Uint8Array(body) }),
      }),
    );
  };

  /** The E15 answer without the rewards created within the lag. */
  const lagged = async (res: Response): Promise<Response> => {
    if (proxy.listLagMs <= 0 || !res.ok) return res;
    const body = (await res.json()) as { rewards: { createdAt: string }[] };
    const since = Date.now() - proxy.listLagMs;
    const shown = body.rewards.filter((r) => Date.parse(r.createdAt) <= since);
    if (shown.length < body.rewards.length) bump(proxy.injected, 'list-lag');
    return Response.json({ ...body, rewards: shown }, { status: res.status });
  };

  const answer = async (res: ServerResponse, response: Response) => {
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (!HOP.has(name) && name !== 'content-encoding') headers[name] = value;
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    if (res.destroyed) return;
    res.writeHead(response.status, headers);
    res.end(bytes);
  };

  const problem = (status: number, code = status >= 500 ? 'upstream_error' : 'conflict') =>
    Response.json(
      { type: 'about:blank', title: 'Injected', status, code, detail: 'injected fault' },
      { status, headers: { 'content-type': 'application/problem+json' } },
    );

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', 'http://upstream.internal');
    const op = byPath.get(url.pathname) ?? url.pathname;
    let input: Record<string, unknown> = Object.fromEntries(url.searchParams);
    if (body.length > 0) {
      try {
        input = JSON.parse(body.toString()) as Record<string, unknown>;
      } catch {
        // not JSON: the plan sees the query only
      }
    }
    const n = seen[op] ?? 0;
    seen[op] = n + 1;
    res.on('close', () => {
      if (!res.writableEnded) bump(proxy.abandoned, op);
    });
    const fault = proxy.plan?.({ op, path: url.pathname, input, n });
    if (fault)
      bump(proxy.injected, 'status' in fault ? `${fault.kind} ${fault.status}` : fault.kind);
    if (fault?.kind === 'drop-before') return void req.socket.destroy();
    if (fault?.kind === 'fail-before') return answer(res, problem(fault.status, fault.code));
    if (fault?.kind === 'delay' || fault?.kind === 'timeout') await wait(fault.ms);
    let response = await forward(req, body, url);
    bump(proxy.applied, op);
    if (op === 'getCustomerActiveRewards') response = await lagged(response);
    if (fault?.kind === 'drop-after') return void req.socket.destroy();
    if (fault?.kind === 'fail-after') {
      await response.body?.cancel();
      return answer(res, problem(fault.status, fault.code));
    }
    return answer(res, response);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  let deliveriesSeen = 0;
  let heldForNext: (() => void)[] = [];
  const deliveries = (deliver: typeof fetch): typeof fetch => {
    // A later send of a delivery: without the sandbox's own timeout signal, long spent by then.
    const again = (input: RequestInfo | URL, init?: RequestInit) =>
      deliver(input, { ...init, signal: null }).then(
        (r) => void r.body?.cancel(),
        () => undefined,
      );
    return async (input, init) => {
      const fault = proxy.eventPlan?.(deliveriesSeen++);
      const released = heldForNext;
      heldForNext = [];
      if (fault) bump(proxy.injected, `event-${fault.kind}`);
      // Taken on the proxy's behalf: the sandbox counts it delivered, the proxy hears it later.
      const taken = () => new Response(null, { status: 204 });
      try {
        if (fault?.kind === 'late') {
          setTimeout(() => void again(input, init), fault.ms);
          return taken();
        }
        if (fault?.kind === 'out-of-order') {
          let sent = false;
          const send = () => {
            if (sent) return;
            sent = true;
            void again(input, init);
          };
          heldForNext.push(send);
          setTimeout(send, fault.ms);
          return taken();
        }
        const response = await deliver(input, init);
        if (fault?.kind === 'twice') setTimeout(() => void again(input, init), 50);
        return response;
      } finally {
        for (const send of released) send();
      }
    };
  };

  return Object.assign(proxy, {
    deliveries,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
