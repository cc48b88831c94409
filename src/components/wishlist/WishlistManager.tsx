import { useId, useRef, useState } from 'react';
import { useSession } from '../../hooks/session.js';
import {
  useChangeWishlistItemVariant,
  useCreateWishlist,
  useMoveWishlistItem,
  useRemoveWishlist,
  useToggleWishlist,
  useUpdateWishlist,
} from '../../hooks/wishlistMutations.js';
import { useWishlists } from '../../hooks/wishlists.js';
import { useI18n } from '../../i18n/index.js';
import { cx } from '../shared/cx.js';
import { useTrack } from '../shared/track.js';
import { EmptyState } from '../shared/EmptyState.js';
import { ErrorState, errorMessageKey } from '../shared/ErrorState.js';
import { LoyaltyI18n } from '../loyalty/LoyaltyI18n.js';
import { Skeleton } from '../shared/Skeleton.js';
import { LiveMessage, useAnnouncer } from '../shared/useAnnouncer.js';
import { WishlistListNav } from './WishlistListNav.js';
import { WishlistListPanel } from './WishlistListPanel.js';

export interface WishlistManagerProps {
  /** The storefront's add to cart; an "Add to cart" button shows on each item when given. */
  onAddToCart?: (productId: number, variantId: number) => void;
  /**
   * The page a friend opens for a list's share token (`token => url`, the page that holds
   * `<WishlistShareView>`); each list that is not private offers a share link when given.
   */
  shareUrl?: (token: string) => string;
  /** Extra class names, merged last. */
  className?: string;
}

/**
 * The shopper's wishlists (guest or customer): create, rename, make default, private, delete
 * (confirmed), share (not a private list); items with variant choice, move to another list,
 * remove and add to cart.
 */
export function WishlistManager(props: WishlistManagerProps) {
  return (
    <LoyaltyI18n>
      <WishlistManagerInner {...props} />
    </LoyaltyI18n>
  );
}

function WishlistManagerInner({ onAddToCart, shareUrl, className }: WishlistManagerProps) {
  const { t } = useI18n();
  const session = useSession();
  const lists = useWishlists();
  const create = useCreateWishlist();
  const update = useUpdateWishlist();
  const remove = useRemoveWishlist();
  const move = useMoveWishlistItem();
  const changeVariant = useChangeWishlistItemVariant();
  const toggle = useToggleWishlist();
  const titleId = useId();
  const root = useRef<HTMLElement>(null);
  const track = useTrack();
  const [selected, setSelected] = useState<number | undefined>(undefined);
  const [message, announce] = useAnnouncer();
  const [failure, setFailure] = useState<unknown>(null);
  const pending =
    update.isPending ||
    remove.isPending ||
    move.isPending ||
    changeVariant.isPending ||
    toggle.isPending;

  /** Mutation callbacks: announce success, show a failure. */
  const outcome = (success?: string) => ({
    onSuccess: () => {
      setFailure(null);
      if (success) announce(success);
    },
    onError: (error: unknown) => setFailure(error),
  });

  const all = lists.data ?? [];
  const current =
    all.find((w) => w.wishlistId === selected) ?? all.find((w) => w.isDefault) ?? all[0];
  const others = all.filter((w) => w !== current);

  return (
    <section
      ref={root}
      className={cx('lk-widget', 'lk-wishlist-manager', className)}
      aria-labelledby={titleId}
      aria-busy={lists.isPending || undefined}
      data-state={lists.status}
    >
      <h2 className="lk-wishlist-manager__title" id={titleId}>
        {t('wishlist.manager.title')}
      </h2>
      {session.status === 'guest' && (
        <p className="lk-wishlist-manager__notice">{t('wishlist.manager.guest')}</p>
      )}
      {lists.isPending && session.status !== 'error' ? (
        <ManagerSkeleton />
      ) : lists.isError || session.status === 'error' ? (
        <ErrorState
          error={lists.error ?? (session.status === 'error' ? session.error : null)}
          onRetry={() => void lists.refetch()}
        />
      ) : (
        <div className="lk-wishlist-manager__layout">
          <WishlistListNav
            lists={all}
            selectedId={current?.wishlistId}
            onSelect={setSelected}
            creating={create.isPending}
            onCreate={(wishlistTitle) =>
              create.mutate(
                { wishlistTitle },
                {
                  ...outcome(),
                  onSuccess: (data) => {
                    setFailure(null);
                    setSelected(data.createdWishlist.wishlistId);
                  },
                },
              )
            }
          />
          {current ? (
            <WishlistListPanel
              key={current.wishlistId}
              list={current}
              otherLists={others}
              pending={pending}
              shareUrl={shareUrl}
              onAddToCart={onAddToCart}
              onRename={(wishlistTitle) =>
                update.mutate({ wishlistId: current.wishlistId, wishlistTitle }, outcome())
              }
              onMakeDefault={() =>
                update.mutate({ wishlistId: current.wishlistId, isDefault: true }, outcome())
              }
              onSetPrivate={(isPrivate) =>
                update.mutate({ wishlistId: current.wishlistId, isPrivate }, outcome())
              }
              onDelete={() =>
                remove.mutate(
                  { wishlistId: current.wishlistId },
                  outcome(t('wishlist.list.deleted', { title: current.wishlistTitle })),
                )
              }
              onMoveItem={(item, toWishlistId, product) =>
                move.mutate(
                  {
                    productId: item.product.id,
                    variantId: item.product.variantId,
                    fromWishlistId: current.wishlistId,
                    toWishlistId,
                  },
                  outcome(
                    t('wishlist.item.moved', {
                      product,
                      title: all.find((w) => w.wishlistId === toWishlistId)?.wishlistTitle ?? '',
                    }),
                  ),
                )
              }
              onChangeVariant={(item, newVariantId) =>
                changeVariant.mutate(
                  {
                    wishlistId: current.wishlistId,
                    productId: item.product.id,
                    oldVariantId: item.product.variantId,
                    newVariantId,
                  },
                  outcome(),
                )
              }
              onRemoveItem={(item) => {
                const removed = {
                  productId: item.product.id,
                  variantId: item.product.variantId,
                  wishlistId: current.wishlistId,
                };
                // Through its promise: the embed's light toggle has no per-call callbacks.
                const done = outcome();
                toggle.mutateAsync({ add: false, ...removed }).then(() => {
                  done.onSuccess();
                  track(root.current, 'lk:wishlist-removed', removed);
                }, done.onError);
              }}
            />
          ) : (
            <EmptyState icon="heart-outline" title={t('wishlist.manager.empty')} />
          )}
        </div>
      )}
      {failure !== null && (
        <p className="lk-field__error" role="alert">
          {t('wishlist.actionFailed', { reason: t(errorMessageKey(failure)) })}
        </p>
      )}
      <LiveMessage message={message} />
    </section>
  );
}

function ManagerSkeleton() {
  return (
    <div className="lk-wishlist-manager__layout" aria-hidden="true">
      <Skeleton height="176px" />
      <div className="lk-item-list">
        <Skeleton height="104px" />
        <Skeleton height="104px" />
      </div>
    </div>
  );
}
