import type { ActiveRewardEntry } from '../../api/index.js';
import { useI18n } from '../../i18n/index.js';
import { useMoney } from '../shared/useMoney.js';
import { ApplyDiscount, type ApplyDiscountHandler } from './ApplyDiscount.js';
import { CopyButton } from '../shared/CopyButton.js';
import { useTrack } from '../shared/track.js';
import { DrawerSection, type QueryLike } from './DrawerSection.js';

export interface ActiveRewardsSectionProps {
  /** The customer's active rewards (E15). */
  query: QueryLike<ActiveRewardEntry[]>;
  /** Applies a code to the cart. */
  onApplyDiscount?: ApplyDiscountHandler | undefined;
}

/** "Your rewards": unused codes with Copy and Apply, expiry and minimum order. */
export function ActiveRewardsSection({ query, onApplyDiscount }: ActiveRewardsSectionProps) {
  const { t, date } = useI18n();
  const money = useMoney();
  const track = useTrack();
  return (
    <DrawerSection title={t('loyalty.active.title')} query={query}>
      {(rewards) =>
        rewards.length === 0 ? (
          <p className="lk-empty">{t('loyalty.active.empty')}</p>
        ) : (
          <ul className="lk-rewards-drawer__list">
            {rewards.map(({ id, reward }) => (
              <li key={id} className="lk-rewards-drawer__item">
                <div className="lk-rewards-drawer__item-head">
                  <h4 className="lk-rewards-drawer__item-title" dir="auto">
                    {reward.title ?? reward.discountCode}
                  </h4>
                  {reward.endsAt && (
                    <span className="lk-rewards-drawer__muted">
                      {t('loyalty.reward.expires', { date: date(reward.endsAt) })}
                    </span>
                  )}
                </div>
                <p className="lk-rewards-drawer__code">{reward.discountCode}</p>
                {money.converted && reward.discountType === 'fixed_amount' && (
                  <p className="lk-rewards-drawer__muted">
                    {t('loyalty.reward.worth', { amount: money.store(reward.discountValue) })}
                  </p>
                )}
                {reward.minimumOrderAmount > 0 && (
                  <p className="lk-rewards-drawer__muted">
                    {t('loyalty.reward.minimum', {
                      amount: money.store(reward.minimumOrderAmount),
                    })}
                  </p>
                )}
                <div className="lk-rewards-drawer__actions">
                  <CopyButton
                    value={reward.discountCode}
                    label={t('loyalty.reward.copy', { code: reward.discountCode })}
                    onCopy={(button) => track(button, 'lk:code-copied', { rewardId: id })}
                  />
                  <ApplyDiscount
                    code={reward.discountCode}
                    onApplyDiscount={onApplyDiscount}
                    onApply={(control) => track(control, 'lk:code-applied', { rewardId: id })}
                  />
                </div>
              </li>
            ))}
          </ul>
        )
      }
    </DrawerSection>
  );
}
