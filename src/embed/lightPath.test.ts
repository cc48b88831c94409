// The light widgets render the library's components on the embed's light query layer
// (src/embed/query.ts), whose `useQuery` answers `status`, `data`, `error` and `refetch` only
// (every byte there is the star badge's) while its type claims react-query's whole result. So
// the code those widgets run must read nothing else of a query: a `.isPending` there would be
// undefined in the embed and true in the library, and no type check would say so.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** What the star badge, heart, wishlist count and points badge run under the light root. */
const LIGHT_PATH = [
  'embed/widgets/star-rating.tsx',
  'embed/widgets/wishlist.tsx',
  'embed/widgets/points-badge.tsx',
  'embed/light/WishlistButtonWidget.tsx',
  'embed/light/PointsBadgeWidget.tsx',
  'components/reviews/StarRatingBadge.tsx',
  'components/wishlist/WishlistCount.tsx',
  'components/wishlist/WishlistCountView.tsx',
  'components/loyalty/usePointsBadgeState.ts',
  'hooks/reviewQueries.ts',
  'hooks/productRating.ts',
  'hooks/wishlistQueries.ts',
  'hooks/rewardQueries.ts',
  'hooks/session.ts',
];

/** react-query result fields the light layer does not answer. */
const NOT_ANSWERED =
  /\.(isPending|isError|isSuccess|isLoading|isFetching|isRefetching|isStale|isPlaceholderData|dataUpdatedAt|errorUpdatedAt|fetchStatus|failureCount|failureReason)\b/g;

/** The source without comments (a comment may name a field to say why it is not read). */
const code = (file: string) =>
  readFileSync(join(process.cwd(), 'src', file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1');

describe('the light widgets’ code', () => {
  it.each(LIGHT_PATH)('%s reads only what the light query layer answers', (file) => {
    expect(code(file).match(NOT_ANSWERED) ?? []).toEqual([]);
  });

  it('would be caught reading another field', () => {
    expect('const x = rating.isPending;'.match(NOT_ANSWERED)).toEqual(['.isPending']);
  });
});
