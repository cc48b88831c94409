import { useId } from 'react';
import { useSharedWishlist } from '../../hooks/wishlistShare.js';
import { useI18n } from '../../i18n/index.js';
import { LoyaltyI18n } from '../loyalty/LoyaltyI18n.js';
import { cx } from '../shared/cx.js';
import { EmptyState } from '../shared/EmptyState.js';
import { ErrorState } from '../shared/ErrorState.js';
import { ItemListSkeleton } from '../shared/ItemListSkeleton.js';
import { LiveMessage, useAnnouncer } from '../shared/useAnnouncer.js';
import { type AddToCart, WishlistShareItem } from './WishlistShareItem.js';

export interface WishlistShareViewProps {
  /** The share token from the list's link (e.g. the `token` query parameter). */
  shareToken: string;
  /** Adds an item to the visitor's cart; each item offers it when given. */
  onAddToCart?: AddToCart;
  /** Extra class names, merged last. */
  className?: string;
}

/**
 * The page a friend reaches through a wishlist's share link: the list's title and items,
 * read-only, each one to save to their own wishlist (the heart) or add to their cart. Nothing of
 * the list's owner is sent to the browser.
 */
export function WishlistShareView(props: WishlistShareViewProps) {
  return (
    <LoyaltyI18n>
      <WishlistShareViewInner {...props} />
    </LoyaltyI18n>
  );
}

function WishlistShareViewInner({ shareToken, onAddToCart, className }: WishlistShareViewProps) {
  const { t } = useI18n();
  const shared = useSharedWishlist(shareToken);
  const [message, announce] = useAnnouncer();
  const titleId = useId();
  return (
    <section
      className={cx('lk-widget', 'lk-wishlist-share', className)}
      aria-labelledby={shared.isSuccess ? titleId : undefined}
      aria-busy={shared.isPending || undefined}
      data-state={shared.status}
    >
      {shared.isPending ? (
        <ItemListSkeleton />
      ) : shared.isError ? (
        <ErrorState error={shared.error} onRetry={() => void shared.refetch()} />
      ) : (
        <>
          <h2 className="lk-wishlist-manager__title" id={titleId}>
            {t('wishlist.shared.heading', { title: shared.data.wishlist.wishlistTitle })}
          </h2>
          {shared.data.items.length === 0 ? (
            <EmptyState icon="heart-outline" title={t('wishlist.shared.empty')} />
          ) : (
            <>
              <p className="lk-wishlist-manager__notice">{t('wishlist.shared.intro')}</p>
              <ul className="lk-card-grid">
                {shared.data.items.map((item) => (
                  <WishlistShareItem
                    key={`${item.productId}:${item.variantId}`}
                    item={item}
                    onAddToCart={onAddToCart}
                    announce={announce}
                  />
                ))}
              </ul>
            </>
          )}
        </>
      )}
      <LiveMessage message={message} />
    </section>
  );
}
