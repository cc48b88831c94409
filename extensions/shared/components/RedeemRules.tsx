import type { SpendingRule } from '../../../src/api/index.js';
import { needsVariant, pointsToGo, ruleCost } from '../../../src/components/loyalty/redeemModel.js';
import type { MoneyFormat } from '../../../src/i18n/money.js';
import type { I18n } from '../../../src/i18n/translator.js';

/**
 * Whether a rule is redeemed with one press: a set price and nothing to choose. Flexible amounts
 * and free products with variants are redeemed where there is room to choose (the store's
 * rewards drawer).
 */
export function redeemsInline(rule: SpendingRule): boolean {
  return !rule.isFlexible && !needsVariant(rule) && rule.isAllowed !== false;
}

/** The ways to redeem: cost, what a reward is worth, points to go, and Redeem where one press does. */
export function RedeemRules({
  rules,
  balance,
  i18n,
  money,
  working,
  onRedeem,
}: {
  rules: readonly SpendingRule[];
  /** The customer's points; null for a guest (costs only). */
  balance: number | null;
  i18n: I18n;
  money: MoneyFormat;
  /** The rule being redeemed now. */
  working?: number | null;
  onRedeem?: (rule: SpendingRule) => void;
}) {
  const { t } = i18n;
  if (rules.length === 0) return <s-text color="subdued">{t('loyalty.redeem.empty')}</s-text>;
  return (
    <s-stack gap="base">
      {rules.map((rule) => {
        const toGo = balance === null ? 0 : pointsToGo(rule, balance);
        return (
          <s-stack key={rule.id} gap="small">
            <s-stack direction="inline" gap="base" justifyContent="space-between">
              <s-text type="strong">{rule.title}</s-text>
              <s-text>
                {rule.isFlexible
                  ? t('loyalty.redeem.range', {
                      min: rule.minSpendablePoints,
                      max: rule.maxSpendablePoints,
                    })
                  : t('loyalty.redeem.cost', { count: ruleCost(rule) })}
              </s-text>
            </s-stack>
            {money.converted && rule.type === 'fixed_amount' && !rule.isFlexible && (
              <s-text color="subdued">
                {t('loyalty.reward.worth', { amount: money.store(rule.discountValue) })}
              </s-text>
            )}
            {balance !== null && toGo > 0 && (
              <s-text color="subdued">{t('loyalty.redeem.toGo', { count: toGo })}</s-text>
            )}
            {balance !== null && toGo === 0 && rule.isAllowed === false && (
              <s-text color="subdued">{t('loyalty.redeem.notAllowed')}</s-text>
            )}
            {balance !== null && toGo === 0 && onRedeem && redeemsInline(rule) && (
              <s-button
                variant="secondary"
                loading={working === rule.id}
                disabled={working !== null && working !== undefined && working !== rule.id}
                accessibilityLabel={t('loyalty.redeem.actionLabel', { title: rule.title })}
                onClick={() => onRedeem(rule)}
              >
                {t('loyalty.redeem.action')}
              </s-button>
            )}
          </s-stack>
        );
      })}
    </s-stack>
  );
}
