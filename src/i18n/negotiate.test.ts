import { describe, expect, it } from 'vitest';
import { directionOf, matchLocale, negotiateLocale } from './index.js';

describe('negotiateLocale', () => {
  it.each([
    // [what the store, the page and the browser say] → [catalog, Intl tag]
    [{ requested: 'fr' }, 'fr', 'fr'],
    [{ requested: 'fr-CA' }, 'fr', 'fr-CA'],
    [{ requested: 'fr_CA' }, 'fr', 'fr-CA'],
    [{ requested: 'es-MX' }, 'es', 'es-MX'],
    [{ requested: 'en-GB' }, 'en', 'en-GB'],
    [{ requested: 'zh-CN' }, 'en', 'en'],
    [{ requested: 'not a tag!' }, 'en', 'en'],
    [{ requested: 'fr', documentLang: 'es', browserLanguages: ['de'] }, 'fr', 'fr'],
    [{ requested: '', documentLang: 'es-419', browserLanguages: ['fr'] }, 'es', 'es-419'],
    [{ documentLang: 'es', browserLanguages: ['fr'] }, 'es', 'es'],
    [{ documentLang: 'zh', browserLanguages: ['fr'] }, 'en', 'en'],
    [{ documentLang: '', browserLanguages: ['zh-TW', 'fr-BE', 'es'] }, 'fr', 'fr-BE'],
    [{ browserLanguages: ['zh-TW', 'ko'] }, 'en', 'en'],
    [{ browserLanguages: [] }, 'en', 'en'],
    [{}, 'en', 'en'],
  ])('%j speaks %s, formatting in %s', (sources, locale, formatLocale) => {
    expect(negotiateLocale(sources)).toMatchObject({ locale, formatLocale });
  });

  it('prefers a locale the store added, and falls back to it by region', () => {
    expect(negotiateLocale({ requested: 'da-DK' }, ['da'])).toEqual({
      locale: 'da',
      formatLocale: 'da-DK',
      dir: 'ltr',
    });
    expect(negotiateLocale({ browserLanguages: ['fa-IR'] }, ['fa'])).toEqual({
      locale: 'fa',
      formatLocale: 'fa-IR',
      dir: 'rtl',
    });
    expect(negotiateLocale({ requested: 'fr-CA' }, ['fr-CA'])).toMatchObject({ locale: 'fr-CA' });
  });
});

describe('matchLocale', () => {
  const available = ['en', 'fr', 'pt-BR', 'he', 'zh-Hans'];

  it.each([
    ['fr', 'fr'],
    ['FR-ca', 'fr'],
    ['pt-PT', 'pt-BR'],
    ['pt', 'pt-BR'],
    ['pt-br', 'pt-BR'],
    ['en-GB', 'en'],
    ['en-US-u-ca-buddhist', 'en'],
    // The old code of Hebrew.
    ['iw', 'he'],
    // Same language, other script: no match.
    ['zh-TW', undefined],
    ['zh-CN', 'zh-Hans'],
    ['de', undefined],
    ['', undefined],
  ])('%s → %s', (tag, match) => {
    expect(matchLocale(tag, available)).toBe(match);
  });
});

describe('directionOf', () => {
  it.each([
    ['ar', 'rtl'],
    ['ar-EG', 'rtl'],
    ['he', 'rtl'],
    ['fa', 'rtl'],
    ['ur-PK', 'rtl'],
    ['en', 'ltr'],
    ['ja', 'ltr'],
    ['pt-BR', 'ltr'],
    ['az-Arab', 'rtl'],
    ['bogus tag', 'ltr'],
  ])('%s reads %s', (tag, dir) => {
    expect(directionOf(tag)).toBe(dir);
  });
});
