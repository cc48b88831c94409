#!/usr/bin/env node
// `npm run sandbox`, or `npx loyalkit-sandbox` from the package: the API v2 sandbox on
// http://$HOST:$PORT (127.0.0.1:4010 by default).
import { serve } from '@hono/node-server';
import { createSandbox, SANDBOX_DEFAULTS } from './app.js';

const port = Number(process.env.PORT ?? 4010);
const host = process.env.HOST ?? '127.0.0.1';
const seed = process.env.SANDBOX_SEED === 'empty' ? 'empty' : 'demo';
const clientId = process.env.SANDBOX_CLIENT_ID ?? SANDBOX_DEFAULTS.clientId;
const clientSecret = process.env.SANDBOX_CLIENT_SECRET ?? SANDBOX_DEFAULTS.clientSecret;
const adminKey = process.env.SANDBOX_ADMIN_KEY ?? SANDBOX_DEFAULTS.adminKey;
const baseUrl = process.env.SANDBOX_PUBLIC_URL ?? `http://${host}:${port}`;

const sandbox = createSandbox({
  db: process.env.SANDBOX_DB ?? '.data/sandbox.sqlite',
  seed,
  clientId,
  clientSecret,
  adminKey,
  rateLimit: process.env.SANDBOX_RATE_LIMIT !== 'off',
  requireHttps: process.env.SANDBOX_REQUIRE_HTTPS === '1',
  baseUrl,
  deliveryIntervalMs: 1000,
});

const server = serve({ fetch: sandbox.app.fetch, port, hostname: host }, () => {
  console.log(`API v2 sandbox on ${baseUrl}`);
  console.log(
    `  token:    POST ${baseUrl}/v2/oauth/getAccessToken  clientId=${clientId} clientSecret=${clientSecret}`,
  );
  console.log(`  control:  ${baseUrl}/sandbox/*  (header X-Sandbox-Admin-Key: ${adminKey})`);
});

function shutdown(): void {
  server.close();
  sandbox.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
