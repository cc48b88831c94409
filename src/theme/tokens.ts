// The public tokens (`--lk-*`) and their defaults, read from the widgets' own style sheets, so the
// tokens page, the contrast check of a merchant's settings and the theme editor's warning all use
// the defaults the CSS really has (no second list to keep in step).
import { mixColors, parseColor, type Rgba } from './color.js';

/** A public token as the style sheets use it. */
export interface PublicToken {
  /** `--lk-color-accent` */
  name: string;
  /** What the widgets use when a theme leaves it unset: a value, or an expression of others. */
  fallback: string;
  /** The private copy the widgets read (`--_lk-accent`), if the token has one. */
  alias?: string;
}

/** The text inside the parentheses that open at `open` (nested ones included). */
function balanced(css: string, open: number): string {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    if (css[i] === '(') depth++;
    else if (css[i] === ')' && --depth === 0) return css.slice(open + 1, i);
  }
  return css.slice(open + 1);
}

/** `a, b(c, d), e` split on its top-level commas. */
function topLevel(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    if (list[i] === '(') depth++;
    else if (list[i] === ')') depth--;
    else if (list[i] === ',' && depth === 0) {
      out.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(list.slice(start).trim());
  return out;
}

/**
 * Every public token the style sheets read with a fallback (`var(--lk-x, fallback)`), the first
 * fallback of each, and the private custom property declared from it, in order of appearance.
 */
export function readPublicTokens(css: string): PublicToken[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const found = new Map<string, PublicToken>();
  for (const m of text.matchAll(/var\(\s*(--lk-[a-z0-9-]+)\s*,/g)) {
    const name = m[1]!;
    if (found.has(name)) continue;
    const [, ...rest] = topLevel(balanced(text, m.index + 3));
    const declared = /(--_lk-[a-z0-9-]+)\s*:\s*$/.exec(text.slice(0, m.index));
    found.set(name, {
      name,
      fallback: rest.join(', ').replace(/\s+/g, ' '),
      ...(declared && { alias: declared[1] }),
    });
  }
  return [...found.values()];
}

/** The value of a token: the theme's own, or its fallback worked out from the others. */
export function resolveToken(
  name: string,
  values: Readonly<Record<string, string | undefined>>,
  tokens: readonly PublicToken[],
): Rgba | null {
  const byName = new Map(tokens.map((t) => [t.name, t]));
  const byAlias = new Map(tokens.flatMap((t) => (t.alias ? [[t.alias, t] as const] : [])));
  const evaluate = (expr: string, depth: number): Rgba | null => {
    if (depth > 8) return null;
    const text = expr.trim();
    const fn = /^([a-z-]+)\(/.exec(text);
    if (fn?.[1] === 'var') {
      const [ref = '', ...fallback] = topLevel(balanced(text, fn[0].length - 1));
      const token = byName.get(ref) ?? byAlias.get(ref);
      const own = token ? values[token.name] : undefined;
      if (own) return evaluate(own, depth + 1);
      if (fallback.length > 0) return evaluate(fallback.join(', '), depth + 1);
      return token ? evaluate(token.fallback, depth + 1) : null;
    }
    if (fn?.[1] === 'color-mix') {
      const [space, a = '', b = ''] = topLevel(balanced(text, fn[0].length - 1));
      if (space !== 'in srgb') return null;
      const share = (part: string) => /\s(\d+(?:\.\d+)?)%$/.exec(part);
      const [pa, pb] = [share(a), share(b)];
      const colorA = evaluate(pa ? a.slice(0, pa.index) : a, depth + 1);
      const colorB = evaluate(pb ? b.slice(0, pb.index) : b, depth + 1);
      if (!colorA || !colorB) return null;
      const p = pa ? Number(pa[1]) / 100 : pb ? 1 - Number(pb[1]) / 100 : 0.5;
      return mixColors(colorA, colorB, p);
    }
    return parseColor(text);
  };
  return evaluate(`var(${name})`, 0);
}
