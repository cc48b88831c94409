import { describe, expectTypeOf, it } from 'vitest';
import type { LoyaltyProviderProps } from '../provider/LoyaltyProvider.js';
import type {
  Catalog,
  CustomLocales,
  LocaleMessages,
  MessageKey,
  MessageOverrides,
} from './index.js';

describe("a store's wording", () => {
  it('names only message keys that exist, with text', () => {
    const messages = {
      fr: { 'common.retry': 'Recommencer' },
      'fr-CA': { 'loyalty.title': 'Récompenses' },
    } satisfies LocaleMessages;
    expectTypeOf(messages).toExtend<NonNullable<LoyaltyProviderProps['messages']>>();
    // @ts-expect-error a misspelt key is refused
    const misspelt: LocaleMessages = { fr: { 'common.retyr': 'Recommencer' } };
    // @ts-expect-error a message is text
    const notText: MessageOverrides = { 'common.retry': 3 };
    expectTypeOf([misspelt, notText]).toBeArray();
  });

  it("checks a store's own locale the same way, and lets it leave keys out", () => {
    const da = { 'common.retry': 'Prøv igen' } satisfies MessageOverrides;
    const locales: CustomLocales = { da, sv: async () => da };
    expectTypeOf(locales).toExtend<NonNullable<LoyaltyProviderProps['locales']>>();
    // @ts-expect-error a misspelt key is refused in a store locale too
    const misspelt: CustomLocales = { da: { 'loyalty.titel': 'Fordele' } };
    expectTypeOf(misspelt).toEqualTypeOf<CustomLocales>();
  });

  it('a complete catalog has every key', () => {
    expectTypeOf<keyof Catalog>().toEqualTypeOf<MessageKey>();
    // @ts-expect-error a catalog missing keys is not a catalog
    const partial: Catalog = { 'common.retry': 'Prøv igen' };
    expectTypeOf(partial).toEqualTypeOf<Catalog>();
  });
});
