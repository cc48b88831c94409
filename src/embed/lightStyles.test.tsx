import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { PointsBadgeView } from '../components/loyalty/PointsBadgeView.js';
import { StarRatingBadgeView } from '../components/reviews/StarRatingBadge.js';
import { WishlistButtonView } from '../components/wishlist/WishlistButton.js';
import { WishlistCountView } from '../components/wishlist/WishlistCount.js';
import { LIGHT_STYLES, inFamilies, type LightChunk } from './lightStyles.js';

/** Every class the states render, that the light chunk's cut style sheet would not style. */
function unstyledClasses(chunk: LightChunk, states: ReactElement[]): string[] {
  const classes = new Set<string>();
  for (const state of states) {
    const { container, unmount } = render(state);
    for (const el of container.querySelectorAll('[class]')) {
      for (const c of el.classList) classes.add(c);
    }
    unmount();
  }
  expect(classes.size).toBeGreaterThan(0);
  return [...classes].filter((c) => !inFamilies(c, LIGHT_STYLES[chunk].classes));
}

const noop = () => undefined;
const toggle = () => Promise.resolve();

describe('the light widgets’ cut style sheets', () => {
  it('cover every class the star badge renders', () => {
    const rating = (totalCount: number) => ({ productId: 1, avgRate: 4.3, totalCount });
    expect(
      unstyledClasses('star-rating', [
        <StarRatingBadgeView key="l" rating={undefined} />,
        <StarRatingBadgeView key="e" rating={rating(0)} />,
        <StarRatingBadgeView key="r" rating={rating(12)} />,
      ]),
    ).toEqual([]);
  });

  it('cover every class the points badge renders', () => {
    expect(
      unstyledClasses('points-badge', [
        <PointsBadgeView key="l" state={{ status: 'loading' }} onOpen={noop} />,
        <PointsBadgeView key="g" state={{ status: 'guest' }} onOpen={noop} />,
        <PointsBadgeView
          key="c"
          state={{ status: 'customer', balance: 5, tier: 'Gold' }}
          onOpen={noop}
        />,
        <PointsBadgeView key="x" state={{ status: 'error', onRetry: noop }} onOpen={noop} />,
      ]),
    ).toEqual([]);
  });

  it('cover every class the heart and the wishlist count render', () => {
    const heart = { productId: 1, productTitle: 'Beanie', onToggle: toggle, pending: false };
    expect(
      unstyledClasses('wishlist', [
        <WishlistButtonView key="l" {...heart} saved={false} loading />,
        <WishlistButtonView key="s" {...heart} saved loading={false} label="Saved" />,
        <WishlistCountView key="p" href="/a" lists={{ status: 'pending', data: undefined }} />,
        <WishlistCountView key="c" lists={{ status: 'success', data: [] }} />,
      ]),
    ).toEqual([]);
  });
});
