import { useId } from 'react';
import { useI18n } from '../../i18n/index.js';
import { Icon } from '../shared/icons.js';

export interface HelpfulVoteProps {
  /** The review's vote count (already including an optimistic change). */
  votes: number;
  /** Whether this customer voted for the review. */
  voted: boolean;
  /** Whether the shopper is a signed-in customer (guests are asked to sign in). */
  canVote: boolean;
  /** Votes or removes the vote (given the button pressed). */
  onToggle: (button: HTMLButtonElement) => void;
  /** Where a guest signs in; without it the prompt is text only. */
  signInUrl?: string | undefined;
  /** Whether the last vote failed (and was rolled back). */
  failed?: boolean;
  /**
   * Whether who the shopper is is not known yet (the session is opening: public reviews arrive
   * first). A press then does nothing, rather than asking a customer to sign in.
   */
  waiting?: boolean;
}

/**
 * "Helpful" as a toggle button with its count for a customer. A guest, who cannot vote, is not
 * shown a toggle that does nothing: the count in words and an invitation to sign in.
 */
export function HelpfulVote({
  votes,
  voted,
  canVote,
  onToggle,
  signInUrl,
  failed,
  waiting,
}: HelpfulVoteProps) {
  const { t } = useI18n();
  const countId = useId();
  if (!canVote && !waiting) {
    return (
      <p className="lk-helpful lk-helpful__status">
        {votes > 0 && <span>{t('reviews.helpful.count', { count: votes })}</span>}
        {signInUrl && (
          <a className="lk-helpful__link" href={signInUrl}>
            {t('reviews.helpful.signIn')}
          </a>
        )}
      </p>
    );
  }
  return (
    <div className="lk-helpful">
      <button
        type="button"
        className="lk-helpful__button"
        aria-pressed={voted}
        aria-describedby={countId}
        data-pressed={voted || undefined}
        aria-disabled={waiting || undefined}
        onClick={(event) => {
          if (!waiting) onToggle(event.currentTarget);
        }}
      >
        <Icon name="thumbs-up" /> {t('reviews.helpful.label')}{' '}
        <span className="lk-helpful__votes">{t('common.count', { count: votes })}</span>
      </button>
      <span id={countId} className="lk-visually-hidden">
        {t('reviews.helpful.count', { count: votes })}
      </span>
      <span className="lk-helpful__status" role="status">
        {failed && t('reviews.helpful.failed')}
      </span>
    </div>
  );
}
