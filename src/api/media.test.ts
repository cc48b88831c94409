import { describe, expect, it } from 'vitest';
import { altTextOf, MEDIA_ALT_MAX, withAltText } from './media.js';
import { MediaUpload } from './mediaUpload.js';

describe('the media contract', () => {
  it('carries a photo description in the URL fragment and reads it back', () => {
    const url = withAltText('https://shop.test/media/abc.webp', '  Red mug & saucer #2 ');
    expect(url).toBe('https://shop.test/media/abc.webp#alt=Red%20mug%20%26%20saucer%20%232');
    expect(altTextOf(url)).toBe('Red mug & saucer #2');
  });

  it('leaves the URL bare without a description and ignores other fragments', () => {
    expect(withAltText('https://shop.test/media/abc.webp#alt=old', ' ')).toBe(
      'https://shop.test/media/abc.webp',
    );
    expect(altTextOf('https://shop.test/a.jpg#section')).toBeUndefined();
    expect(altTextOf('https://shop.test/a.jpg#alt=%E0%A4%A')).toBeUndefined();
  });

  it('caps a description at its maximum length', () => {
    const url = withAltText('https://s.test/a.webp', 'x'.repeat(MEDIA_ALT_MAX + 50));
    expect(altTextOf(url)).toHaveLength(MEDIA_ALT_MAX);
  });

  it('answers an absolute http(s) URL with the processed size', () => {
    expect(MediaUpload.safeParse({ url: '/media/a.webp', width: 1, height: 1 }).success).toBe(
      false,
    );
    expect(
      MediaUpload.safeParse({ url: 'https://s.test/media/a.webp', width: 2048, height: 1536 })
        .success,
    ).toBe(true);
  });
});
