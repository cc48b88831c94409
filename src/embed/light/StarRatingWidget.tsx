import { StarRatingBadgeView } from '../../components/reviews/StarRatingBadge.js';
import { useLoyaltyContext } from '../../hooks/context.js';
import { productRatingOptions } from '../../hooks/reviews.js';
import { usePage } from '../mount.js';
import { useCacheQuery } from '../useCacheQuery.js';

/** The grid's star badge on the page cache: every badge of a tick shares one ratings call. */
export function StarRatingWidget({
  productId,
  hideWhenEmpty,
}: {
  productId: number;
  hideWhenEmpty?: boolean;
}) {
  const rating = useCacheQuery(
    usePage().cache,
    productRatingOptions(useLoyaltyContext('StarRatingWidget'), productId),
  );
  // A failed badge shows nothing rather than an error box in a product grid.
  if (rating.status === 'error') return null;
  return <StarRatingBadgeView rating={rating.data} hideWhenEmpty={hideWhenEmpty} />;
}
