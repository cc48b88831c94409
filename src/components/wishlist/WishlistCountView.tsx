import type { WishlistWithItems } from '../../api/index.js';
import { useI18n } from '../../i18n/index.js';
import { cx } from '../shared/cx.js';
import { Skeleton } from '../shared/Skeleton.js';

// The count without its data: a module of its own, so the embed's light count (on the page cache)
// does not bring the query hooks of WishlistCount.tsx with it.

export interface WishlistCountProps {
  /** The wishlist page; the count is a link to it when given. */
  href?: string;
  /** Extra class names, merged last. */
  className?: string;
}

export interface WishlistCountViewProps extends WishlistCountProps {
  /** The shopper's wishlists as a query state (the hooks', or the embed's light cache). */
  lists: {
    status: 'pending' | 'error' | 'success';
    data: readonly WishlistWithItems[] | undefined;
  };
}

/** The count itself, whatever holds the data. */
export function WishlistCountView({ href, className, lists }: WishlistCountViewProps) {
  const { t, number } = useI18n();
  const saved = new Set(
    (lists.data ?? []).flatMap((w) => w.items.map((i) => `${i.product.id}:${i.product.variantId}`)),
  );
  const count = saved.size;
  // While loading or after a failure the count is unknown: the name says only "Wishlist".
  const known = lists.status === 'success';
  const name = known ? t('wishlist.count.label', { count }) : t('wishlist.manager.title');
  const content = (
    <>
      <span className="lk-visually-hidden">{name}</span>
      <svg
        className="lk-wishlist-button__icon"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.6 4.5 7.1 4.5c2 0 3.5 1.1 4.9 2.9 1.4-1.8 2.9-2.9 4.9-2.9 3.5 0 5.6 3.5 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
      </svg>
      {lists.status === 'pending' ? (
        <Skeleton className="lk-wishlist-count__badge" width="1.5em" height="1.5em" circle />
      ) : (
        <span className="lk-wishlist-count__badge" aria-hidden="true">
          {number(count)}
        </span>
      )}
    </>
  );
  const common = {
    className: cx('lk-widget', 'lk-wishlist-count', className),
    'data-count': known ? String(count) : undefined,
    'data-state': lists.status,
  };
  return href ? (
    <a {...common} href={href}>
      {content}
    </a>
  ) : (
    <span {...common}>{content}</span>
  );
}
