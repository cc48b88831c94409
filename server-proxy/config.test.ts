import { describe, expect, it } from 'vitest';
import { ConfigError, readEnv } from './config.js';

describe('configuration from the environment', () => {
  it('runs the embedded sandbox with no upstream, generating a JWT secret with a warning', () => {
    const config = readEnv({});
    expect(config.sandbox).toBe(true);
    expect(config.port).toBe(8787);
    expect(config.host).toBe('127.0.0.1');
    expect(config.options.keys.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(config.warnings.join()).toContain('PROXY_JWT_SECRET');
    expect(config.options.publicUrl).toBe('http://127.0.0.1:8787');
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
      UPSTREAM_BASE_URL: 'https://api.example',
      UPSTREAM_CLIENT_ID: 'id',
      UPSTREAM_CLIENT_SECRET: 'secret',
      UPSTREAM_SHOP: 'shop.example',
      PROXY_JWT_SECRET: 'x'.repeat(32),
      SHOPIFY_APP_SECRET: 'shh',
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
  });

  it('reads LOG_LEVEL and refuses a level it does not know', () => {
    expect(() => readEnv({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL must be one of debug/);
    expect(readEnv({ LOG_LEVEL: 'debug' }).options.log).toBeTypeOf('function');
  });

  it('reads how many uncached reads one caller may have at once, and refuses nonsense', () => {
    expect(readEnv({}).options.budget).toEqual({ readsPerCaller: 4 });
    expect(readEnv({ PROXY_READS_PER_CALLER: '8' }).options.budget).toEqual({ readsPerCaller: 8 });
    expect(() => readEnv({ PROXY_READS_PER_CALLER: 'many' })).toThrow(/PROXY_READS_PER_CALLER/);
  });
});
