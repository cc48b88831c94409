import { useId, type ReactNode } from 'react';
import type { PublicReview } from '../../api/index.js';
import { useI18n } from '../../i18n/index.js';
import { RelativeTime } from '../shared/RelativeTime.js';
import { HelpfulVote, type HelpfulVoteProps } from './HelpfulVote.js';
import { ReviewPhotos } from './ReviewPhotos.js';
import { StarRating } from './StarRating.js';
import { Icon } from '../shared/icons.js';

export interface ReviewCardProps {
  review: PublicReview;
  /** The helpful-vote control's state; left out, no vote control is shown. */
  vote?: Omit<HelpfulVoteProps, 'votes'> | undefined;
  /** "Now" for relative dates (tests and stories pin it). */
  now?: number | undefined;
  /** What the review is about (a link to its product, or "Review of the store"), when shown. */
  about?: ReactNode;
}

/** One review: stars, title, author and date, badges, text, photos, the store's reply, votes. */
export function ReviewCard({ review, vote, now, about }: ReviewCardProps) {
  const { t } = useI18n();
  const author = review.customerDisplayName?.trim() || t('reviews.anonymous');
  const titleId = useId();
  return (
    <article
      className="lk-review"
      aria-labelledby={review.title ? titleId : undefined}
      aria-label={review.title ? undefined : author}
    >
      <header className="lk-review__header">
        <StarRating value={review.rate} size="sm" />
        {review.title && (
          <h3 className="lk-review__title" id={titleId} dir="auto">
            {review.title}
          </h3>
        )}
        <p className="lk-review__meta">
          <span className="lk-review__author" dir="auto">
            {author}
          </span>
          <span aria-hidden="true"> · </span>
          <RelativeTime at={review.createdAt} now={now} />
        </p>
        {about && <p className="lk-review__about">{about}</p>}
        {/* Pinned reviews come first, as any other: "Pinned" is the store's word, not the shopper's. */}
        {review.isVerifiedBuyer && (
          <p className="lk-review__badges">
            <span className="lk-review__badge" data-kind="verified">
              <Icon name="check" /> {t('reviews.verified')}
            </span>
          </p>
        )}
      </header>
      <p className="lk-review__body" dir="auto">
        {review.body}
      </p>
      <ReviewPhotos images={review.images} author={author} />
      {review.reply && review.reply.status === 'public' && (
        <div className="lk-review__reply" role="note" aria-label={t('reviews.reply.title')}>
          <p className="lk-review__reply-title">{t('reviews.reply.title')}</p>
          <p className="lk-review__reply-body" dir="auto">
            {review.reply.body}
          </p>
        </div>
      )}
      {vote && <HelpfulVote votes={review.votes} {...vote} />}
    </article>
  );
}
