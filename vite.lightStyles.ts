// The light widgets' style sheets for the embed build and the dom tests (which mount the embed's
// widget chunks): one plugin, so both see the same cut sheets.
import { readFileSync } from 'node:fs';
import { transform, type Selector } from 'lightningcss';
import type { Plugin } from 'vite';
import { LIGHT_STYLES, inFamilies, type LightChunk } from './src/embed/lightStyles.js';

/**
 * `lk-css:<chunk>`: a light widget's style sheets, cut to the rules whose selectors use only its
 * class families (src/embed/lightStyles.ts), minified. Rules without classes (keyframes) stay.
 */
export function lightStyles(): Plugin {
  const cut = (chunk: LightChunk): string => {
    const { sheets, classes } = LIGHT_STYLES[chunk];
    const source = sheets
      .map((sheet) => readFileSync(new URL(`./src/styles/${sheet}.css`, import.meta.url), 'utf8'))
      .join('\n');
    const ours = (selector: Selector) =>
      selector.every((part) => part.type !== 'class' || inFamilies(part.name, classes));
    const { code } = transform({
      filename: `${chunk}.css`,
      code: Buffer.from(source),
      minify: true,
      visitor: {
        Rule: {
          // A rule with one selector of ours stays whole (returning an edited rule makes
          // lightningcss 1.33 fail on custom properties); a rule with none goes.
          style: (rule) => (rule.value.selectors.some(ours) ? undefined : []),
        },
      },
    });
    return code.toString();
  };
  return {
    name: 'loyalkit:light-styles',
    enforce: 'pre',
    resolveId: (id) => (id.startsWith('lk-css:') ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith('\0lk-css:')) return undefined;
      return `export default ${JSON.stringify(cut(id.slice('\0lk-css:'.length) as LightChunk))};`;
    },
  };
}
