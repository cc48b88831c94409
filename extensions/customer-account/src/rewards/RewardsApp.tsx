import { useMemo, useState } from 'preact/hooks';
import {
  isOutcomeUnknown,
  type ActiveRewardEntry,
  type SpendingRule,
} from '../../../../src/api/index.js';
import { errorMessageKey } from '../../../../src/components/shared/errorMessageKey.js';
import { moneyFormat } from '../../../../src/i18n/money.js';
import { LoadState } from '../../../shared/components/LoadState.js';
import { RedeemRules } from '../../../shared/components/RedeemRules.js';
import { RewardCode } from '../../../shared/components/RewardCode.js';
import { redeemOnce } from '../../../shared/redeem.js';
import type { ExtensionRuntime } from '../../../shared/runtime.js';
import { useLoad } from '../../../shared/useLoad.js';
import { ActivitySection, EarnSection } from './ProgramSections.js';
import { BirthdaySection, ReferralSection } from './ProfileSections.js';
import { BalanceSection } from './BalanceSection.js';
import { loadStanding } from './loadStanding.js';

/** What the last redeem did: the reward with its code, or why it failed. */
type RedeemState =
  | { status: 'idle' }
  | { status: 'working'; ruleId: number }
  | { status: 'done'; reward: ActiveRewardEntry }
  | { status: 'error'; error: unknown };

/**
 * The Rewards page: balance, tier and progress, ways to redeem (one press, the code shown and
 * copyable), the customer's rewards, ways to earn, activity, referral link and birthday. It reads
 * through the store's proxy as the signed-in customer and redeems as the drawer does.
 */
export function RewardsApp({ runtime }: { runtime: ExtensionRuntime }) {
  const { client, i18n } = runtime;
  const { t } = i18n;
  const money = useMemo(() => moneyFormat(i18n, runtime.currencies), [i18n, runtime.currencies]);
  const [standing, reload] = useLoad(() => loadStanding(client, i18n.lang), [client]);
  const [redeem, setRedeem] = useState<RedeemState>({ status: 'idle' });

  const onRedeem = async (customerId: string, rule: SpendingRule) => {
    setRedeem({ status: 'working', ruleId: rule.id });
    try {
      const reward = await redeemOnce(client, customerId, { ruleId: rule.id });
      // The new balance, rewards and activity are read before the reward is shown with them.
      await reload();
      setRedeem({ status: 'done', reward });
    } catch (error) {
      setRedeem({ status: 'error', error });
    }
  };

  return (
    <s-page heading={t('loyalty.title')}>
      <LoadState state={standing} i18n={i18n} retry={reload}>
        {(data) =>
          data === null ? (
            <s-section heading={t('loyalty.guest.title')}>
              <s-paragraph>{t('loyalty.guest.body')}</s-paragraph>
            </s-section>
          ) : !data.customer.isRewardProgramAvailable ? (
            <s-section heading={t('loyalty.page.excludedTitle')}>
              <s-paragraph>{t('loyalty.page.excludedBody')}</s-paragraph>
            </s-section>
          ) : (
            <s-stack gap="large">
              <BalanceSection data={data} i18n={i18n} money={money} />
              {redeem.status === 'done' && (
                <s-banner tone="success" heading={t('loyalty.reward.ready')}>
                  <s-stack gap="base">
                    <RewardCode entry={redeem.reward} i18n={i18n} money={money} />
                    <s-text>
                      {t('loyalty.reward.newBalance', { count: data.customer.pointsBalance })}
                    </s-text>
                  </s-stack>
                </s-banner>
              )}
              {redeem.status === 'error' && (
                <s-banner tone="critical">
                  <s-text>
                    {isOutcomeUnknown(redeem.error)
                      ? t('loyalty.redeem.checking')
                      : t(errorMessageKey(redeem.error))}
                  </s-text>
                </s-banner>
              )}
              <s-section heading={t('loyalty.redeem.title')}>
                <RedeemRules
                  rules={data.spending}
                  balance={data.customer.pointsBalance}
                  i18n={i18n}
                  money={money}
                  working={redeem.status === 'working' ? redeem.ruleId : null}
                  onRedeem={(rule) => void onRedeem(data.customerId, rule)}
                />
              </s-section>
              <s-section heading={t('loyalty.active.title')}>
                {data.active.length === 0 ? (
                  <s-text color="subdued">{t('loyalty.active.empty')}</s-text>
                ) : (
                  <s-stack gap="large">
                    {data.active.map((entry) => (
                      <RewardCode key={entry.id} entry={entry} i18n={i18n} money={money} />
                    ))}
                  </s-stack>
                )}
              </s-section>
              <EarnSection rules={data.earning} i18n={i18n} money={money} />
              <ActivitySection activity={data.activity} i18n={i18n} />
              <ReferralSection customer={data.customer} i18n={i18n} />
              <BirthdaySection
                customer={data.customer}
                client={client}
                i18n={i18n}
                onSaved={reload}
              />
            </s-stack>
          )
        }
      </LoadState>
    </s-page>
  );
}
