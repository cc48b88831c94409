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
  'embed/light/PointsBadgeWidget.tsx',
  'components/reviews/StarRatingBadge.tsx',
  'components/wishlist/WishlistButton.tsx',
  'components/wishlist/WishlistCount.tsx',
  'components/wishlist/WishlistCountView.tsx',
  'components/loyalty/usePointsBadgeState.ts',
  'hooks/reviewQueries.ts',
  'hooks/productRating.ts',
  'hooks/wishlistQueries.ts',
  'hooks/wishlistToggle.ts',
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
    // A mutation's `isPending` is answered (below): the toggle's reads are checked there.
    const reads = code(file).replace(/\btoggle\.\w+/g, '');
    expect(reads.match(NOT_ANSWERED) ?? []).toEqual([]);
  });

  it('would be caught reading another field', () => {
    expect('const x = rating.isPending;'.match(NOT_ANSWERED)).toEqual(['.isPending']);
  });
});

// The heart's toggle runs on the embed's light mutation (src/embed/queryClient.ts), in the heart
// and in the wishlist manager alike: `mutateAsync` and `isPending` only.
const TOGGLE_USERS = [
  'components/wishlist/WishlistButton.tsx',
  'components/wishlist/WishlistManager.tsx',
];

/** What a file reads of its `toggle` (the result of `useToggleWishlist()`). */
const toggleReads = (source: string) =>
  [...source.matchAll(/\btoggle\.(\w+)/g)].map(([, field]) => field);

describe('the code that runs the heart’s toggle', () => {
  it.each(TOGGLE_USERS)('%s calls it as the light mutation answers', (file) => {
    const source = code(file);
    expect(source).toMatch(/const toggle = useToggleWishlist\(\)/);
    expect(toggleReads(source).filter((f) => f !== 'mutateAsync' && f !== 'isPending')).toEqual([]);
  });

  it('would be caught calling `mutate`', () => {
    expect(toggleReads('toggle.mutate(vars, { onSuccess });')).toEqual(['mutate']);
  });
});
