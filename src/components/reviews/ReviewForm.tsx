import { useId } from 'react';
import { useCreateReview, useReviewEligibility } from '../../hooks/reviews.js';
import { useSession } from '../../hooks/session.js';
import { useI18n } from '../../i18n/index.js';
import { cx } from '../shared/cx.js';
import { ErrorState } from '../shared/ErrorState.js';
import { LoyaltyI18n } from '../loyalty/LoyaltyI18n.js';
import { ReviewFormView } from './ReviewFormView.js';
import { Skeleton } from '../shared/Skeleton.js';

export interface ReviewFormProps {
  /** The product to review. */
  productId: number;
  /** Leaves out its own "Write a review" heading (inside a panel or dialog that has one). */
  embedded?: boolean;
  /** Extra class names, merged last. */
  className?: string;
}

/**
 * Writes a product review. A customer's eligibility is checked first (E21) and a refusal shows
 * its reason; a guest gives a name and an e-mail. The answer says whether the review is
 * published or awaits moderation.
 */
export function ReviewForm(props: ReviewFormProps) {
  return (
    <LoyaltyI18n>
      <ReviewFormSection {...props} />
    </LoyaltyI18n>
  );
}

function ReviewFormSection({ productId, embedded, className }: ReviewFormProps) {
  const { t } = useI18n();
  const titleId = useId();
  if (embedded) {
    return (
      <div className={cx('lk-widget', 'lk-review-form-widget', className)}>
        <ReviewFormGate productId={productId} />
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
      <ReviewFormGate productId={productId} />
    </section>
  );
}

function ReviewFormGate({ productId }: { productId: number }) {
  const { t } = useI18n();
  const session = useSession();
  const eligibility = useReviewEligibility(productId);
  const create = useCreateReview();
  const submit = (input: Parameters<typeof create.mutateAsync>[0]) => create.mutateAsync(input);

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
    <ReviewFormView productId={productId} guest={session.status === 'guest'} submit={submit} />
  );
}
