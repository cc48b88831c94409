import { useId, useState } from 'react';
import { useCreateReview, useReviewEligibility } from '../../hooks/reviews.js';
import { useCustomer } from '../../hooks/rewards.js';
import { useSession } from '../../hooks/session.js';
import { useI18n } from '../../i18n/index.js';
import { cx } from '../shared/cx.js';
import { ErrorState } from '../shared/ErrorState.js';
import { ActionPoints } from '../loyalty/ActionPoints.js';
import { LoyaltyI18n } from '../loyalty/LoyaltyI18n.js';
import { PointsEarned } from '../loyalty/PointsEarned.js';
import { useEarnPoints } from '../loyalty/useEarnPoints.js';
import { ReviewFormView } from './ReviewFormView.js';
import { Skeleton } from '../shared/Skeleton.js';

export interface ReviewFormProps {
  /** The product to review. */
  productId: number;
  /** Leaves out its own "Write a review" heading (inside a panel or dialog that has one). */
  embedded?: boolean;
  /** Where a guest signs in to earn the points a review pays. */
  signInUrl?: string | undefined;
  /** Extra class names, merged last. */
  className?: string;
}

/**
 * Writes a product review. A customer's eligibility is checked first (E21) and a refusal shows
 * its reason; a guest gives a name and an e-mail. Where the earning rules pay for reviews it says
 * what this one earns (a photo's bonus, the tier's multiplier; a guest is invited to sign in),
 * and once sent what it earned. The answer says whether the review is published or awaits
 * moderation.
 */
export function ReviewForm(props: ReviewFormProps) {
  return (
    <LoyaltyI18n>
      <ReviewFormSection {...props} />
    </LoyaltyI18n>
  );
}

function ReviewFormSection({ productId, embedded, signInUrl, className }: ReviewFormProps) {
  const { t } = useI18n();
  const titleId = useId();
  if (embedded) {
    return (
      <div className={cx('lk-widget', 'lk-review-form-widget', className)}>
        <ReviewFormGate productId={productId} signInUrl={signInUrl} />
      </div>
    );
  }
  return (
    <section
      className={cx('lk-widget', 'lk-review-form-widget', className)}
      aria-labelledby={titleId}
    >
      <h2 className="lk-review-summary__title" id={titleId}>
        {t('reviews.form.title')}
      </h2>
      <ReviewFormGate productId={productId} signInUrl={signInUrl} />
    </section>
  );
}

function ReviewFormGate({
  productId,
  signInUrl,
}: Pick<ReviewFormProps, 'productId' | 'signInUrl'>) {
  const { t } = useI18n();
  const session = useSession();
  const eligibility = useReviewEligibility(productId);
  const create = useCreateReview();
  const customer = useCustomer();
  const earn = useEarnPoints();
  // The balance as the review leaves: what it earned is the refreshed balance less this.
  const [before, setBefore] = useState<number | null>(null);
  const submit = (input: Parameters<typeof create.mutateAsync>[0]) => {
    setBefore(session.status === 'customer' ? (customer.data?.pointsBalance ?? null) : null);
    return create.mutateAsync(input);
  };
  const willEarn = (photos: number) => {
    if (earn.status !== 'ready' || earn.guest) return null;
    const review = earn.pointsFor('review');
    const photo = photos > 0 ? (earn.pointsFor('photo') ?? 0) : 0;
    return review === null ? null : review + photo;
  };

  if (session.status === 'loading' || (session.status === 'customer' && eligibility.isPending)) {
    return (
      <div className="lk-review-form__checking" aria-busy="true">
        <p>{t('reviews.form.checking')}</p>
        <Skeleton height="14em" />
      </div>
    );
  }
  if (session.status === 'error') return <ErrorState error={session.error} />;
  if (session.status === 'customer') {
    if (eligibility.isError) {
      return <ErrorState error={eligibility.error} onRetry={() => void eligibility.refetch()} />;
    }
    if (eligibility.data && !eligibility.data.canCreateReview) {
      return (
        <div className="lk-review-form__refused" role="status">
          <p>{t('reviews.form.notAllowed')}</p>
          {eligibility.data.message && <p>{eligibility.data.message}</p>}
        </div>
      );
    }
  }
  return (
    <ReviewFormView
      productId={productId}
      guest={session.status === 'guest'}
      submit={submit}
      points={<ActionPoints action="review" bonus="photo" signInUrl={signInUrl} />}
      sentNote={({ published, photos }) => (
        <PointsEarned before={before} later={published ? null : willEarn(photos)} />
      )}
    />
  );
}
