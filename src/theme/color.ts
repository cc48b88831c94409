// CSS colours as a merchant types them (hex, rgb(), hsl(), names) and as a browser computes them
// (rgb(), color(srgb …)), reduced to sRGB channels, and the WCAG 2.x arithmetic on them. Pure: no
// DOM, so the theme editor's checks, the tests and the embed share it.
import { NAMED_COLORS } from './namedColors.js';

/** An sRGB colour: channels 0 to 255 (not rounded), alpha 0 to 1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/** A channel: `50%` of 255, or a plain number. */
function channel(token: string): number | null {
  const n = parseFloat(token);
  if (!Number.isFinite(n)) return null;
  return clamp(token.endsWith('%') ? (n / 100) * 255 : n, 0, 255);
}

function alpha(token: string | undefined): number | null {
  if (token === undefined) return 1;
  const n = parseFloat(token);
  if (!Number.isFinite(n)) return null;
  return clamp(token.endsWith('%') ? n / 100 : n, 0, 1);
}

/** A hue in degrees: `120`, `120deg`, `0.5turn`, `3.14rad`, `200grad`. */
function hue(token: string): number | null {
  const n = parseFloat(token);
  if (!Number.isFinite(n)) return null;
  const unit = /[a-z]+$/.exec(token)?.[0] ?? 'deg';
  const degrees = { deg: n, turn: n * 360, rad: (n * 180) / Math.PI, grad: n * 0.9 }[unit];
  return degrees === undefined ? null : ((degrees % 360) + 360) % 360;
}

function fromHsl(h: number, s: number, l: number, a: number): Rgba {
  // CSS Color 4's hslToRgb.
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return { r: f(0) * 255, g: f(8) * 255, b: f(4) * 255, a };
}

/** The arguments of `name(...)`, split on commas, spaces and the alpha slash. */
function args(text: string, name: RegExp): string[] | null {
  const m = new RegExp(`^(?:${name.source})\\(([^()]*)\\)$`).exec(text);
  if (!m) return null;
  return (m[1] ?? '')
    .replace('/', ' ')
    .split(/[\s,]+/)
    .filter(Boolean);
}

function parseHex(hex: string): Rgba | null {
  if (!/^[0-9a-f]+$/.test(hex) || ![3, 4, 6, 8].includes(hex.length)) return null;
  const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b, a = 255] = (full.match(/../g) ?? []).map((pair) => parseInt(pair, 16));
  return { r: r ?? 0, g: g ?? 0, b: b ?? 0, a: a / 255 };
}

/**
 * Parses a CSS colour: `#rgb`, `#rrggbb` (and their alpha forms), `rgb()`/`rgba()` and
 * `hsl()`/`hsla()` in comma or space syntax, `color(srgb r g b)`, the CSS named colours and
 * `transparent`. Anything else (a `var()`, `oklch()`) gives `null`: the caller cannot judge it.
 */
export function parseColor(input: string): Rgba | null {
  const text = input.trim().toLowerCase();
  if (Object.hasOwn(NAMED_COLORS, text)) return parseHex(NAMED_COLORS[text] ?? '');
  return parseColorFunction(text);
}

/**
 * Parses a colour written as code (hex, `rgb()`, `hsl()`, `color(srgb …)`), not by name: all a
 * browser's computed style ever gives, without the table of names.
 */
export function parseColorFunction(input: string): Rgba | null {
  const text = input.trim().toLowerCase();
  if (text.startsWith('#')) return parseHex(text.slice(1));
  const rgb = args(text, /rgba?/);
  if (rgb && (rgb.length === 3 || rgb.length === 4)) {
    const [r, g, b] = rgb.slice(0, 3).map(channel);
    const a = alpha(rgb[3]);
    if (r == null || g == null || b == null || a == null) return null;
    return { r, g, b, a };
  }
  const hsl = args(text, /hsla?/);
  if (hsl && (hsl.length === 3 || hsl.length === 4)) {
    const h = hue(hsl[0] ?? '');
    const [s, l] = [hsl[1], hsl[2]].map((t) => (t === undefined ? NaN : parseFloat(t) / 100));
    const a = alpha(hsl[3]);
    if (h == null || a == null || !Number.isFinite(s) || !Number.isFinite(l)) return null;
    return fromHsl(h, clamp(s ?? 0, 0, 1), clamp(l ?? 0, 0, 1), a);
  }
  const srgb = args(text, /color/);
  if (srgb && srgb[0] === 'srgb' && (srgb.length === 4 || srgb.length === 5)) {
    const [r, g, b] = srgb.slice(1, 4).map((t) => parseFloat(t) * (t.endsWith('%') ? 0.01 : 1));
    const a = alpha(srgb[4]);
    if (![r, g, b].every((n) => Number.isFinite(n)) || a == null) return null;
    return {
      r: clamp(r! * 255, 0, 255),
      g: clamp(g! * 255, 0, 255),
      b: clamp(b! * 255, 0, 255),
      a,
    };
  }
  return null;
}

/** `color-mix(in srgb, a p, b)`: `p` (0 to 1) of `a`, the rest of `b`, alpha premultiplied. */
export function mixColors(a: Rgba, b: Rgba, p: number): Rgba {
  const alphaOut = a.a * p + b.a * (1 - p);
  if (alphaOut === 0) return { r: 0, g: 0, b: 0, a: 0 };
  const mix = (x: number, y: number) => (x * a.a * p + y * b.a * (1 - p)) / alphaOut;
  return { r: mix(a.r, b.r), g: mix(a.g, b.g), b: mix(a.b, b.b), a: alphaOut };
}

/** `top` painted over an opaque `bottom`: what the eye sees of a translucent colour. */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const paint = (x: number, y: number) => x * top.a + y * (1 - top.a);
  return { r: paint(top.r, bottom.r), g: paint(top.g, bottom.g), b: paint(top.b, bottom.b), a: 1 };
}

/** WCAG 2.x relative luminance of an opaque colour (0 black to 1 white). */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/**
 * The WCAG 2.x contrast ratio of `foreground` on `background` (1 to 21). A translucent
 * foreground is painted over the background first, and a translucent background over white (the
 * page behind it is not known here).
 */
export function contrastRatio(foreground: Rgba, background: Rgba): number {
  const bg = background.a < 1 ? over(background, WHITE) : background;
  const fg = foreground.a < 1 ? over(foreground, bg) : foreground;
  const [hi, lo] = [relativeLuminance(fg), relativeLuminance(bg)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** A ratio as WCAG tools print it, cut (not rounded) to two decimals: 4.499 is "4.49:1". */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100 + 1e-9) / 100).toFixed(2)}:1`;
}

/** A colour as `#rrggbb` (alpha dropped), for messages. */
export function toHex({ r, g, b }: Rgba): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}
