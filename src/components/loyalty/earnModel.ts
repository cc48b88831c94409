import type { EarningRule } from '../../api/index.js';
import type { I18n } from '../../i18n/translator.js';
import type { MoneyFormat } from '../../i18n/money.js';
import type { MessageKey } from '../../i18n/index.js';

/**
 * What a rule pays, in words: points, points per amount spent, or a coupon. Amounts are the
 * store's (the rule's currency unit, a coupon's value), shown in the shopper's currency.
 */
export function earningValue(
  rule: EarningRule,
  i18n: I18n,
  money: Pick<MoneyFormat, 'store'>,
): string {
  const { rewarding } = rule;
  if (rewarding.pointsPerCurrencyUnit !== undefined) {
    return i18n.t('loyalty.earn.perAmount', {
      count: rewarding.pointsPerCurrencyUnit,
      amount: money.store(1),
    });
  }
  if (rewarding.points !== undefined) {
    return i18n.t('loyalty.earn.points', { count: rewarding.points });
  }
  if (rewarding.discountType === 'percentage') {
    return i18n.t('loyalty.earn.percentOff', { value: i18n.number(rewarding.discountValue) });
  }
  return i18n.t('loyalty.earn.amountOff', { amount: money.store(rewarding.discountValue) });
}

/**
 * Where the store sends a shopper to complete a way to earn, by the rule's id or its icon
 * (`{ "instagram": "https://www.instagram.com/yourstore", "star": "/collections/all" }`): the
 * API's rules name the action, not where it happens.
 */
export type EarnLinks = Readonly<Record<string, string>>;

/** The words of a rule's call to action, by the icon the store gave it (a row per action). */
const ACTION_WORDS: Readonly<Record<string, MessageKey>> = {
  instagram: 'loyalty.earn.go.follow',
  facebook: 'loyalty.earn.go.follow',
  tiktok: 'loyalty.earn.go.follow',
  twitter: 'loyalty.earn.go.follow',
  x: 'loyalty.earn.go.follow',
  youtube: 'loyalty.earn.go.follow',
  pinterest: 'loyalty.earn.go.follow',
  star: 'loyalty.earn.go.review',
  review: 'loyalty.earn.go.review',
  mail: 'loyalty.earn.go.subscribe',
  newsletter: 'loyalty.earn.go.subscribe',
};

/** A rule's next step: where it leads and in what words, or none. */
export interface EarnStep {
  href: string;
  words: MessageKey;
  /** Another site (a social network): opened in a new tab, the drawer stays. */
  external: boolean;
}

/** Only web addresses and the store's own paths: never `javascript:` or `data:`. */
const SAFE = /^(https?:\/\/|\/(?!\/)|#|\?)/i;

/** The link a store set for a rule (by id, then by icon), if it is a safe one. */
export function earnStep(rule: EarningRule, links: EarnLinks | undefined): EarnStep | undefined {
  const href = links?.[String(rule.id)] ?? links?.[rule.icon];
  if (!href || !SAFE.test(href.trim())) return undefined;
  return {
    href: href.trim(),
    words: ACTION_WORDS[rule.icon] ?? 'loyalty.earn.go.open',
    external: /^https?:\/\//i.test(href.trim()),
  };
}
