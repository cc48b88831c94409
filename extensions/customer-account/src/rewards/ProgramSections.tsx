import type { ActivityEntry, EarningRule } from '../../../../src/api/index.js';
import { earningValue } from '../../../../src/components/loyalty/earnModel.js';
import type { MoneyFormat } from '../../../../src/i18n/money.js';
import type { I18n } from '../../../../src/i18n/translator.js';

/** Ways to earn: each rule, what it pays, and whether the customer has done it. */
export function EarnSection({
  rules,
  i18n,
  money,
}: {
  rules: readonly EarningRule[];
  i18n: I18n;
  money: MoneyFormat;
}) {
  const { t } = i18n;
  return (
    <s-section heading={t('loyalty.earn.title')}>
      {rules.length === 0 ? (
        <s-text color="subdued">{t('loyalty.earn.empty')}</s-text>
      ) : (
        <s-stack gap="base">
          {rules.map((rule) => (
            <s-stack key={rule.id} direction="inline" gap="base" justifyContent="space-between">
              <s-text type="strong">{rule.title}</s-text>
              <s-stack direction="inline" gap="small" alignItems="center">
                <s-text>{earningValue(rule, i18n, money)}</s-text>
                {rule.completed && <s-badge>{t('loyalty.earn.completed')}</s-badge>}
              </s-stack>
            </s-stack>
          ))}
        </s-stack>
      )}
    </s-section>
  );
}

/** The latest points movements, signed, with what caused them. */
export function ActivitySection({
  activity,
  i18n,
}: {
  activity: readonly ActivityEntry[];
  i18n: I18n;
}) {
  const { t } = i18n;
  return (
    <s-section heading={t('loyalty.activity.title')}>
      {activity.length === 0 ? (
        <s-text color="subdued">{t('loyalty.activity.empty')}</s-text>
      ) : (
        <s-stack gap="base">
          {activity.map((entry) => (
            <s-stack key={entry.id} direction="inline" gap="base" justifyContent="space-between">
              <s-stack gap="none">
                <s-text>{entry.note}</s-text>
                <s-text color="subdued">{i18n.date(entry.createdAt)}</s-text>
              </s-stack>
              {entry.points !== undefined && (
                <s-text type="strong">
                  {t('loyalty.activity.points', {
                    count: Math.abs(entry.points),
                    signed: i18n.number(entry.points, { signDisplay: 'always' }),
                  })}
                </s-text>
              )}
            </s-stack>
          ))}
        </s-stack>
      )}
    </s-section>
  );
}
