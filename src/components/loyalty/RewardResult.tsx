import { useEffect, useRef } from 'react';
import type { ActiveRewardEntry } from '../../api/index.js';
import { useI18n } from '../../i18n/index.js';
import { ApplyDiscount, type ApplyDiscountHandler } from './ApplyDiscount.js';
import { CopyButton } from '../shared/CopyButton.js';
import { useTrack } from '../shared/track.js';

export interface RewardResultProps {
  /** The reward just created by redeeming. */
  reward: ActiveRewardEntry;
  /** The balance after redeeming. */
  balance: number;
  /** Applies the code to the cart (default: the `/discount/CODE` link). */
  onApplyDiscount?: ApplyDiscountHandler | undefined;
  /** Back to the list of rewards. */
  onDone: () => void;
}

/** The created reward: its code with Copy and Apply, and the new balance. */
export function RewardResult({ reward, balance, onApplyDiscount, onDone }: RewardResultProps) {
  const { t, date } = useI18n();
  const heading = useRef<HTMLHeadingElement>(null);
  const track = useTrack();
  useEffect(() => heading.current?.focus(), []);
  const code = reward.reward.discountCode;
  return (
    <div className="lk-rewards-drawer__result" data-step="done">
      <h4 className="lk-rewards-drawer__subheading" ref={heading} tabIndex={-1}>
        {t('loyalty.reward.ready')}
      </h4>
      {reward.reward.title && (
        <p className="lk-rewards-drawer__text" dir="auto">
          {reward.reward.title}
        </p>
      )}
      <p className="lk-rewards-drawer__muted">{t('loyalty.reward.code')}</p>
      <p className="lk-rewards-drawer__code">{code}</p>
      <div className="lk-rewards-drawer__actions">
        <CopyButton
          value={code}
          label={t('loyalty.reward.copy', { code })}
          onCopy={(button) => track(button, 'lk:code-copied', { rewardId: reward.id })}
        />
        <ApplyDiscount
          code={code}
          onApplyDiscount={onApplyDiscount}
          onApply={(control) => track(control, 'lk:code-applied', { rewardId: reward.id })}
        />
      </div>
      {reward.reward.endsAt && (
        <p className="lk-rewards-drawer__muted">
          {t('loyalty.reward.expires', { date: date(reward.reward.endsAt) })}
        </p>
      )}
      <p className="lk-rewards-drawer__text">
        {t('loyalty.reward.newBalance', { count: balance })}
      </p>
      <button type="button" className="lk-button lk-button--secondary" onClick={onDone}>
        {t('loyalty.reward.done')}
      </button>
    </div>
  );
}
