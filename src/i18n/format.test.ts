import { describe, expect, it } from 'vitest';
import { createI18n, formatMessage, loadCatalog, type BuiltInLocale } from './index.js';

describe('formatMessage', () => {
  it('fills arguments and formats numbers for the locale', () => {
    expect(formatMessage('Hi {name}, you have {n}', { name: 'Ana', n: 4200 }, 'en')).toBe(
      'Hi Ana, you have 4,200',
    );
    expect(formatMessage('{n}', { n: 4200 }, 'fr').replace(/\s/g, ' ')).toBe('4 200');
  });

  it('picks plural branches by the language rules, exact matches first', () => {
    const p = '{count, plural, =0 {no points} one {# point} other {# points}}';
    expect(formatMessage(p, { count: 0 }, 'en')).toBe('no points');
    expect(formatMessage(p, { count: 1 }, 'en')).toBe('1 point');
    expect(formatMessage(p, { count: 1500 }, 'en')).toBe('1,500 points');
    // French puts 0 and 1 in "one".
    expect(
      formatMessage('{count, plural, one {# point} other {# points}}', { count: 0 }, 'fr'),
    ).toBe('0 point');
  });

  it('selects by value with nested arguments', () => {
    const p = '{kind, select, money {{amount} more to reach {tier}} other {{count} more orders}}';
    expect(formatMessage(p, { kind: 'money', amount: '$40', tier: 'Gold' }, 'en')).toBe(
      '$40 more to reach Gold',
    );
    expect(formatMessage(p, { kind: 'orders', count: 3 }, 'en')).toBe('3 more orders');
  });

  it('leaves a missing argument empty rather than throwing', () => {
    expect(formatMessage('a{x}b', {}, 'en')).toBe('ab');
  });
});

describe('createI18n', () => {
  it('translates from its catalog, in English without one, with the store wording on top', async () => {
    const fr = await loadCatalog('fr');
    expect(
      createI18n({ locale: 'fr-CA', currency: 'CAD', catalog: fr, lang: 'fr' }).t('common.retry'),
    ).toBe('Réessayer');
    expect(createI18n({ locale: 'de', currency: 'EUR' }).t('common.retry')).toBe('Try again');
    const overrides = { 'common.retry': 'Reload' };
    expect(createI18n({ locale: 'en', currency: 'USD', overrides }).t('common.retry')).toBe(
      'Reload',
    );
    const es = await loadCatalog('es');
    expect(
      createI18n({ locale: 'es', currency: 'EUR', catalog: es }).t('common.points', { count: 2 }),
    ).toBe('2 puntos');
  });

  it('says the direction of its language', () => {
    expect(createI18n({ locale: 'en', currency: 'USD' }).dir).toBe('ltr');
    expect(createI18n({ locale: 'ar-EG', currency: 'EGP', lang: 'ar' })).toMatchObject({
      lang: 'ar',
      dir: 'rtl',
    });
  });

  it('formats money, dates and relative times', () => {
    const i18n = createI18n({ locale: 'en', currency: 'USD' });
    expect(i18n.money(5)).toBe('$5.00');
    expect(i18n.date('2026-11-22T10:00:00Z')).toBe('Nov 22, 2026');
    expect(i18n.relative('2026-11-19 10:00:00', Date.parse('2026-11-22T10:00:00Z'))).toBe(
      '3 days ago',
    );
    expect(createI18n({ locale: 'fr', currency: 'EUR' }).money(5).replace(/\s/g, ' ')).toBe(
      '5,00 €',
    );
  });
});

describe('the catalogs in use', () => {
  async function pointsIn(locale: BuiltInLocale, counts: number[]) {
    const i18n = createI18n({ locale, currency: 'EUR', catalog: await loadCatalog(locale) });
    return counts.map((count) => i18n.t('common.points', { count }));
  }

  it('count in each language by its own plural rules', async () => {
    expect(await pointsIn('pl', [1, 2, 5, 22, 25])).toEqual([
      '1 punkt',
      '2 punkty',
      '5 punktów',
      '22 punkty',
      '25 punktów',
    ]);
    // Arabic digits or Latin ones, as the runtime's CLDR data has it for `ar`.
    const ar = (n: number) => new Intl.NumberFormat('ar').format(n);
    expect(await pointsIn('ar', [0, 1, 2, 3, 11, 100])).toEqual([
      `${ar(0)} نقطة`,
      'نقطة واحدة',
      'نقطتان',
      `${ar(3)} نقاط`,
      `${ar(11)} نقطة`,
      `${ar(100)} نقطة`,
    ]);
    expect(await pointsIn('he', [1, 2, 7])).toEqual(['נקודה אחת', '2 נקודות', '7 נקודות']);
    expect(await pointsIn('ja', [1, 1500])).toEqual(['1ポイント', '1,500ポイント']);
  });
});
