import type { CustomerProfile } from '../../api/index.js';
import { useI18n } from '../../i18n/index.js';
import { BalanceCard } from './BalanceCard.js';

export interface ProgramStatusProps {
  /** The signed-in customer (E4). */
  customer: CustomerProfile;
}

/**
 * The customer's standing at the top of the rewards page: the balance, tier and expiry, or, for
 * an account the program excludes, why there is nothing to earn or redeem.
 */
export function ProgramStatus({ customer }: ProgramStatusProps) {
  const { t } = useI18n();
  if (!customer.isRewardProgramAvailable) {
    return (
      <div className="lk-rewards-page__excluded" role="note">
        <p className="lk-rewards-drawer__heading">{t('loyalty.page.excludedTitle')}</p>
        <p className="lk-rewards-drawer__text">{t('loyalty.page.excludedBody')}</p>
      </div>
    );
  }
  return <BalanceCard customer={customer} />;
}
