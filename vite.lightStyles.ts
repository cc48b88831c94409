// The light widgets' style sheets for the embed build and the dom tests (which mount the embed's
// widget chunks): one plugin, so both see the same cut sheets.
import { readFileSync } from 'node:fs';
import { transform, type Selector } from 'lightningcss';
import type { Plugin, Rollup } from 'vite';
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
 * Every `lk-` class named in the code of the modules a sheet's widgets load, at once or later
 * (their static and dynamic imports, transitively). Class names are literal strings in the
 * components; the one built at run time, `lk-button--${variant}`, names its family `lk-button`,
 * which the pattern (ending on a letter, digit or `_`) reads from it.
 */
export function classesNamedBy(graph: Rollup.PluginContext, sheetId: string): string[] {
  const seen = new Set<string>();
  const names = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    if (!info) return;
    const ours = !id.startsWith('\0') && !id.includes('/node_modules/') && !/\.css(\?|$)/.test(id);
    if (ours) {
      // A module whose code is unknown could name classes: better no build than missing rules.
      if (info.code === null) throw new Error(`lk-css: no code for ${id}`);
      for (const [name] of info.code.matchAll(/lk-[a-z0-9_-]*[a-z0-9_]/g)) names.add(name);
    }
    for (const next of [...info.importedIds, ...info.dynamicallyImportedIds]) visit(next);
  };
  for (const importer of graph.getModuleInfo(sheetId)?.importers ?? []) visit(importer);
  return [...names].sort();
}

/** A heavy sheet cut to the classes its widgets name (and the tokens those rules read). */
export function cutToClasses(chunk: string, css: string, classes: readonly string[]): string {
  return withoutUnusedTokens(withoutForeignSelectors(minify(chunk, css, classes), classes));
}

const PLACEHOLDER = /(["'`])__lk_css_([a-z-]+)__\1/g;

/**
 * `lk-css:<chunk>`: a light widget's style sheets, cut to the rules whose selectors use only its
 * class families (src/embed/lightStyles.ts), minified (rules without classes, keyframes, stay);
 * or a heavy product-page widget's sheets (`CHUNK_STYLES`). In a build, a heavy sheet is a
 * placeholder until the chunks are rendered, then cut to the classes its widgets' code names
 * (`classesNamedBy`: the module graph is known only then); dom tests get it whole.
 */
export function lightStyles(): Plugin {
  const cut = (chunk: LightChunk): string => {
    const { sheets, classes } = LIGHT_STYLES[chunk];
    return withoutUnusedTokens(
      withoutForeignSelectors(minify(chunk, sheets.map(sheet).join('\n'), classes), classes),
    );
  };
  let building = false;
  const heavy = new Map<string, string>();
  return {
    name: 'loyalkit:light-styles',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    buildStart() {
      heavy.clear();
    },
    resolveId: (id) => (id.startsWith('lk-css:') ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith('\0lk-css:')) return undefined;
      const chunk = id.slice('\0lk-css:'.length);
      if (!(chunk in CHUNK_STYLES))
        return `export default ${JSON.stringify(cut(chunk as LightChunk))};`;
      const css = building ? `__lk_css_${chunk}__` : chunkSheet(chunk as StyledChunk);
      return `export default ${JSON.stringify(css)};`;
    },
    renderChunk(code) {
      if (!code.includes('__lk_css_')) return null;
      const replaced = code.replace(PLACEHOLDER, (_, _quote: string, chunk: string) => {
        let css = heavy.get(chunk);
        if (css === undefined) {
          const classes = classesNamedBy(this, `\0lk-css:${chunk}`);
          css = cutToClasses(chunk, chunkSheet(chunk as StyledChunk), classes);
          heavy.set(chunk, css);
        }
        return JSON.stringify(css);
      });
      return { code: replaced, map: null };
    },
  };
}
