import {
  vipProgressModel,
  vipValueText,
} from '../../../../src/components/loyalty/vipProgressModel.js';
import type { MoneyFormat } from '../../../../src/i18n/money.js';
import type { I18n } from '../../../../src/i18n/translator.js';
import type { Standing } from './loadStanding.js';

/** The balance and its expiry, the tier, and the progress to the next one. */
export function BalanceSection({
  data,
  i18n,
  money,
}: {
  data: Standing;
  i18n: I18n;
  money: MoneyFormat;
}) {
  const { t } = i18n;
  const { customer, vipStatus } = data;
  const model = vipProgressModel(vipStatus);
  const progress = vipValueText(model, i18n, money);
  const [value, min, max] = model.kind === 'top' ? [1, 0, 1] : [model.value, model.min, model.max];
  return (
    <s-section heading={t('loyalty.balance.label')}>
      <s-stack gap="base">
        <s-stack direction="inline" gap="base" alignItems="center">
          <s-heading>{t('common.points', { count: customer.pointsBalance })}</s-heading>
          <s-badge>{t('loyalty.badge.tier', { tier: customer.currentTier.title })}</s-badge>
        </s-stack>
        {customer.pointsExpiresAt && (
          <s-text color="subdued">
            {t('loyalty.balance.expires', { date: i18n.date(customer.pointsExpiresAt) })}
          </s-text>
        )}
        {customer.isAllowedToEarnTier ? (
          <s-stack gap="small">
            <s-progress
              value={value - min}
              max={Math.max(max - min, 1)}
              accessibilityLabel={progress}
            />
            <s-text>{progress}</s-text>
          </s-stack>
        ) : (
          <s-text color="subdued">{t('loyalty.page.tierFixed')}</s-text>
        )}
      </s-stack>
    </s-section>
  );
}
