// Over a real socket: a refused body must not poison the keep-alive connection it came on.
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { Agent, request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeUpstream } from './test-helpers/fake-upstream.js';
import { testProxy } from './test-helpers/proxy.js';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  socket: number;
}

/** One request on `agent` (one socket at most, kept alive); `socket` numbers the socket used. */
function send(
  agent: Agent,
  port: number,
  method: string,
  path: string,
  body?: string,
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: text,
            socket: sockets.indexOf(req.socket!),
          }),
        );
      },
    );
    req.on('socket', (socket) => {
      if (!sockets.includes(socket)) sockets.push(socket);
    });
    req.on('error', reject);
    req.end(body);
  });
}
const sockets: unknown[] = [];

describe('a refused body on a keep-alive connection', () => {
  let close = () => {};
  afterEach(() => close());

  async function listen() {
    const proxy = testProxy(createFakeUpstream().fetch, { bodyLimitBytes: 1_000 });
    const server = serve({ fetch: proxy.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    close = () => {
      server.close();
      proxy.close();
    };
    return (server.address() as AddressInfo).port;
  }

  it('reaches a fetch client as a 413 (not a reset socket), and its next request works', async () => {
    const url = `http://127.0.0.1:${await listen()}`;
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    const refused = await fetch(`${url}/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'x'.repeat(5_000_000) }),
    });
    expect(refused.status).toBe(413);
    expect(refused.headers.get('connection')).toBe('close');
    await refused.text();
    const next = await fetch(`${url}/session`, { method: 'POST' });
    expect(next.status).toBe(200);
  });

  it('closes the connection it came on, so the next request takes a fresh one', async () => {
    const port = await listen();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const closeServer = close;
    close = () => {
      agent.destroy();
      closeServer();
    };

    const warm = await send(agent, port, 'GET', '/healthz');
    expect(warm.status).toBe(200);
    const big = JSON.stringify({ text: 'x'.repeat(200_000) });
    const refused = await send(agent, port, 'POST', '/session', big);
    expect(refused.status).toBe(413);
    expect(refused.headers['content-type']).toBe('application/problem+json');
    expect(refused.headers.connection).toBe('close');
    expect(refused.socket).toBe(warm.socket);

    const next = await send(agent, port, 'POST', '/session', '{}');
    expect(next.status).toBe(200);
    expect(JSON.parse(next.body)).toHaveProperty('token');
    // It came on a fresh connection: the refused one was closed, not left half-read.
    expect(next.socket).not.toBe(refused.socket);
  });
});
