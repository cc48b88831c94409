import { useState } from 'react';
import type { PublicReview } from '../../api/index.js';
import { useReviewVote } from '../../hooks/reviewVotes.js';
import { useSession } from '../../hooks/session.js';
import { useVotedReviews } from '../../store/index.js';
import type { ReviewCardProps } from './ReviewCard.js';
import { useTrack } from '../shared/track.js';

/** What `useHelpfulVotes` needs to know. */
export interface HelpfulVotesOptions {
  /** The product whose lists change at once; absent, every cached list (store-wide pages). */
  productId?: number | undefined;
  /** Where a guest signs in to vote. */
  signInUrl?: string | undefined;
}

/**
 * The helpful-vote control of each review: one vote per review and customer, shown at once
 * (optimistic through the hook) and remembered per customer (in localStorage only with consent).
 */
export function useHelpfulVotes({
  productId,
  signInUrl,
}: HelpfulVotesOptions): (review: PublicReview) => ReviewCardProps['vote'] {
  const session = useSession();
  const customerId = session.status === 'customer' ? session.customerId : null;
  const voted = useVotedReviews(customerId);
  // A plain optimistic write: this hook keeps the failed state itself.
  const vote = useReviewVote(productId);
  const [failed, setFailed] = useState<number | null>(null);
  const track = useTrack();
  return (review) => ({
    voted: voted.has(review.id),
    canVote: customerId !== null,
    waiting: session.status === 'loading',
    signInUrl,
    failed: failed === review.id,
    onToggle: (button) => {
      const next = !voted.has(review.id);
      setFailed(null);
      voted.set(review.id, next);
      vote({ reviewId: review.id, vote: next }).then(
        () => track(button, 'lk:review-voted', { reviewId: review.id, helpful: next }),
        () => {
          voted.set(review.id, !next);
          setFailed(review.id);
        },
      );
    },
  });
}
