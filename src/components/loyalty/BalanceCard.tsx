import type { CustomerProfile } from '../../api/index.js';
import { useI18n } from '../../i18n/index.js';
import { isolated } from '../shared/Isolated.js';
import { ProgressBar } from '../shared/ProgressBar.js';

export interface BalanceCardProps {
  /** The signed-in customer (E4). */
  customer: CustomerProfile;
  /** The cheapest reward not affordable yet, for a "next reward" bar. */
  nextReward?: { title: string; cost: number } | undefined;
}

/**
 * The points balance, the tier, when the points expire, and how far the next reward is. The way
 * to the next tier is the VIP section's meter, with the perks ahead (one tier bar per drawer).
 */
export function BalanceCard({ customer, nextReward }: BalanceCardProps) {
  const { t, date } = useI18n();
  const balance = customer.pointsBalance;
  return (
    <div className="lk-rewards-drawer__balance">
      <p className="lk-rewards-drawer__balance-label">{t('loyalty.balance.label')}</p>
      <p className="lk-rewards-drawer__balance-value" aria-live="polite">
        {t('common.points', { count: balance })}
      </p>
      <p className="lk-rewards-drawer__balance-label">
        {isolated((tier) => t('loyalty.badge.tier', { tier }), customer.currentTier.title)}
      </p>
      {customer.pointsExpiresAt && (
        <p className="lk-rewards-drawer__balance-expiry">
          {t('loyalty.balance.expires', { date: date(customer.pointsExpiresAt) })}
        </p>
      )}
      {nextReward && (
        <div className="lk-rewards-drawer__goals">
          <ProgressBar
            value={balance}
            max={nextReward.cost}
            label={t('loyalty.balance.next', { title: nextReward.title })}
            valueText={t('loyalty.redeem.toGo', { count: nextReward.cost - balance })}
          />
        </div>
      )}
    </div>
  );
}
