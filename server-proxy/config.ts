import { randomBytes } from 'node:crypto';
import type { AdmissionOptions } from './admission.js';
import type { ProxyOptions } from './app.js';
import { createLogger, LOG_LEVELS, type LogLevel } from './log.js';
import { DEFAULT_STATE_DB } from './state/sqlite.js';
import { DEFAULT_BUDGET } from './upstream/scheduler.js';
import type { S3MediaOptions } from './media/s3.js';

/** What `npm run proxy` reads from the environment. */
export interface EnvConfig {
  port: number;
  host: string;
  /** No UPSTREAM_BASE_URL: run the embedded sandbox. */
  sandbox: boolean;
  /** The SQLite file of the proxy's durable state (`PROXY_STATE_DB`, `:memory:` allowed). */
  stateDb: string;
  /** Shared state of several instances (`REDIS_URL`, key prefix `REDIS_PREFIX`); SQLite without. */
  redis?: { url: string; prefix: string };
  options: Omit<ProxyOptions, 'upstream'> & { upstream?: ProxyOptions['upstream'] };
  /** Review photos in an S3-compatible bucket (MEDIA_S3_*); local `MEDIA_DIR` otherwise. */
  mediaS3?: S3MediaOptions;
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
  const shopifyShop = env.SHOPIFY_SHOP || undefined;
  const shopifyClientId = env.SHOPIFY_APP_CLIENT_ID || undefined;
  if (shopifyClientId && !shopifyAppSecret)
    problems.push(
      'SHOPIFY_APP_SECRET is required with SHOPIFY_APP_CLIENT_ID (it signs the tokens)',
    );
  const extensionOrigins = list(env.SHOPIFY_EXTENSION_ORIGINS);
  for (const origin of extensionOrigins ?? []) {
    if (!/^https:\/\/[^/]+$/.test(origin))
      problems.push(`SHOPIFY_EXTENSION_ORIGINS: ${origin} is not an https origin`);
  }
  // An app secret signs for every shop that installed the app: the proxy must know its shop.
  if (shopifyAppSecret && !shopifyShop)
    problems.push('SHOPIFY_SHOP is required with SHOPIFY_APP_SECRET (name.myshopify.com)');
  if (shopifyShop && !/^[a-z0-9][a-z0-9-]*\.myshopify\.com$/.test(shopifyShop))
    problems.push("SHOPIFY_SHOP must be the shop's myshopify.com domain (name.myshopify.com)");
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
  const timeoutMs = Number(env.UPSTREAM_TIMEOUT_MS || 10_000);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100)
    problems.push('UPSTREAM_TIMEOUT_MS must be a whole number of milliseconds, at least 100');
  const leaseMs = Number(env.PROXY_LEASE_MS || 15_000);
  if (!Number.isInteger(leaseMs) || leaseMs < 300)
    problems.push('PROXY_LEASE_MS must be a whole number of milliseconds, at least 300');
  const readsPerCaller = Number(env.PROXY_READS_PER_CALLER || DEFAULT_BUDGET.readsPerCaller);
  if (!Number.isInteger(readsPerCaller) || readsPerCaller < 1 || readsPerCaller > 1000)
    problems.push('PROXY_READS_PER_CALLER must be a whole number from 1 to 1000');
  const readWaitMs = env.PROXY_READ_WAIT_MS ? Number(env.PROXY_READ_WAIT_MS) : undefined;
  if (readWaitMs !== undefined && !(Number.isInteger(readWaitMs) && readWaitMs >= 100))
    problems.push('PROXY_READ_WAIT_MS must be a whole number of ms, 100 or more');
  const admission = readAdmissionEnv(env, problems, sandbox);
  const media = readMediaEnv(env, problems);
  if (!sandbox && !media.s3) {
    warnings.push(
      `review photos are kept in ${media.dir ?? '.data/media'} on this machine; with several instances set MEDIA_S3_BUCKET`,
    );
  }
  const metricsToken = env.PROXY_METRICS_TOKEN || undefined;
  if (metricsToken && metricsToken.length < 16)
    problems.push('PROXY_METRICS_TOKEN must be at least 16 characters');
  if (!metricsToken && !sandbox)
    warnings.push('PROXY_METRICS_TOKEN not set: GET /metrics answers 404 until it is');
  const redisUrl = env.REDIS_URL || undefined;
  if (redisUrl && !/^rediss?:\/\/[^/]/.test(redisUrl))
    problems.push('REDIS_URL must be a redis:// or rediss:// URL');
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
    stateDb: env.PROXY_STATE_DB || DEFAULT_STATE_DB,
    ...(redisUrl && { redis: { url: redisUrl, prefix: env.REDIS_PREFIX || 'lk:' } }),
    warnings,
    ...(media.s3 && { mediaS3: media.s3 }),
    options: {
      ...(!sandbox && {
        upstream: {
          baseUrl: env.UPSTREAM_BASE_URL!,
          clientId: env.UPSTREAM_CLIENT_ID!,
          clientSecret: env.UPSTREAM_CLIENT_SECRET!,
          ...(env.UPSTREAM_SHOP && { shop: env.UPSTREAM_SHOP }),
          ...(env.UPSTREAM_TIMEOUT_MS && { timeoutMs }),
        },
      }),
      ...(env.PROXY_LEASE_MS && { leaseMs }),
      keys: {
        jwtSecret,
        ...(customerSigningKey && { customerSigningKey }),
        ...(shopifyAppSecret && { shopifyAppSecret }),
      },
      ...(shopifyShop && { shopifyShop }),
      ...(metricsToken && { metricsToken }),
      ...(shopifyClientId && { shopifyClientId }),
      ...(extensionOrigins && { shopifyExtensionOrigins: extensionOrigins }),
      sandboxMode: sandbox,
      allowedOrigins,
      publicUrl: env.PROXY_PUBLIC_URL ?? `http://127.0.0.1:${port}`,
      trustForwarded: env.PROXY_TRUST_FORWARDED === '1',
      budget: { readsPerCaller, ...(readWaitMs !== undefined && { readWaitMs }) },
      ...(admission !== undefined && { admission }),
      log: createLogger(logLevel),
      media: {
        ...(media.dir && { dir: media.dir }),
        ...(media.publicBaseUrl && { publicBaseUrl: media.publicBaseUrl }),
      },
      ...(env.PROXY_IMAGE_HOSTS && {
        allowedImageHosts: env.PROXY_IMAGE_HOSTS.split(',').map((h) => h.trim()),
      }),
    },
  };
}

/** A comma-separated setting as a list; undefined when unset (the default applies). */
function list(value: string | undefined): string[] | undefined {
  if (!value) return undefined;
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/**
 * Overload shedding: `PROXY_SHED=off` turns it off; `PROXY_SHED_LAG_MS` (event-loop delay, 40)
 * and `PROXY_SHED_IN_FLIGHT` (requests in the pipeline, 512) say when reads are refused. Off by
 * default with the embedded sandbox: its event loop runs the upstream too, and shedding is for
 * an instance whose own work is the limit, not its upstream's (`PROXY_SHED=on` forces it).
 */
function readAdmissionEnv(
  env: NodeJS.ProcessEnv,
  problems: string[],
  sandbox: boolean,
): Partial<AdmissionOptions> | false | undefined {
  if (env.PROXY_SHED && env.PROXY_SHED !== 'on' && env.PROXY_SHED !== 'off')
    problems.push('PROXY_SHED must be on or off');
  const number = (name: string, min: number) => {
    const raw = env[name];
    if (!raw) return undefined;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min)
      problems.push(`${name} must be a whole number, ${min} or more`);
    return value;
  };
  const maxLagMs = number('PROXY_SHED_LAG_MS', 5);
  const maxInFlight = number('PROXY_SHED_IN_FLIGHT', 1);
  if (env.PROXY_SHED === 'off' || (sandbox && env.PROXY_SHED !== 'on')) return false;
  if (maxLagMs === undefined && maxInFlight === undefined) return undefined;
  return {
    ...(maxLagMs !== undefined && { maxLagMs }),
    ...(maxInFlight !== undefined && { maxInFlight }),
  };
}

/** MEDIA_DIR, MEDIA_PUBLIC_BASE_URL and the S3 driver's MEDIA_S3_* settings. */
function readMediaEnv(
  env: NodeJS.ProcessEnv,
  problems: string[],
): { dir?: string; publicBaseUrl?: string; s3?: S3MediaOptions } {
  const isHttp = (url: string) => /^https?:\/\/[^/]/.test(url);
  const publicBaseUrl = env.MEDIA_PUBLIC_BASE_URL || undefined;
  if (publicBaseUrl && !isHttp(publicBaseUrl))
    problems.push('MEDIA_PUBLIC_BASE_URL must be an http(s) URL');
  const bucket = env.MEDIA_S3_BUCKET || undefined;
  const endpoint = env.MEDIA_S3_ENDPOINT || undefined;
  if (endpoint && !isHttp(endpoint)) problems.push('MEDIA_S3_ENDPOINT must be an http(s) URL');
  if (!bucket && (endpoint || env.MEDIA_S3_REGION || env.MEDIA_S3_PREFIX)) {
    problems.push('MEDIA_S3_BUCKET is required with the other MEDIA_S3_* settings');
  }
  return {
    ...(env.MEDIA_DIR && { dir: env.MEDIA_DIR }),
    ...(publicBaseUrl && { publicBaseUrl }),
    ...(bucket && {
      s3: {
        bucket,
        ...(endpoint && { endpoint }),
        ...(env.MEDIA_S3_REGION && { region: env.MEDIA_S3_REGION }),
        ...(env.MEDIA_S3_PREFIX && { prefix: env.MEDIA_S3_PREFIX }),
      },
    }),
  };
}
