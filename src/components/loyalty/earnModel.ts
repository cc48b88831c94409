import type { EarningRule } from '../../api/index.js';
import type { I18n } from '../../i18n/translator.js';
import type { MoneyFormat } from '../../i18n/money.js';

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
