import { describe, expect, it } from 'vitest';
import { ConfigError, readEnv } from './config.js';

/** The least a proxy in front of a real upstream needs (with Shopify's proof of the shopper). */
const UPSTREAM = {
  UPSTREAM_BASE_URL: 'https://api.example',
  UPSTREAM_CLIENT_ID: 'id',
  UPSTREAM_CLIENT_SECRET: 'secret',
  UPSTREAM_SHOP: 'shop.example',
  PROXY_JWT_SECRET: 'x'.repeat(32),
  SHOPIFY_APP_SECRET: 'shh',
  SHOPIFY_SHOP: 'demo.myshopify.com',
};

describe('configuration from the environment', () => {
  it('runs the embedded sandbox with no upstream, generating a JWT secret with a warning', () => {
    const config = readEnv({});
    expect(config.sandbox).toBe(true);
    expect(config.port).toBe(8787);
    expect(config.host).toBe('127.0.0.1');
    expect(config.options.keys.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(config.warnings.join()).toContain('PROXY_JWT_SECRET');
    expect(config.options.publicUrl).toBe('http://127.0.0.1:8787');
    expect(config.stateDb).toBe('.data/proxy-state.db');
  });

  it('keeps the proxy state where PROXY_STATE_DB says', () => {
    expect(readEnv({ PROXY_STATE_DB: '/var/lib/loyalkit/state.db' }).stateDb).toBe(
      '/var/lib/loyalkit/state.db',
    );
  });

  it('shares the state on Redis when REDIS_URL is set, and only then', () => {
    expect(readEnv({}).redis).toBeUndefined();
    expect(readEnv({ REDIS_URL: 'redis://10.0.0.5:6379/2' }).redis).toEqual({
      url: 'redis://10.0.0.5:6379/2',
      prefix: 'lk:',
    });
    expect(readEnv({ REDIS_URL: 'rediss://cache.example', REDIS_PREFIX: 'shop1:' }).redis).toEqual({
      url: 'rediss://cache.example',
      prefix: 'shop1:',
    });
    expect(() => readEnv({ REDIS_URL: 'localhost:6379' })).toThrow(/REDIS_URL/);
  });

  it('names every missing value against a real upstream', () => {
    expect(() => readEnv({ UPSTREAM_BASE_URL: 'https://api.example' })).toThrow(ConfigError);
    try {
      readEnv({ UPSTREAM_BASE_URL: 'https://api.example', PROXY_JWT_SECRET: 'short' });
    } catch (error) {
      const message = (error as Error).message;
      for (const name of [
        'PROXY_JWT_SECRET',
        'UPSTREAM_CLIENT_ID',
        'UPSTREAM_CLIENT_SECRET',
        'PROXY_CUSTOMER_SIGNING_KEY',
      ]) {
        expect(message).toContain(name);
      }
    }
  });

  it('reads a complete production configuration', () => {
    const config = readEnv({
      ...UPSTREAM,
      PROXY_ALLOWED_ORIGINS: 'https://shop.example, https://www.shop.example',
      PROXY_TRUST_FORWARDED: '1',
      PORT: '9000',
    });
    expect(config.sandbox).toBe(false);
    expect(config.options.upstream).toEqual({
      baseUrl: 'https://api.example',
      clientId: 'id',
      clientSecret: 'secret',
      shop: 'shop.example',
    });
    expect(config.options.allowedOrigins).toEqual([
      'https://shop.example',
      'https://www.shop.example',
    ]);
    expect(config.options.trustForwarded).toBe(true);
    expect(config.options.publicUrl).toBe('http://127.0.0.1:9000');
    expect(config.options.sandboxMode).toBe(false);
    expect(config.options.shopifyShop).toBe('demo.myshopify.com');
  });

  it('reads the upstream timeout and the write lease, and refuses nonsense', () => {
    const base = {
      UPSTREAM_BASE_URL: 'https://api.example',
      UPSTREAM_CLIENT_ID: 'id',
      UPSTREAM_CLIENT_SECRET: 'secret',
      PROXY_JWT_SECRET: 'x'.repeat(32),
      PROXY_CUSTOMER_SIGNING_KEY: 'k',
    };
    const config = readEnv({ ...base, UPSTREAM_TIMEOUT_MS: '2500', PROXY_LEASE_MS: '4000' });
    expect(config.options.upstream?.timeoutMs).toBe(2500);
    expect(config.options.leaseMs).toBe(4000);
    expect(readEnv(base).options.leaseMs).toBeUndefined();
    expect(() => readEnv({ ...base, UPSTREAM_TIMEOUT_MS: 'soon' })).toThrow(/UPSTREAM_TIMEOUT_MS/);
    expect(() => readEnv({ ...base, PROXY_LEASE_MS: '10' })).toThrow(/PROXY_LEASE_MS/);
  });

  it('needs the shop beside a Shopify app secret, as a myshopify.com domain', () => {
    const base = {
      UPSTREAM_BASE_URL: 'https://api.example',
      UPSTREAM_CLIENT_ID: 'id',
      UPSTREAM_CLIENT_SECRET: 'secret',
      PROXY_JWT_SECRET: 'x'.repeat(32),
      SHOPIFY_APP_SECRET: 'shh',
    };
    expect(() => readEnv(base)).toThrow(/SHOPIFY_SHOP is required/);
    expect(() => readEnv({ ...base, SHOPIFY_SHOP: 'https://demo.myshopify.com' })).toThrow(
      /SHOPIFY_SHOP must be/,
    );
  });

  it('reads the Shopify extensions’ client id and origins, and needs the secret that signs their tokens', () => {
    const base = {
      UPSTREAM_BASE_URL: 'https://api.example',
      UPSTREAM_CLIENT_ID: 'id',
      UPSTREAM_CLIENT_SECRET: 'secret',
      PROXY_JWT_SECRET: 'x'.repeat(32),
      SHOPIFY_SHOP: 'demo.myshopify.com',
      SHOPIFY_APP_CLIENT_ID: 'client-id',
    };
    expect(() => readEnv(base)).toThrow(
      /SHOPIFY_APP_SECRET is required with SHOPIFY_APP_CLIENT_ID/,
    );
    const config = readEnv({ ...base, SHOPIFY_APP_SECRET: 'shh' });
    expect(config.options.shopifyClientId).toBe('client-id');
    // Unset: the proxy admits Shopify's documented extension origin (SHOPIFY_EXTENSION_ORIGINS).
    expect(config.options.shopifyExtensionOrigins).toBeUndefined();
    const custom = readEnv({
      ...base,
      SHOPIFY_APP_SECRET: 'shh',
      SHOPIFY_EXTENSION_ORIGINS: 'https://extensions.shopifycdn.com, https://next.shopifycdn.com',
    });
    expect(custom.options.shopifyExtensionOrigins).toEqual([
      'https://extensions.shopifycdn.com',
      'https://next.shopifycdn.com',
    ]);
    expect(() =>
      readEnv({ ...base, SHOPIFY_APP_SECRET: 'shh', SHOPIFY_EXTENSION_ORIGINS: '*' }),
    ).toThrow(/SHOPIFY_EXTENSION_ORIGINS: \* is not an https origin/);
  });

  it('keeps review photos in .data/media by default and reads the S3 driver settings', () => {
    expect(readEnv({}).options.media).toEqual({});
    expect(readEnv({}).mediaS3).toBeUndefined();
    const config = readEnv({
      MEDIA_S3_BUCKET: 'shop-photos',
      MEDIA_S3_ENDPOINT: 'https://account.r2.example',
      MEDIA_S3_REGION: 'auto',
      MEDIA_PUBLIC_BASE_URL: 'https://photos.shop.example',
    });
    expect(config.mediaS3).toEqual({
      bucket: 'shop-photos',
      endpoint: 'https://account.r2.example',
      region: 'auto',
    });
    expect(config.options.media).toEqual({ publicBaseUrl: 'https://photos.shop.example' });
    expect(readEnv({ MEDIA_DIR: '/var/lib/photos' }).options.media).toEqual({
      dir: '/var/lib/photos',
    });
  });

  it('names wrong media settings', () => {
    expect(() => readEnv({ MEDIA_S3_ENDPOINT: 'https://s3.example' })).toThrow(/MEDIA_S3_BUCKET/);
    expect(() => readEnv({ MEDIA_PUBLIC_BASE_URL: 'photos.example' })).toThrow(
      /MEDIA_PUBLIC_BASE_URL/,
    );
  });

  it('reads LOG_LEVEL and refuses a level it does not know', () => {
    expect(() => readEnv({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL must be one of debug/);
    expect(readEnv({ LOG_LEVEL: 'debug' }).options.log).toBeTypeOf('function');
  });

  it('reads how many uncached reads one caller may have at once, and refuses nonsense', () => {
    expect(readEnv({}).options.budget).toEqual({ readsPerCaller: 32 });
    expect(readEnv({ PROXY_READS_PER_CALLER: '8' }).options.budget).toEqual({ readsPerCaller: 8 });
    expect(() => readEnv({ PROXY_READS_PER_CALLER: 'many' })).toThrow(/PROXY_READS_PER_CALLER/);
  });

  it('reads how long a read may wait for the budget, and refuses nonsense', () => {
    expect(readEnv({ PROXY_READ_WAIT_MS: '1500' }).options.budget).toEqual({
      readsPerCaller: 32,
      readWaitMs: 1500,
    });
    expect(() => readEnv({ PROXY_READ_WAIT_MS: '5' })).toThrow(/PROXY_READ_WAIT_MS/);
  });

  it('sheds load by default, with thresholds from PROXY_SHED_*, or not at all with PROXY_SHED=off', () => {
    const upstream = UPSTREAM;
    expect(readEnv(upstream).options.admission).toBeUndefined();
    expect(
      readEnv({ ...upstream, PROXY_SHED_LAG_MS: '25', PROXY_SHED_IN_FLIGHT: '64' }).options
        .admission,
    ).toEqual({ maxLagMs: 25, maxInFlight: 64 });
    expect(readEnv({ ...upstream, PROXY_SHED: 'off' }).options.admission).toBe(false);
    // The embedded sandbox's work is on the same event loop: its slowness is the upstream's.
    expect(readEnv({}).options.admission).toBe(false);
    expect(readEnv({ PROXY_SHED: 'on' }).options.admission).toBeUndefined();
    expect(() => readEnv({ PROXY_SHED_LAG_MS: 'soon' })).toThrow(/PROXY_SHED_LAG_MS/);
    expect(() => readEnv({ PROXY_SHED: 'maybe' })).toThrow(/PROXY_SHED must be on or off/);
  });
});
