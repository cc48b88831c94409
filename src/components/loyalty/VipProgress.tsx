import { useRef } from 'react';
import { useVipStatus, useVipTiers } from '../../hooks/rewards.js';
import { useSession } from '../../hooks/session.js';
import { useI18n } from '../../i18n/index.js';
import { cx } from '../shared/cx.js';
import { useShownEvent } from '../shared/useShownEvent.js';
import { ErrorState } from '../shared/ErrorState.js';
import { GuestPrompt } from './GuestPrompt.js';
import { LoyaltyI18n } from './LoyaltyI18n.js';
import { Skeleton } from '../shared/Skeleton.js';
import { VipProgressMeter } from './VipProgressMeter.js';
import { vipProgressModel } from './vipProgressModel.js';
import type { VipStatus } from '../../api/index.js';

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
  const meter = useRef<HTMLDivElement>(null);
  const data = session.status === 'customer' ? status.data : undefined;
  useShownEvent(
    meter,
    'lk:tier-progress-viewed',
    data
      ? {
          tierId: data.currentTier.id,
          nextTierId: data.nextTier?.id ?? null,
          percent: percentOf(data),
        }
      : null,
    String(data?.currentTier.id),
  );
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
    <div ref={meter} className={root} data-state="ready">
      <VipProgressMeter status={status.data} tiers={tiers.data?.tiers} />
    </div>
  );
}

/** How far the customer is from the current tier to the next, 0 to 100 (100 at the top). */
function percentOf(status: VipStatus): number {
  const model = vipProgressModel(status);
  if (model.kind === 'top' || model.max === model.min) return 100;
  return Math.round(((model.value - model.min) / (model.max - model.min)) * 100);
}
