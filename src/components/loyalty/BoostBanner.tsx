import type { BoostCampaign } from '../../api/index.js';
import { useI18n } from '../../i18n/index.js';

export interface BoostBannerProps {
  /** The active boost campaign (E14); nothing renders when null. */
  boost: BoostCampaign | null | undefined;
}

/** Announces a points boost ("2× points until June 7") while one is running. */
export function BoostBanner({ boost }: BoostBannerProps) {
  const { t, date } = useI18n();
  if (!boost) return null;
  return (
    <p className="lk-rewards-drawer__boost" data-multiplier={boost.pointsMultiplier}>
      {t('loyalty.boost.banner', { multiplier: boost.pointsMultiplier, date: date(boost.endsAt) })}
    </p>
  );
}
