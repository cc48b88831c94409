// The embed's heavy sheets (lk-css:product) are cut, at build time, to the classes their widgets'
// code names: vite.lightStyles.ts reads them from the module graph.
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { classesNamedBy, cutToClasses } from '../../vite.lightStyles.js';

type Info = { code: string | null; importers?: string[]; imports?: string[]; lazy?: string[] };

/** A module graph as the bundler's plugin context shows it. */
function graph(modules: Record<string, Info>): Rollup.PluginContext {
  return {
    getModuleInfo: (id: string) => {
      const m = modules[id];
      return m
        ? {
            id,
            code: m.code,
            importers: m.importers ?? [],
            importedIds: m.imports ?? [],
            dynamicallyImportedIds: m.lazy ?? [],
          }
        : null;
    },
  } as unknown as Rollup.PluginContext;
}

describe('a heavy sheet', () => {
  it('keeps the classes named by its widgets and everything they load, at once or later', () => {
    const classes = classesNamedBy(
      graph({
        '\0lk-css:product': { code: 'export default "__lk_css_product__"', importers: ['/w.tsx'] },
        '/w.tsx': { code: 'cx("lk-reviews")', imports: ['/button.tsx', '\0lk-css:product'] },
        '/button.tsx': {
          code: 'className:`lk-button lk-button--${variant}`',
          lazy: ['/form.tsx', '/node_modules/x/index.js', '/styles/all.css?inline'],
        },
        '/form.tsx': { code: '"lk-review-form__field"', imports: ['/w.tsx'] },
        '/node_modules/x/index.js': { code: '"lk-foreign"' },
        '/styles/all.css?inline': { code: '".lk-card{}"' },
        '/unused.tsx': { code: '"lk-card"' },
      }),
      '\0lk-css:product',
    );
    expect(classes).toEqual(['lk-button', 'lk-review-form__field', 'lk-reviews']);
  });

  it('is not cut blind: a module of ours without code stops the build', () => {
    const context = graph({
      '\0lk-css:product': { code: '', importers: ['/w.tsx'] },
      '/w.tsx': { code: null },
    });
    expect(() => classesNamedBy(context, '\0lk-css:product')).toThrow(/no code for \/w.tsx/);
  });

  it('keeps the rules of those classes and the rules without classes, and drops the rest', () => {
    const css = [
      '.lk-widget{--_lk-star:gold;--_lk-shadow:0 0 1px;color:var(--_lk-star)}',
      '.lk-card{box-shadow:var(--_lk-shadow)}',
      '.lk-button,.lk-menu{padding:0}',
      '.lk-button--primary{color:red}',
      '@keyframes lk-spin{to{rotate:1turn}}',
    ].join('');
    const cut = cutToClasses('product', css, ['lk-widget', 'lk-button']);
    expect(cut).toContain('.lk-widget{');
    expect(cut).toContain('.lk-button{padding:0}');
    expect(cut).toContain('.lk-button--primary{');
    expect(cut).toContain('@keyframes lk-spin');
    expect(cut).not.toContain('lk-card');
    expect(cut).not.toContain('lk-menu');
    // The token only the dropped card read goes with it.
    expect(cut).not.toContain('--_lk-shadow');
  });
});
