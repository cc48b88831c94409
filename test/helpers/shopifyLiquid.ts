// A Liquid engine that renders the theme app extension as Shopify would for these tests: the
// extension's snippets, `{% schema %}` and `{% doc %}` read but not rendered, and the Shopify
// filters the blocks use. The colour filters follow Shopify's documentation (color_contrast: the
// WCAG ratio to one decimal, order free; color_mix: the filtered colour's share in percent, hex
// out); `t` reads the extension's storefront locale and fills `{{ name }}` placeholders.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Liquid, type TagToken, type TopLevelToken } from 'liquidjs';
import { contrastRatio, mixColors, parseColor, toHex } from '../../src/theme/color.js';

/** The theme app extension's folder. */
export const THEME_ROOT = fileURLToPath(new URL('../../extensions/theme/', import.meta.url));

/** A block tag whose body Shopify reads, not renders (`{% schema %}`, `{% doc %}`). */
function ignoredBlock(end: string): Parameters<Liquid['registerTag']>[1] {
  return {
    parse(_token: TagToken, remaining: TopLevelToken[]) {
      while (remaining.length > 0) {
        if ((remaining.shift() as TagToken).name === end) return;
      }
      throw new Error(`missing {% ${end} %}`);
    },
    render: () => '',
  };
}

function color(value: unknown): NonNullable<ReturnType<typeof parseColor>> {
  const parsed = parseColor(String(value));
  if (!parsed) throw new Error(`not a colour Shopify's filters take: ${String(value)}`);
  return parsed;
}

/** A Liquid engine for the extension's blocks and snippets. */
export function shopifyLiquid(): Liquid {
  const engine = new Liquid({
    root: [join(THEME_ROOT, 'snippets')],
    extname: '.liquid',
    strictFilters: true,
  });
  engine.registerTag('schema', ignoredBlock('endschema'));
  engine.registerTag('doc', ignoredBlock('enddoc'));
  engine.registerFilter(
    'asset_url',
    (file: string) => `https://cdn.shopify.test/extensions/loyalkit/assets/${file}`,
  );
  engine.registerFilter(
    'color_contrast',
    (a: unknown, b: unknown) => Math.round(contrastRatio(color(a), color(b)) * 10) / 10,
  );
  engine.registerFilter('color_mix', (a: unknown, b: unknown, percent: number) =>
    toHex(mixColors(color(a), color(b), percent / 100)),
  );
  const locale = JSON.parse(readFileSync(join(THEME_ROOT, 'locales/en.default.json'), 'utf8'));
  engine.registerFilter('t', (key: string, ...args: unknown[]) => {
    const text = key
      .split('.')
      .reduce<unknown>((at, k) => (at as Record<string, unknown>)?.[k], locale);
    if (typeof text !== 'string') throw new Error(`translation missing: ${key}`);
    const named = Object.fromEntries(
      args.filter((a): a is [string, unknown] => Array.isArray(a) && a.length === 2),
    );
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(named[name] ?? ''));
  });
  return engine;
}

/** A `{% schema %}` setting. */
export interface SchemaSetting {
  type: string;
  id?: string;
  default?: unknown;
}

/** A block file's source. */
export const blockSource = (file: string) => readFileSync(join(THEME_ROOT, 'blocks', file), 'utf8');

/** A block's settings from its `{% schema %}`. */
export function blockSettings(file: string): SchemaSetting[] {
  const json = /\{% schema %\}([\s\S]*?)\{% endschema %\}/.exec(blockSource(file))?.[1];
  if (!json) throw new Error(`${file} has no schema`);
  return (JSON.parse(json) as { settings: SchemaSetting[] }).settings;
}
