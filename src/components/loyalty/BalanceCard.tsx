import type { CustomerProfile, VipStatus } from '../../api/index.js';
import { useI18n } from '../../i18n/index.js';
import { ProgressBar } from '../shared/ProgressBar.js';
import { vipValueText } from './VipProgressMeter.js';
import { vipProgressModel } from './vipProgressModel.js';

export interface BalanceCardProps {
  /** The signed-in customer (E4). */
  customer: CustomerProfile;
  /** The cheapest reward not affordable yet, for a "next reward" bar. */
  nextReward?: { title: string; cost: number } | undefined;
  /** The customer's VIP status (E13), for a "next tier" bar. */
  vip?: VipStatus | undefined;
}

/** The points balance, the tier, when the points expire, and how far the next reward and tier are. */
export function BalanceCard({ customer, nextReward, vip }: BalanceCardProps) {
  const i18n = useI18n();
  const { t, date, number } = i18n;
  const balance = customer.pointsBalance;
  const tier = vip ? vipProgressModel(vip) : undefined;
  return (
    <div className="lk-rewards-drawer__balance">
      <p className="lk-rewards-drawer__balance-label">{t('loyalty.balance.label')}</p>
      <p className="lk-rewards-drawer__balance-value" aria-live="polite">
        {t('common.points', { count: balance })}
      </p>
      <p className="lk-rewards-drawer__balance-label">
        {t('loyalty.badge.tier', { tier: customer.currentTier.title })}
      </p>
      {customer.pointsExpiresAt && (
        <p className="lk-rewards-drawer__balance-expiry">
          {t('loyalty.balance.expires', { date: date(customer.pointsExpiresAt) })}
        </p>
      )}
      {(nextReward || tier?.kind === 'next') && (
        <div className="lk-rewards-drawer__goals">
          {nextReward && (
            <ProgressBar
              value={balance}
              max={nextReward.cost}
              label={t('loyalty.balance.next', { title: nextReward.title })}
              valueText={t('loyalty.redeem.toGo', { count: nextReward.cost - balance })}
            />
          )}
          {tier?.kind === 'next' && (
            <ProgressBar
              value={tier.value - tier.min}
              max={tier.max - tier.min}
              label={t('loyalty.vip.progressLabel', { tier: tier.nextTitle })}
              valueText={vipValueText(tier, i18n)}
              displayValue={
                tier.measure === 'money' ? undefined : `${number(tier.value)} / ${number(tier.max)}`
              }
            />
          )}
        </div>
      )}
    </div>
  );
}
