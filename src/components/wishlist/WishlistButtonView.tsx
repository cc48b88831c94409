import { useRef, useState } from 'react';
import { useI18n } from '../../i18n/index.js';
import { cx } from '../shared/cx.js';
import { errorMessageKey } from '../shared/ErrorState.js';
import { LiveMessage, useAnnouncer } from '../shared/useAnnouncer.js';
import { useOnlineStatus } from '../shared/useOnlineStatus.js';
import { useTrack } from '../shared/track.js';
import { WishlistHeart } from './WishlistHeart.js';

// The heart without its data: a module of its own, so the embed's light heart (on the page cache)
// does not bring the query hooks of WishlistButton.tsx with it.

export interface WishlistButtonProps {
  /** The product to save. */
  productId: number;
  /** The product's title, for the button's name ("Save Wool beanie to wishlist"). */
  productTitle: string;
  /** The variant to save; the heart then shows whether that variant is saved. */
  variantId?: number;
  /** The list to add to; the shopper's default (or last) list when absent. */
  wishlistId?: number;
  /** Visible text beside the heart; icon only when absent. */
  label?: string;
  /** Extra class names, merged last. */
  className?: string;
}

export interface WishlistButtonViewProps extends WishlistButtonProps {
  /** Whether the product (or the variant) is saved. */
  saved: boolean;
  /** The saved state is not known yet. */
  loading: boolean;
  /** A change is on its way. */
  pending: boolean;
  /** Saves (`true`) or removes (`false`); settles when the store answered. */
  onToggle: (add: boolean) => Promise<unknown>;
}

/**
 * The heart with its announcements and error line, whatever holds the data (the hooks here, the
 * embed's light cache on a theme page).
 */
export function WishlistButtonView({
  productId,
  variantId,
  wishlistId,
  productTitle,
  label,
  className,
  saved,
  loading,
  pending,
  onToggle,
}: WishlistButtonViewProps) {
  const { t } = useI18n();
  const online = useOnlineStatus();
  const [message, announce] = useAnnouncer();
  const [error, setError] = useState<string | null>(null);
  const root = useRef<HTMLSpanElement>(null);
  const track = useTrack();

  const press = () => {
    const add = !saved;
    setError(null);
    onToggle(add).then(
      () => {
        track(root.current, add ? 'lk:wishlist-added' : 'lk:wishlist-removed', {
          productId,
          variantId: variantId ?? null,
          wishlistId: wishlistId ?? null,
        });
        announce(
          t(add ? 'wishlist.button.added' : 'wishlist.button.removed', {
            product: productTitle,
          }),
        );
      },
      (cause: unknown) => {
        const reason = online ? t(errorMessageKey(cause)) : t('common.offline');
        announce('');
        setError(t('wishlist.button.failed', { reason }));
      },
    );
  };

  return (
    <span ref={root} className={cx('lk-widget', 'lk-wishlist-button-wrap', className)}>
      <WishlistHeart
        pressed={saved}
        label={t('wishlist.button.label', { product: productTitle })}
        loading={loading}
        pending={pending}
        onPress={press}
      >
        {label}
      </WishlistHeart>
      <LiveMessage message={message} />
      {error && (
        <span className="lk-wishlist-button__error" role="alert">
          {error}
        </span>
      )}
    </span>
  );
}
