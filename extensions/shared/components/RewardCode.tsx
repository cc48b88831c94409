import type { ComponentChildren } from 'preact';
import type { ActiveRewardEntry } from '../../../src/api/index.js';
import type { MoneyFormat } from '../../../src/i18n/money.js';
import type { I18n } from '../../../src/i18n/translator.js';

/**
 * A reward the customer holds: its code, copyable (Shopify's clipboard item), what it is worth
 * in their currency, when it expires and the order it needs; `action` beside the copy button
 * (Apply, in checkout).
 */
export function RewardCode({
  entry,
  i18n,
  money,
  action,
}: {
  entry: ActiveRewardEntry;
  i18n: I18n;
  money: MoneyFormat;
  action?: ComponentChildren;
}) {
  const { t } = i18n;
  const { reward } = entry;
  const clipboard = `lk-code-${entry.id}`;
  return (
    <s-stack gap="small">
      <s-text type="strong">{reward.title ?? reward.discountCode}</s-text>
      <s-stack direction="inline" gap="base" alignItems="center">
        <s-text>
          {t('loyalty.reward.code')}: {reward.discountCode}
        </s-text>
        <s-clipboard-item id={clipboard} text={reward.discountCode} />
        <s-button
          variant="secondary"
          commandFor={clipboard}
          command="--copy"
          accessibilityLabel={t('loyalty.reward.copy', { code: reward.discountCode })}
        >
          {t('common.copy')}
        </s-button>
        {action}
      </s-stack>
      {money.converted && reward.discountType === 'fixed_amount' && (
        <s-text color="subdued">
          {t('loyalty.reward.worth', { amount: money.store(reward.discountValue) })}
        </s-text>
      )}
      {reward.minimumOrderAmount > 0 && (
        <s-text color="subdued">
          {t('loyalty.reward.minimum', { amount: money.store(reward.minimumOrderAmount) })}
        </s-text>
      )}
      {reward.endsAt && (
        <s-text color="subdued">
          {t('loyalty.reward.expires', { date: i18n.date(reward.endsAt) })}
        </s-text>
      )}
    </s-stack>
  );
}
