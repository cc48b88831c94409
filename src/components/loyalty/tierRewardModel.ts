import type { VipTier } from '../../api/index.js';
import type { I18n } from '../../i18n/translator.js';
import type { MoneyFormat } from '../../i18n/money.js';

/** One entry reward of a tier (E12 `rewarding`). */
export type TierReward = VipTier['rewarding'][number];

/**
 * A tier's entry reward in words ("$10 off coupon", "Free Wool Beanie"), or null for a kind of
 * reward the widgets do not know (the service may add kinds; an unknown one is left out, not
 * described wrongly).
 */
export function tierRewardText(
  reward: TierReward,
  i18n: I18n,
  money: Pick<MoneyFormat, 'store'>,
): string | null {
  switch (reward.type) {
    case 'free_product':
      return reward.productTitle
        ? i18n.t('loyalty.page.freeProduct', { product: reward.productTitle })
        : null;
    case 'percentage':
      return i18n.t('loyalty.earn.percentOff', { value: i18n.number(reward.discountValue) });
    case 'fixed_amount':
      return i18n.t('loyalty.earn.amountOff', { amount: money.store(reward.discountValue) });
    case 'free_shipping':
      return i18n.t('loyalty.page.freeShipping');
    default:
      return null;
  }
}
