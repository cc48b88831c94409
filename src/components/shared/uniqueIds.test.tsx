import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  renderEngagement,
  setupEngagementServer,
  SIGNED_CUSTOMER,
} from '../../../test/helpers/renderEngagement.js';
import { ShoppableGallery } from '../gallery/ShoppableGallery.js';
import { PointsBadge } from '../loyalty/PointsBadge.js';
import { VipProgress } from '../loyalty/VipProgress.js';
import { AddToRegistryButton } from '../registry/AddToRegistryButton.js';
import { RegistryManager } from '../registry/RegistryManager.js';
import { QuestionsAndAnswers } from '../reviews/QuestionsAndAnswers.js';
import { ReviewForm } from '../reviews/ReviewForm.js';
import { Reviews } from '../reviews/Reviews.js';
import { ReviewSummary } from '../reviews/ReviewSummary.js';
import { StarRatingBadge } from '../reviews/StarRatingBadge.js';
import { WishlistButton } from '../wishlist/WishlistButton.js';
import { WishlistManager } from '../wishlist/WishlistManager.js';

configure({ asyncUtilTimeout: 4000 });
setupEngagementServer();

/** Every widget a page may hold, once: rendered twice below, as a page with two of each. */
function EveryWidget() {
  return (
    <>
      <StarRatingBadge productId={1} />
      <PointsBadge />
      <VipProgress />
      <WishlistButton productId={1} productTitle="Linen shirt" />
      <AddToRegistryButton productId={1} productTitle="Linen shirt" />
      <ReviewSummary productId={1} />
      <Reviews productId={1} />
      <ReviewForm productId={1} />
      <QuestionsAndAnswers productId={1} />
      <ShoppableGallery productId={1} />
      <WishlistManager />
      <RegistryManager shareUrl={(token) => `/registry?token=${token}`} />
    </>
  );
}

/** Ids named more than once in the document. */
function duplicateIds(): string[] {
  const seen = new Map<string, number>();
  for (const el of document.querySelectorAll('[id]')) seen.set(el.id, (seen.get(el.id) ?? 0) + 1);
  return [...seen].filter(([, n]) => n > 1).map(([id]) => id);
}

/**
 * References (labelledby, describedby, controls, label for) that do not name exactly one element.
 * A closed `<dialog>` is skipped: it is out of the accessibility tree and renders its title only
 * when open.
 */
function brokenReferences(): string[] {
  const broken: string[] = [];
  const attrs = ['aria-labelledby', 'aria-describedby', 'aria-controls', 'for'];
  for (const attr of attrs) {
    for (const el of document.querySelectorAll(`[${attr}]`)) {
      if (el.closest('dialog:not([open])')) continue;
      for (const id of el.getAttribute(attr)!.split(/\s+/).filter(Boolean)) {
        if (document.querySelectorAll(`[id="${CSS.escape(id)}"]`).length !== 1) {
          broken.push(`${attr}="${id}"`);
        }
      }
    }
  }
  return broken;
}

describe('two of each widget on one page', { timeout: 30_000 }, () => {
  it('gives every element its own id, and every label points at its own widget', async () => {
    renderEngagement(
      <>
        <EveryWidget />
        <EveryWidget />
      </>,
      { identity: SIGNED_CUSTOMER },
    );
    // Wait for the content whose ids came from data (reviews, questions) in both copies.
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { name: 'Runs small' })).toHaveLength(2),
    );
    expect(
      await screen.findAllByRole('heading', { name: 'Can it go in the washing machine?' }),
    ).toHaveLength(2);
    expect(screen.getAllByRole('region', { name: 'Customer reviews' })).toHaveLength(4);
    expect(screen.getAllByRole('region', { name: 'Write a review' })).toHaveLength(2);
    expect(await screen.findAllByRole('article', { name: 'Runs small' })).toHaveLength(2);
    expect(duplicateIds()).toEqual([]);
    expect(brokenReferences()).toEqual([]);
  });
});
