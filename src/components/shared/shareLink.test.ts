import { describe, expect, it } from 'vitest';
import { shortShareLink } from './shareLink.js';

describe('shortShareLink', () => {
  it('keeps host and path and shortens a long token to its ends', () => {
    const token = `eyJhbG${'x'.repeat(240)}Qz9x`;
    expect(shortShareLink(`https://shop.example/registry.html?token=${token}`)).toBe(
      'shop.example/registry.html?token=eyJhbG…Qz9x',
    );
  });

  it('leaves a short link as it is, and a relative one without a host', () => {
    expect(shortShareLink('https://shop.example/r?token=abc')).toBe('shop.example/r?token=abc');
    expect(shortShareLink(`/registry.html?token=${'a'.repeat(30)}`)).toBe(
      '/registry.html?token=aaaaaa…aaaa',
    );
  });
});
