import { useRef } from 'react';
import { useBoostCampaign } from '../../hooks/rewards.js';
import { cx } from '../shared/cx.js';
import { useShownEvent } from '../shared/useShownEvent.js';
import { BoostBanner } from './BoostBanner.js';
import { LoyaltyI18n } from './LoyaltyI18n.js';

export interface BoostCampaignBannerProps {
  /** Extra class names, merged last. */
  className?: string | undefined;
}

/** The running points boost as a banner of its own ("2× points until June 7"); nothing otherwise. */
export function BoostCampaignBanner({ className }: BoostCampaignBannerProps) {
  return (
    <LoyaltyI18n>
      <BoostCampaignBannerContent className={className} />
    </LoyaltyI18n>
  );
}

function BoostCampaignBannerContent({ className }: BoostCampaignBannerProps) {
  const boost = useBoostCampaign();
  const root = useRef<HTMLDivElement>(null);
  const shown = boost.data ? { nudge: 'boost' as const, productId: null, points: null } : null;
  useShownEvent(root, 'lk:nudge-shown', shown, 'boost');
  if (!boost.data) return null;
  return (
    <div ref={root} className={cx('lk-widget', 'lk-boost-banner', className)}>
      <BoostBanner boost={boost.data} />
    </div>
  );
}
