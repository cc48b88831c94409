import type { VipStatus } from '../../api/index.js';
import type { MoneyFormat } from '../../i18n/money.js';
import type { I18n } from '../../i18n/translator.js';

/** How a tier condition is measured: money spent, or orders placed. */
export type TierMeasure = 'money' | 'count';

/** The measure of a tier condition type (`spent_amount` is money, the rest count orders). */
export function measureOf(conditionType: string): TierMeasure {
  return conditionType === 'spent_amount' ? 'money' : 'count';
}

/** Where a customer stands between tiers, ready for a progressbar. */
export type VipProgressModel =
  | {
      kind: 'next';
      /** Progress since the current tier, clamped to `[min, max]`. */
      value: number;
      min: number;
      max: number;
      /** What is left to reach the next tier (never negative). */
      remaining: number;
      measure: TierMeasure;
      currentTitle: string;
      nextTitle: string;
    }
  | { kind: 'top'; currentTitle: string };

/** Turns E13 VIP status into a clamped progress model; at the top tier there is no next. */
export function vipProgressModel(status: VipStatus): VipProgressModel {
  const { currentTier, nextTier, currentProgressValue } = status;
  if (!nextTier) return { kind: 'top', currentTitle: currentTier.title };
  const max = nextTier.condition.value;
  const min = Math.min(currentTier.condition.value, max);
  const value = Math.min(Math.max(currentProgressValue, min), max);
  return {
    kind: 'next',
    value,
    min,
    max,
    remaining: Math.max(0, max - currentProgressValue),
    measure: measureOf(nextTier.condition.type),
    currentTitle: currentTier.title,
    nextTitle: nextTier.title,
  };
}

/** "$40 more to reach Gold", "3 more orders to reach Gold", or the top tier reached. */
export function vipValueText(
  model: VipProgressModel,
  i18n: I18n,
  money: Pick<MoneyFormat, 'store'>,
): string {
  if (model.kind === 'top') return i18n.t('loyalty.vip.top', { tier: model.currentTitle });
  return model.measure === 'money'
    ? i18n.t('loyalty.vip.moreMoney', {
        amount: money.store(model.remaining),
        tier: model.nextTitle,
      })
    : i18n.t('loyalty.vip.moreOrders', { count: model.remaining, tier: model.nextTitle });
}
