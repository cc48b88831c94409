import { randomBytes } from 'node:crypto';
import type { ProxyOptions } from './app.js';
import { createLogger, LOG_LEVELS, type LogLevel } from './log.js';

/** What `npm run proxy` reads from the environment. */
export interface EnvConfig {
  port: number;
  host: string;
  /** No UPSTREAM_BASE_URL: run the embedded sandbox. */
  sandbox: boolean;
  options: Omit<ProxyOptions, 'upstream'> & { upstream?: ProxyOptions['upstream'] };
  warnings: string[];
}

/** Thrown with every missing or wrong setting listed, so that one start shows them all. */
export class ConfigError extends Error {}

/** Reads the proxy's configuration; throws `ConfigError` naming what is missing. */
export function readEnv(env: NodeJS.ProcessEnv): EnvConfig {
  const problems: string[] = [];
  const warnings: string[] = [];
  const port = Number(env.PORT ?? 8787);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    problems.push('PORT must be a port number');
  const sandbox = !env.UPSTREAM_BASE_URL;

  let jwtSecret = env.PROXY_JWT_SECRET ?? '';
  if (jwtSecret && jwtSecret.length < 32)
    problems.push('PROXY_JWT_SECRET must be at least 32 characters');
  if (!jwtSecret) {
    if (sandbox) {
      jwtSecret = randomBytes(32).toString('base64url');
      warnings.push('PROXY_JWT_SECRET not set: generated one for this run (sandbox mode only)');
    } else {
      problems.push('PROXY_JWT_SECRET is required (at least 32 characters)');
    }
  }
  const customerSigningKey = env.PROXY_CUSTOMER_SIGNING_KEY || undefined;
  const shopifyAppSecret = env.SHOPIFY_APP_SECRET || undefined;
  if (!sandbox) {
    for (const name of ['UPSTREAM_CLIENT_ID', 'UPSTREAM_CLIENT_SECRET'] as const) {
      if (!env[name]) problems.push(`${name} is required with UPSTREAM_BASE_URL`);
    }
    if (env.UPSTREAM_BASE_URL && !/^https?:\/\//.test(env.UPSTREAM_BASE_URL)) {
      problems.push('UPSTREAM_BASE_URL must be an http(s) URL');
    }
    if (!customerSigningKey && !shopifyAppSecret) {
      problems.push(
        'set PROXY_CUSTOMER_SIGNING_KEY and/or SHOPIFY_APP_SECRET (how shoppers prove who they are)',
      );
    }
  }
  const readsPerCaller = Number(env.PROXY_READS_PER_CALLER || 4);
  if (!Number.isInteger(readsPerCaller) || readsPerCaller < 1 || readsPerCaller > 1000)
    problems.push('PROXY_READS_PER_CALLER must be a whole number from 1 to 1000');
  const logLevel = (env.LOG_LEVEL || 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel))
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  if (problems.length > 0)
    throw new ConfigError(`server-proxy configuration:\n  - ${problems.join('\n  - ')}`);

  const allowedOrigins = (env.PROXY_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return {
    port,
    host: env.HOST ?? (sandbox ? '127.0.0.1' : '0.0.0.0'),
    sandbox,
    warnings,
    options: {
      ...(!sandbox && {
        upstream: {
          baseUrl: env.UPSTREAM_BASE_URL!,
          clientId: env.UPSTREAM_CLIENT_ID!,
          clientSecret: env.UPSTREAM_CLIENT_SECRET!,
          ...(env.UPSTREAM_SHOP && { shop: env.UPSTREAM_SHOP }),
        },
      }),
      keys: {
        jwtSecret,
        ...(customerSigningKey && { customerSigningKey }),
        ...(shopifyAppSecret && { shopifyAppSecret }),
      },
      sandboxMode: sandbox,
      allowedOrigins,
      publicUrl: env.PROXY_PUBLIC_URL ?? `http://127.0.0.1:${port}`,
      trustForwarded: env.PROXY_TRUST_FORWARDED === '1',
      budget: { readsPerCaller },
      log: createLogger(logLevel),
      ...(env.PROXY_IMAGE_HOSTS && {
        allowedImageHosts: env.PROXY_IMAGE_HOSTS.split(',').map((h) => h.trim()),
      }),
    },
  };
}
