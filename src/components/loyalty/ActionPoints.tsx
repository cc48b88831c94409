import type { MessageKey } from '../../i18n/index.js';
import { useI18n } from '../../i18n/index.js';
import { cx } from '../shared/cx.js';
import { Icon } from '../shared/icons.js';
import type { EarnAction } from './actionPoints.js';
import { LoyaltyI18n } from './LoyaltyI18n.js';
import { useEarnPoints } from './useEarnPoints.js';

/** The words of each action: what a customer earns, and a guest's invitation where guests act. */
const WORDS: { readonly [A in EarnAction]?: { earn: MessageKey; signIn?: MessageKey } } = {
  review: { earn: 'engage.earn.review', signIn: 'engage.signIn.review' },
  question: { earn: 'engage.earn.question', signIn: 'engage.signIn.question' },
  answer: { earn: 'engage.earn.answer' },
  birthday: { earn: 'engage.earn.birthday' },
  referral: { earn: 'engage.earn.referral' },
};

export interface ActionPointsProps {
  /** The action the widget offers (write a review, ask a question, give a birthday, …). */
  action: Exclude<EarnAction, 'photo'>;
  /** A bonus that comes with it (a review's photo), said after it where a rule pays one. */
  bonus?: 'photo' | undefined;
  /** Where a guest signs in to earn them (a link); without it a guest reads the same words. */
  signInUrl?: string | undefined;
  /** Extra class names, merged last. */
  className?: string | undefined;
}

/**
 * "Earn 100 points for your review · 50 more points with a photo" where the shopper acts: the
 * points the store's earning rules pay for the action, the tier's multiplier included; a guest is
 * invited to sign in where guests may act. Nothing at all where no rule rewards the action.
 */
export function ActionPoints(props: ActionPointsProps) {
  return (
    <LoyaltyI18n>
      <ActionPointsLine {...props} />
    </LoyaltyI18n>
  );
}

function ActionPointsLine({ action, bonus, signInUrl, className }: ActionPointsProps) {
  const { t } = useI18n();
  const earn = useEarnPoints();
  const words = WORDS[action];
  const points = earn.status === 'ready' ? earn.pointsFor(action) : null;
  if (earn.status !== 'ready' || points === null || !words) return null;
  if (earn.guest) {
    if (!words.signIn) return null;
    const text = t(words.signIn, { count: points });
    return (
      <p className={cx('lk-action-points', className)} data-guest="">
        <Icon name="coin" />{' '}
        {signInUrl ? (
          <a className="lk-action-points__link" href={signInUrl}>
            {text}
          </a>
        ) : (
          text
        )}
      </p>
    );
  }
  const extra = bonus ? earn.pointsFor(bonus) : null;
  return (
    <p className={cx('lk-action-points', className)}>
      <Icon name="coin" /> <strong>{t(words.earn, { count: points })}</strong>
      {extra !== null && (
        <span className="lk-action-points__bonus">{t('engage.earn.photo', { count: extra })}</span>
      )}
    </p>
  );
}
