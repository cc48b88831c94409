import type { VipStatus, VipTier } from '../../api/index.js';
import { useI18n } from '../../i18n/index.js';
import { useMoney } from '../shared/useMoney.js';
import { DrawerSection, type QueryLike } from './DrawerSection.js';
import { tierRewardText } from './tierRewardModel.js';
import { VipProgressMeter } from './VipProgressMeter.js';
import { measureOf } from './vipProgressModel.js';

export interface VipTierGridProps {
  /** Every tier (E12), lowest first. */
  tiers: QueryLike<VipTier[]>;
  /** The customer's status (E13); absent for guests. */
  status?: VipStatus | undefined;
  /** False when the customer's account does not move between tiers (E4). */
  canEarnTier?: boolean | undefined;
}

/** The VIP tiers side by side: what it takes, the points multiplier, perks and entry rewards. */
export function VipTierGrid({ tiers, status, canEarnTier = true }: VipTierGridProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const money = useMoney();
  return (
    <DrawerSection title={t('loyalty.vip.title')} query={tiers}>
      {(list) => (
        <>
          {status && canEarnTier && <VipProgressMeter status={status} tiers={list} />}
          {!canEarnTier && <p className="lk-rewards-page__note">{t('loyalty.page.tierFixed')}</p>}
          {list.length === 0 ? (
            <p className="lk-empty">{t('loyalty.vip.empty')}</p>
          ) : (
            <ul className="lk-rewards-page__tiers" aria-label={t('loyalty.vip.tiers')}>
              {list.map((tier) => {
                const current = status?.currentTier.id === tier.id;
                const rewards = tier.rewarding.flatMap((r) => tierRewardText(r, i18n, money) ?? []);
                return (
                  <li
                    key={tier.id}
                    className="lk-rewards-page__tier"
                    data-current={current}
                    aria-current={current || undefined}
                  >
                    <h4 className="lk-rewards-page__tier-title" dir="auto">
                      {tier.title}
                    </h4>
                    <p className="lk-rewards-page__tier-threshold">
                      {tier.conditionValue === 0
                        ? t('loyalty.page.tierStart')
                        : measureOf(tier.condition) === 'money'
                          ? t('loyalty.vip.spend', { amount: money.store(tier.conditionValue) })
                          : t('loyalty.vip.orders', { count: tier.conditionValue })}
                    </p>
                    {current && (
                      <p className="lk-rewards-page__tier-current">
                        {t('loyalty.vip.currentTier')}
                      </p>
                    )}
                    <p className="lk-rewards-page__tier-multiplier">
                      {t('loyalty.vip.multiplier', { multiplier: tier.pointsMultiplier })}
                    </p>
                    {tier.perks && <p className="lk-rewards-page__tier-perks">{tier.perks}</p>}
                    {rewards.length > 0 && (
                      <>
                        <p className="lk-rewards-page__tier-label">
                          {t('loyalty.page.tierRewards')}
                        </p>
                        <ul className="lk-rewards-page__tier-rewards">
                          {rewards.map((text) => (
                            <li key={text}>{text}</li>
                          ))}
                        </ul>
                      </>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </DrawerSection>
  );
}
