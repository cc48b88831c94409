import { describe, expect, it } from 'vitest';
import { cssLength, isHiddenOn, launcherStyle } from './launcherModel.js';

describe('isHiddenOn', () => {
  it('hides on an exact path, with or without a trailing slash', () => {
    expect(isHiddenOn('/cart', ['/cart'])).toBe(true);
    expect(isHiddenOn('/cart/', ['/cart'])).toBe(true);
    expect(isHiddenOn('/cart/change', ['/cart'])).toBe(false);
    expect(isHiddenOn('/carts', ['/cart'])).toBe(false);
  });

  it('hides under a path that ends with a star', () => {
    expect(isHiddenOn('/checkouts/cn/abc', ['/checkouts/*'])).toBe(true);
    expect(isHiddenOn('/checkouts', ['/checkouts/*'])).toBe(true);
    expect(isHiddenOn('/products/hat', ['/checkouts/*', '/cart'])).toBe(false);
  });

  it('ignores empty patterns', () => {
    expect(isHiddenOn('/', ['', '  '])).toBe(false);
    expect(isHiddenOn('/', ['/'])).toBe(true);
  });
});

describe('cssLength', () => {
  it('reads numbers as pixels and keeps one CSS length', () => {
    expect(cssLength(24)).toBe('24px');
    expect(cssLength('24')).toBe('24px');
    expect(cssLength('5.5rem')).toBe('5.5rem');
    expect(cssLength('calc(env(safe-area-inset-bottom) + 16px)')).toBe(
      'calc(env(safe-area-inset-bottom) + 16px)',
    );
    expect(cssLength('calc(1rem + 16px)')).toBe('calc(1rem + 16px)');
  });

  it('drops what is not a length, so nothing else reaches the style attribute', () => {
    expect(cssLength('-4px')).toBeUndefined();
    expect(cssLength('4px; color: red')).toBeUndefined();
    expect(cssLength('url(x)')).toBeUndefined();
    expect(cssLength(Number.NaN)).toBeUndefined();
  });
});

describe('launcherStyle', () => {
  it('sets only the offsets given', () => {
    expect(launcherStyle(undefined, 96)).toEqual({ '--lk-launcher-offset-y': '96px' });
    expect(launcherStyle('1rem', '2rem')).toEqual({
      '--lk-launcher-offset-x': '1rem',
      '--lk-launcher-offset-y': '2rem',
    });
  });
});
