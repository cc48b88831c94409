import { useCustomer } from '../../hooks/rewards.js';
import { useI18n } from '../../i18n/index.js';

export interface PointsEarnedProps {
  /** The balance before the action (E4), or null for a guest. */
  before: number | null;
  /** What the action will earn once the store publishes it (moderation), if anything. */
  later?: number | null | undefined;
}

/**
 * "You earned 150 points." once the API credited the action: the refreshed balance (E4) less the
 * one before, so it says what the service paid, not what the widget expected. Until then, and for
 * an action awaiting moderation, what it will earn once published; nothing for a guest.
 */
export function PointsEarned({ before, later }: PointsEarnedProps) {
  const { t } = useI18n();
  const customer = useCustomer();
  if (before === null) return null;
  const now = customer.data?.pointsBalance;
  const earned = now === undefined ? 0 : Math.round((now - before) * 100) / 100;
  if (earned > 0)
    return <p className="lk-action-points">{t('engage.earned', { count: earned })}</p>;
  if (later) return <p className="lk-action-points">{t('engage.earnLater', { count: later })}</p>;
  return null;
}
