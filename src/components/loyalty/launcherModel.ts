import type { CSSProperties } from 'react';

/** Which bottom corner the launcher sits in (mirrored in right-to-left pages). */
export type LauncherSide = 'left' | 'right';

/**
 * Whether the launcher hides on this path: `/cart` hides on exactly `/cart` (and `/cart/`),
 * `/checkouts/*` on everything under `/checkouts/`. Patterns are matched against the path only.
 */
export function isHiddenOn(path: string, patterns: readonly string[]): boolean {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return patterns.some((raw) => {
    const pattern = raw.trim();
    if (!pattern) return false;
    if (pattern.endsWith('*')) return clean.startsWith(pattern.slice(0, -1).replace(/\/$/, ''));
    return clean === (pattern.length > 1 ? pattern.replace(/\/+$/, '') : pattern);
  });
}

/** A length as CSS: a number is pixels, a string is kept if it is one CSS length, else dropped. */
export function cssLength(value: number | string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'number')
    return Number.isFinite(value) && value >= 0 ? `${value}px` : undefined;
  const v = value.trim();
  if (/^\d+(\.\d+)?$/.test(v)) return `${v}px`;
  // One non-negative length or a var()/calc(): no semicolons or braces reach the style attribute.
  return /^(\d+(\.\d+)?(px|rem|em|vh|vw|svh|dvh|%)|(var|calc)\([\w\s\-+*/().,%]*\))$/.test(v)
    ? v
    : undefined;
}

/**
 * The launcher's offsets as CSS custom properties on its root. A theme can set the same
 * properties itself (`--lk-launcher-offset-y: 96px` above its cookie bar); a prop wins.
 */
export function launcherStyle(offsetX?: number | string, offsetY?: number | string): CSSProperties {
  const x = cssLength(offsetX);
  const y = cssLength(offsetY);
  return {
    ...(x && { '--lk-launcher-offset-x': x }),
    ...(y && { '--lk-launcher-offset-y': y }),
  } as CSSProperties;
}
