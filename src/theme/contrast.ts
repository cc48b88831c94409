// The colour pairs the widgets draw, each with the WCAG 2.2 AA minimum it must meet, and the check
// of a palette against them. A merchant's theme sets the `--lk-color-*` tokens; this says which of
// their choices leave text or a control too faint to see.
import { contrastRatio, formatRatio, toHex, type Rgba } from './color.js';
import { resolveToken, type PublicToken } from './tokens.js';

/** A colour token of the palette: `text` is `--lk-color-text`. */
export type PaletteToken =
  | 'text'
  | 'muted'
  | 'surface'
  | 'surface-2'
  | 'accent'
  | 'accent-contrast'
  | 'border'
  | 'star'
  | 'star-empty'
  | 'focus'
  | 'success'
  | 'danger';

/** A pair of colours one widget part draws, one on the other. */
export interface ContrastPair {
  /** What the shopper sees, as a merchant would name it. */
  label: string;
  /** The colour drawn. */
  fg: PaletteToken;
  /** The colour it is drawn on. */
  bg: PaletteToken;
  /** WCAG 2.2 AA minimum: 4.5 for text (1.4.3), 3 for icons and control parts (1.4.11). */
  min: 4.5 | 3;
  /** The success criterion. */
  sc: '1.4.3' | '1.4.11';
}

/** Every pair the widgets' style sheets draw (src/styles/*.css), text first. */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  { label: 'Text on the background', fg: 'text', bg: 'surface', min: 4.5, sc: '1.4.3' },
  { label: 'Secondary text on the background', fg: 'muted', bg: 'surface', min: 4.5, sc: '1.4.3' },
  { label: 'Text on tinted panels', fg: 'text', bg: 'surface-2', min: 4.5, sc: '1.4.3' },
  { label: 'Secondary text on tinted panels', fg: 'muted', bg: 'surface-2', min: 4.5, sc: '1.4.3' },
  {
    label: 'Button text on the accent',
    fg: 'accent-contrast',
    bg: 'accent',
    min: 4.5,
    sc: '1.4.3',
  },
  { label: 'Links and outlined buttons', fg: 'accent', bg: 'surface', min: 4.5, sc: '1.4.3' },
  { label: 'Error messages', fg: 'danger', bg: 'surface', min: 4.5, sc: '1.4.3' },
  { label: 'Filled stars', fg: 'star', bg: 'surface', min: 3, sc: '1.4.11' },
  { label: 'Empty stars', fg: 'star-empty', bg: 'surface', min: 3, sc: '1.4.11' },
  { label: 'Keyboard focus ring', fg: 'focus', bg: 'surface', min: 3, sc: '1.4.11' },
  { label: 'Progress bars on their track', fg: 'accent', bg: 'surface-2', min: 3, sc: '1.4.11' },
];

/** A palette with every token worked out (`null`: a value no check can read, e.g. `oklch()`). */
export type ResolvedPalette = Readonly<Record<PaletteToken, Rgba | null>>;

/** The outcome of one pair. */
export interface ContrastResult {
  pair: ContrastPair;
  /** The ratio, or `null` when one of its colours could not be read. */
  ratio: number | null;
  pass: boolean;
  fg: Rgba | null;
  bg: Rgba | null;
}

const TOKENS: readonly PaletteToken[] = [
  ...new Set(CONTRAST_PAIRS.flatMap((p) => [p.fg, p.bg])),
] as PaletteToken[];

/** Checks every pair of a palette. A pair whose colours cannot be read passes: it is unknown. */
export function checkContrast(palette: ResolvedPalette): ContrastResult[] {
  return CONTRAST_PAIRS.map((pair) => {
    const fg = palette[pair.fg];
    const bg = palette[pair.bg];
    const ratio = fg && bg ? contrastRatio(fg, bg) : null;
    return { pair, ratio, pass: ratio === null || ratio >= pair.min, fg, bg };
  });
}

/**
 * A palette from the `--lk-color-*` values a theme sets (`{ '--lk-color-text': '#777' }`), the
 * rest taken from the widgets' defaults as `tokens` has them (readPublicTokens of the CSS).
 */
export function resolvePalette(
  values: Readonly<Record<string, string | undefined>>,
  tokens: readonly PublicToken[],
): ResolvedPalette {
  return Object.fromEntries(
    TOKENS.map((t) => [t, resolveToken(`--lk-color-${t}`, values, tokens)]),
  ) as Record<PaletteToken, Rgba | null>;
}

/**
 * One line a merchant can act on: the pair, its two tokens and colours, the ratio and the minimum.
 * `Text on the background: --lk-color-text #999999 on --lk-color-surface #ffffff is 2.84:1; WCAG
 * 2.2 AA (1.4.3) asks at least 4.5:1.`
 */
export function describeContrast({ pair, ratio, fg, bg }: ContrastResult): string {
  const colour = (token: PaletteToken, c: Rgba | null) =>
    `--lk-color-${token}${c ? ` ${toHex(c)}` : ''}`;
  const measured = ratio === null ? 'cannot be read' : `is ${formatRatio(ratio)}`;
  return `${pair.label}: ${colour(pair.fg, fg)} on ${colour(pair.bg, bg)} ${measured}; WCAG 2.2 AA (${pair.sc}) asks at least ${pair.min}:1.`;
}
