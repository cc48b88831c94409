// The design tokens as the style sheets define them (src/styles/*.css, read as text by Vite):
// the public `--lk-*` a theme sets, with their defaults and a sample drawn by the widget CSS
// itself, and the derived scales. Nothing here repeats a value of the CSS.
import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { THEMES } from '../../src/testing/themes.js';
import { WIDGET_SHEETS, WIDGET_TOKENS } from '../../src/testing/widgetCss.js';
import { formatRatio } from '../../src/theme/color.js';
import { checkContrast, resolvePalette } from '../../src/theme/contrast.js';
import '../../src/styles.css';

const cell: CSSProperties = {
  padding: '6px 10px',
  borderBlockEnd: '1px solid #e6e3ee',
  textAlign: 'start',
  verticalAlign: 'middle',
};
const code: CSSProperties = { fontFamily: 'ui-monospace, monospace', fontSize: 13 };

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <table style={{ borderCollapse: 'collapse', inlineSize: '100%', fontSize: 14 }}>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} style={cell} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** A sample drawn with the token inside a widget, so the browser resolves it as a widget does. */
function Sample({ name }: { name: string }) {
  const kind = /color|heart/.test(name)
    ? 'color'
    : /font-size/.test(name)
      ? 'size'
      : /font-family/.test(name)
        ? 'font'
        : /space|gap|offset/.test(name)
          ? 'space'
          : /radius/.test(name)
            ? 'radius'
            : null;
  if (!kind) return null;
  const token = WIDGET_TOKENS.find((t) => t.name === name);
  const value = `var(${name}, ${token?.fallback ?? 'initial'})`;
  const box: CSSProperties = { display: 'inline-block', blockSize: 24, verticalAlign: 'middle' };
  const style: Record<string, CSSProperties> = {
    color: {
      ...box,
      inlineSize: 48,
      background: value,
      border: '1px solid #0002',
      borderRadius: 4,
    },
    size: { fontSize: value },
    font: { fontFamily: value },
    space: { ...box, inlineSize: value, background: '#4b2fb5' },
    radius: { ...box, inlineSize: 48, border: '2px solid #4b2fb5', borderRadius: value },
  };
  return (
    <span className="lk-widget" style={style[kind]} aria-hidden>
      {kind === 'size' || kind === 'font' ? 'Aa' : null}
    </span>
  );
}

/** The style sheet a token is first read in. */
const sheetOf = (name: string) =>
  Object.entries(WIDGET_SHEETS).find(([, css]) => css.includes(`${name},`))?.[0] ?? '';

/**
 * The public tokens the widgets read, their defaults and a sample: the theme's (tokens.css: what
 * every widget follows), or the ones a single widget reads (`widgets`).
 */
export function PublicTokens({ group = 'theme' }: { group?: 'theme' | 'widgets' }) {
  const tokens = WIDGET_TOKENS.filter(
    (t) => (sheetOf(t.name) === 'tokens.css') === (group === 'theme'),
  );
  return (
    <Table
      head={
        group === 'theme'
          ? ['Token', 'Default', 'Sample']
          : ['Token', 'Default', 'Sample', 'Read in']
      }
    >
      {tokens.map((t) => (
        <tr key={t.name}>
          <td style={{ ...cell, ...code }}>{t.name}</td>
          <td style={{ ...cell, ...code }}>{t.fallback}</td>
          <td style={cell}>
            <Sample name={t.name} />
          </td>
          {group === 'widgets' && <td style={{ ...cell, ...code }}>{sheetOf(t.name)}</td>}
        </tr>
      ))}
    </Table>
  );
}

/** The private scales tokens.css derives from the public tokens (`--_lk-fs-*`, …). */
const DERIVED = [
  ...(WIDGET_SHEETS['tokens.css'] ?? '').matchAll(
    /(--_lk-(?:fs|space|radius|weight|leading)[a-z0-9-]*)\s*:\s*([^;]+);/g,
  ),
].map((m) => ({ name: m[1]!, expression: m[2]!.replace(/\s+/g, ' ') }));

/** The CSS property that shows a derived token's value once resolved (custom ones are not). */
const PROPERTY: Record<string, keyof CSSStyleDeclaration & string> = {
  fs: 'fontSize',
  space: 'paddingLeft',
  radius: 'borderTopLeftRadius',
  weight: 'fontWeight',
  leading: 'lineHeight',
};
const propertyOf = (name: string) => PROPERTY[/^--_lk-([a-z]+)/.exec(name)?.[1] ?? ''] ?? 'width';

/** The type, space and radius scales, with the value each has at the defaults. */
export function DerivedTokens() {
  const probe = useRef<HTMLDivElement>(null);
  const [computed, setComputed] = useState<Record<string, string>>({});
  useLayoutEffect(() => {
    const root = probe.current;
    if (!root) return;
    const found: Record<string, string> = {};
    for (const d of DERIVED) {
      const span = document.createElement('span');
      const property = propertyOf(d.name);
      span.style.setProperty(
        property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
        `var(${d.name})`,
      );
      root.append(span);
      found[d.name] = String(getComputedStyle(span)[property]);
      span.remove();
    }
    setComputed(found);
  }, []);
  return (
    <div ref={probe} className="lk-widget">
      <Table head={['Token', 'Defined as', 'At the defaults']}>
        {DERIVED.map((d) => (
          <tr key={d.name}>
            <td style={{ ...cell, ...code }}>{d.name}</td>
            <td style={{ ...cell, ...code }}>{d.expression}</td>
            <td style={{ ...cell, ...code }}>{computed[d.name]}</td>
          </tr>
        ))}
      </Table>
    </div>
  );
}

/** The review themes of the toolbar, each checked against the contrast pairs. */
export function ThemeContrast() {
  return (
    <Table head={['Theme', 'Pairs under their minimum']}>
      {Object.values(THEMES).map((theme) => {
        const failing = checkContrast(resolvePalette(theme.tokens, WIDGET_TOKENS)).filter(
          (r) => !r.pass,
        );
        return (
          <tr key={theme.title}>
            <td style={cell}>{theme.title}</td>
            <td style={cell}>
              {failing.length === 0
                ? 'none'
                : failing
                    .map((r) => `${r.pair.label} ${formatRatio(r.ratio ?? 0)} (${r.pair.min}:1)`)
                    .join('; ')}
            </td>
          </tr>
        );
      })}
    </Table>
  );
}
