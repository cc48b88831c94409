import { describe, expect, it } from 'vitest';
import { BUILT_IN_LOCALES, english, loadCatalog, type MessageKey } from './index.js';
import { messageShape } from './messageShape.js';

const keys = Object.keys(english).sort() as MessageKey[];
const translated = BUILT_IN_LOCALES.filter((l) => l !== 'en');

/** Integers a count or a quantity takes on a storefront: enough to meet every plural category. */
const COUNTS = Array.from({ length: 250 }, (_, n) => n);

describe.each(translated)('the %s catalog', (locale) => {
  it('has every key of English and no other', async () => {
    const catalog = await loadCatalog(locale);
    expect(Object.keys(catalog).sort()).toEqual(keys);
  });

  it('uses the same arguments as English in every message', async () => {
    const catalog = await loadCatalog(locale);
    for (const key of keys) {
      const mine = messageShape(catalog[key]);
      const theirs = messageShape(english[key]);
      expect({ key, args: [...mine.args].sort() }).toEqual({ key, args: [...theirs.args].sort() });
      for (const [arg, selectors] of theirs.branches) {
        if (!theirs.args.has(`${arg}:select`)) continue;
        expect({ key, arg, selectors: mine.branches.get(arg)?.sort() }).toEqual({
          key,
          arg,
          selectors: [...selectors].sort(),
        });
      }
    }
  });

  it('gives every plural the branches its language needs, and only those', async () => {
    const catalog = await loadCatalog(locale);
    const rules = new Intl.PluralRules(locale);
    const categories = new Set<string>(rules.resolvedOptions().pluralCategories);
    for (const key of keys) {
      const shape = messageShape(catalog[key]);
      for (const [arg, selectors] of shape.branches) {
        if (!shape.args.has(`${arg}:plural`)) continue;
        const unknown = selectors.filter((s) => !s.startsWith('=') && !categories.has(s));
        expect({ key, unknown }).toEqual({ key, unknown: [] });
        expect({ key, other: selectors.includes('other') }).toEqual({ key, other: true });
        const uncovered = COUNTS.filter(
          (n) => !selectors.includes(`=${n}`) && !selectors.includes(rules.select(n)),
        );
        expect({ key, uncovered: uncovered.slice(0, 3) }).toEqual({ key, uncovered: [] });
      }
    }
  });
});

describe('the English catalog', () => {
  it('parses, and gives every plural a `one` and an `other` branch', () => {
    for (const key of keys) {
      const shape = messageShape(english[key]);
      for (const [arg, selectors] of shape.branches) {
        if (shape.args.has(`${arg}:plural`))
          expect({ key, selectors }).toEqual({ key, selectors: expect.arrayContaining(['other']) });
      }
    }
  });
});
