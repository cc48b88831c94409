import type { CustomerProfile } from '../../api/index.js';
import { useI18n } from '../../i18n/index.js';

export interface BalanceCardProps {
  /** The signed-in customer (E4). */
  customer: CustomerProfile;
}

/** The points balance, the tier and when the points expire. */
export function BalanceCard({ customer }: BalanceCardProps) {
  const { t, date } = useI18n();
  return (
    <div className="lk-rewards-drawer__balance">
      <p className="lk-rewards-drawer__balance-label">{t('loyalty.balance.label')}</p>
      <p className="lk-rewards-drawer__balance-value" aria-live="polite">
        {t('common.points', { count: customer.pointsBalance })}
      </p>
      <p className="lk-rewards-drawer__balance-label">
        {t('loyalty.badge.tier', { tier: customer.currentTier.title })}
      </p>
      {customer.pointsExpiresAt && (
        <p className="lk-rewards-drawer__balance-expiry">
          {t('loyalty.balance.expires', { date: date(customer.pointsExpiresAt) })}
        </p>
      )}
    </div>
  );
}
