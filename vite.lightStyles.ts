// The light widgets' style sheets for the embed build and the dom tests (which mount the embed's
// widget chunks): one plugin, so both see the same cut sheets.
import { readFileSync } from 'node:fs';
import { transform, type Selector } from 'lightningcss';
import type { Plugin } from 'vite';
import {
  CHUNK_STYLES,
  LIGHT_STYLES,
  inFamilies,
  type LightChunk,
  type StyledChunk,
} from './src/embed/lightStyles.js';

const sheet = (name: string) =>
  readFileSync(new URL(`./src/styles/${name}.css`, import.meta.url), 'utf8');

/** CSS minified, and cut to the rules with a selector of `classes` when given. */
function minify(name: string, source: string, classes?: readonly string[]): string {
  const ours = (selector: Selector) =>
    selector.every((part) => part.type !== 'class' || inFamilies(part.name, classes ?? []));
  const { code } = transform({
    filename: `${name}.css`,
    code: Buffer.from(source),
    minify: true,
    ...(classes && {
      visitor: {
        Rule: {
          // A rule with one selector of ours stays whole (returning an edited rule makes
          // lightningcss 1.33 fail on custom properties); a rule with none goes.
          style: (rule) => (rule.value.selectors.some(ours) ? undefined : []),
        },
      },
    }),
  });
  // A media or container query whose rules were all cut stays behind empty: drop it.
  return code.toString().replace(/@(?:media|container|supports)[^{}]*\{\}/g, '');
}

/** A selector list split at its top-level commas (not those inside `:is(…)` and the like). */
function selectorList(text: string): string[] {
  const list: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '(' || ch === '[') depth += 1;
    else if (ch === ')' || ch === ']') depth -= 1;
    else if (ch === ',' && depth === 0) {
      list.push(text.slice(start, i));
      start = i + 1;
    }
  }
  list.push(text.slice(start));
  return list;
}

/**
 * Drops, from each kept rule's selector list, the selectors that name a class outside the
 * families (`.lk-widget,.lk-dialog{…}` keeps `.lk-widget` for a star badge). Done on the minified
 * text: editing the rules in lightningcss's visitor makes it fail on custom properties.
 */
function withoutForeignSelectors(css: string, classes: readonly string[]): string {
  return css.replace(/(^|[{}])([^{}@;]+)\{/g, (whole, before: string, selectors: string) => {
    const kept = selectorList(selectors).filter((selector) =>
      [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].every(([, name]) =>
        inFamilies(name ?? '', classes),
      ),
    );
    return kept.length > 0 ? `${before}${kept.join(',')}{` : whole;
  });
}

/**
 * Drops the design tokens (`--_lk-*` custom properties) no kept rule reads, until none is left:
 * a star badge needs the star colour and a few sizes, not the drawer's shadows and radii.
 */
function withoutUnusedTokens(css: string): string {
  for (;;) {
    const declared = new Set([...css.matchAll(/(--_lk-[\w-]+):/g)].map((m) => m[1] ?? ''));
    const unused = [...declared].filter(
      (name) => !css.includes(`var(${name})`) && !css.includes(`var(${name},`),
    );
    if (unused.length === 0) return css;
    for (const name of unused) {
      css = css.replace(new RegExp(`${name}:[^;}]*(;|(?=}))`, 'g'), '');
    }
  }
}

/** A heavy chunk's sheets: the shared ones whole, the borrowed families cut from the others. */
function chunkSheet(chunk: StyledChunk): string {
  const { whole, cut } = CHUNK_STYLES[chunk];
  return [
    ...(whole.length ? [minify(chunk, whole.map(sheet).join('\n'))] : []),
    ...Object.entries(cut).map(([name, families]) => minify(name, sheet(name), families)),
  ].join('');
}

/**
 * `lk-css:<chunk>`: a light widget's style sheets, cut to the rules whose selectors use only its
 * class families (src/embed/lightStyles.ts), minified (rules without classes, keyframes, stay);
 * or a heavy product-page widget's sheets (`CHUNK_STYLES`).
 */
export function lightStyles(): Plugin {
  const cut = (chunk: LightChunk): string => {
    const { sheets, classes } = LIGHT_STYLES[chunk];
    return withoutUnusedTokens(
      withoutForeignSelectors(minify(chunk, sheets.map(sheet).join('\n'), classes), classes),
    );
  };
  return {
    name: 'loyalkit:light-styles',
    enforce: 'pre',
    resolveId: (id) => (id.startsWith('lk-css:') ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith('\0lk-css:')) return undefined;
      const chunk = id.slice('\0lk-css:'.length);
      const css =
        chunk in CHUNK_STYLES ? chunkSheet(chunk as StyledChunk) : cut(chunk as LightChunk);
      return `export default ${JSON.stringify(css)};`;
    },
  };
}
