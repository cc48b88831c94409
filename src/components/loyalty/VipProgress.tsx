import { useVipStatus, useVipTiers } from '../../hooks/rewards.js';
import { useSession } from '../../hooks/session.js';
import { useI18n } from '../../i18n/index.js';
import { cx } from '../shared/cx.js';
import { ErrorState } from '../shared/ErrorState.js';
import { GuestPrompt } from './GuestPrompt.js';
import { LoyaltyI18n } from './LoyaltyI18n.js';
import { Skeleton } from '../shared/Skeleton.js';
import { VipProgressMeter } from './VipProgressMeter.js';

export interface VipProgressProps {
  /** Where a guest creates an account. */
  joinUrl?: string | undefined;
  /** Where a guest signs in. */
  signInUrl?: string | undefined;
  /** Extra class names, merged last. */
  className?: string | undefined;
}

/** The signed-in customer's progress to the next VIP tier, with its perks. */
export function VipProgress(props: VipProgressProps) {
  return (
    <LoyaltyI18n>
      <VipProgressContainer {...props} />
    </LoyaltyI18n>
  );
}

function VipProgressContainer({ joinUrl, signInUrl, className }: VipProgressProps) {
  const { t } = useI18n();
  const session = useSession();
  const status = useVipStatus();
  const tiers = useVipTiers();
  const root = cx('lk-widget', 'lk-vip-progress-widget', className);
  if (session.status === 'guest') {
    return (
      <div className={root} data-state="guest">
        <GuestPrompt joinUrl={joinUrl} signInUrl={signInUrl} />
      </div>
    );
  }
  const failed = session.status === 'error' ? session : status.status === 'error' ? status : null;
  if (failed) {
    return (
      <div className={root} data-state="error">
        <ErrorState error={failed.error} onRetry={() => void status.refetch()} />
      </div>
    );
  }
  if (status.status !== 'success') {
    return (
      <div className={root} data-state="loading" aria-busy="true">
        <div className="lk-vip-progress__skeleton">
          <Skeleton width="10em" height="1.45em" />
          <Skeleton height="10px" />
          <Skeleton width="14em" height="1.3em" />
          <span className="lk-visually-hidden">{t('common.loading')}</span>
        </div>
      </div>
    );
  }
  if (tiers.status === 'success' && tiers.data.tiers.length === 0) {
    return (
      <div className={root} data-state="empty">
        <p className="lk-empty">{t('loyalty.vip.empty')}</p>
      </div>
    );
  }
  return (
    <div className={root} data-state="ready">
      <VipProgressMeter status={status.data} tiers={tiers.data?.tiers} />
    </div>
  );
}
