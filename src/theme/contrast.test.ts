import { describe, expect, it } from 'vitest';
import { WIDGET_SHEETS, WIDGET_TOKENS as tokens } from '../testing/widgetCss.js';
import { contrastRatio, formatRatio, parseColor, type Rgba } from './color.js';
import { checkContrast, describeContrast, resolvePalette } from './contrast.js';
import { resolveToken } from './tokens.js';

const ratio = (a: string, b: string) => contrastRatio(parseColor(a)!, parseColor(b)!);
const rgb = (c: Rgba | null) => c && [c.r, c.g, c.b, c.a].map((n) => Math.round(n * 100) / 100);

describe('contrast ratios (WCAG 2.x)', () => {
  it('gives the ratios every WCAG tool gives', () => {
    expect(ratio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(ratio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(ratio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(ratio('#595959', '#ffffff')).toBeCloseTo(7.0, 1);
    // Shopify's own example for its color_contrast filter.
    expect(ratio('#E800B0', '#D9D8FF')).toBeCloseTo(3.0, 1);
    expect(ratio('#4b2fb5', '#4b2fb5')).toBe(1);
  });

  it('does not depend on which colour is on top', () => {
    expect(ratio('#ffffff', '#777777')).toBe(ratio('#777777', '#ffffff'));
  });

  it('paints a translucent colour over its background first', () => {
    // Half-transparent black on white is the grey #808080 (3.95:1), not black (21:1).
    expect(ratio('rgba(0, 0, 0, 0.5)', '#ffffff')).toBeCloseTo(ratio('#808080', '#ffffff'), 1);
  });

  it('prints a ratio cut, never rounded up past a minimum', () => {
    expect(formatRatio(ratio('#777777', '#ffffff'))).toBe('4.47:1');
    expect(formatRatio(4.4999)).toBe('4.49:1');
    expect(formatRatio(21)).toBe('21.00:1');
  });
});

describe('reading the colours a merchant types', () => {
  it.each([
    ['#fff', [255, 255, 255, 1]],
    ['#FFFFFF', [255, 255, 255, 1]],
    ['#0008', [0, 0, 0, 0.53]],
    ['#00000080', [0, 0, 0, 0.5]],
    ['rgb(255, 0, 0)', [255, 0, 0, 1]],
    ['rgba(0,0,255,.5)', [0, 0, 255, 0.5]],
    ['rgb(255 0 0 / 50%)', [255, 0, 0, 0.5]],
    ['rgb(100%, 0%, 50%)', [255, 0, 127.5, 1]],
    ['hsl(120, 100%, 25%)', [0, 127.5, 0, 1]],
    ['hsl(120deg 100% 25% / 0.5)', [0, 127.5, 0, 0.5]],
    ['hsla(0.5turn, 100%, 50%, 1)', [0, 255, 255, 1]],
    ['color(srgb 1 0.5 0)', [255, 127.5, 0, 1]],
    ['rebeccapurple', [102, 51, 153, 1]],
    ['  Navy ', [0, 0, 128, 1]],
    ['transparent', [0, 0, 0, 0]],
  ])('%s', (text, expected) => {
    expect(rgb(parseColor(text))).toEqual(expected);
  });

  it.each(['var(--brand)', 'blu', '#12', '#ggg', 'constructor', 'oklch(0.5 0.1 200)', ''])(
    'cannot judge %j',
    (text) => {
      expect(parseColor(text)).toBeNull();
    },
  );
});

describe('the public tokens, read from the widgets’ style sheets', () => {
  it('has every colour token with the default the CSS gives it', () => {
    const byName = Object.fromEntries(tokens.map((t) => [t.name, t]));
    expect(byName['--lk-color-text']).toEqual({
      name: '--lk-color-text',
      fallback: '#1d1b26',
      alias: '--_lk-text',
    });
    expect(byName['--lk-color-surface-2']?.fallback).toBe(
      'color-mix(in srgb, var(--_lk-text) 5%, var(--_lk-surface))',
    );
    // Read where the stars paint it, not through a private copy.
    expect(byName['--lk-color-star-empty']?.fallback).toBe('#8d8899');
  });
});

describe('checking a palette', () => {
  it('passes every pair with the widgets’ defaults', () => {
    const failing = checkContrast(resolvePalette({}, tokens)).filter((r) => !r.pass);
    expect(failing.map(describeContrast)).toEqual([]);
  });

  it('draws a text field’s edge at 3:1 or more against the background at the defaults', () => {
    // The edge is the border colour mixed with the text colour (base.css): read the mix as drawn.
    const css = Object.values(WIDGET_SHEETS).join('\n');
    const mix =
      /\.lk-input\s*\{[^}]*border:[^;]*color-mix\(in srgb, var\(--_lk-border\) (\d+)%, var\(--_lk-text\)\)/.exec(
        css,
      );
    expect(mix, 'the text field edge mix in base.css').not.toBeNull();
    const share = Number(mix![1]) / 100;
    const [border, text, surface] = (['border', 'text', 'surface'] as const).map((t) =>
      resolveToken(`--lk-color-${t}`, {}, tokens)!,
    ) as [Rgba, Rgba, Rgba];
    const edge: Rgba = {
      r: border.r * share + text.r * (1 - share),
      g: border.g * share + text.g * (1 - share),
      b: border.b * share + text.b * (1 - share),
      a: 1,
    };
    expect(contrastRatio(edge, surface)).toBeGreaterThanOrEqual(3);
  });

  it('works out the tinted panel from the text and background a theme sets', () => {
    const palette = resolvePalette(
      { '--lk-color-text': '#ffffff', '--lk-color-surface': '#000000' },
      tokens,
    );
    // 5 % of white into black.
    expect(rgb(palette['surface-2'])).toEqual([12.75, 12.75, 12.75, 1]);
  });

  it('names the pair, both colours, the ratio and the minimum of a failing choice', () => {
    const results = checkContrast(resolvePalette({ '--lk-color-text': '#999' }, tokens));
    const failing = results.filter((r) => !r.pass).map(describeContrast);
    expect(failing).toContain(
      'Text on the background: --lk-color-text #999999 on --lk-color-surface #ffffff is 2.84:1; WCAG 2.2 AA (1.4.3) asks at least 4.5:1.',
    );
  });

  it('holds icons and focus rings to 3:1, not to the 4.5:1 of text', () => {
    const results = checkContrast(
      resolvePalette({ '--lk-color-star': '#949494', '--lk-color-focus': '#777777' }, tokens),
    );
    const stars = results.find((r) => r.pair.fg === 'star')!;
    const focus = results.find((r) => r.pair.fg === 'focus')!;
    expect([stars.pass, stars.pair.min]).toEqual([true, 3]);
    expect(stars.ratio).toBeCloseTo(3.03, 2);
    expect(focus.pass).toBe(true);
    const faint = checkContrast(resolvePalette({ '--lk-color-star': '#b0b0b0' }, tokens));
    expect(faint.find((r) => r.pair.fg === 'star')?.pass).toBe(false);
  });

  it('checks the button text against a dark accent a merchant picks', () => {
    const results = checkContrast(
      resolvePalette(
        { '--lk-color-accent': 'navy', '--lk-color-accent-contrast': 'black' },
        tokens,
      ),
    );
    const button = results.find((r) => r.pair.fg === 'accent-contrast')!;
    expect(button.pass).toBe(false);
    expect(button.ratio).toBeCloseTo(ratio('#000080', '#000000'), 5);
  });

  it('leaves a colour it cannot read unjudged instead of guessing', () => {
    const results = checkContrast(resolvePalette({ '--lk-color-text': 'var(--brand)' }, tokens));
    const text = results.find((r) => r.pair.label === 'Text on the background')!;
    expect(text).toMatchObject({ ratio: null, pass: true });
  });
});
