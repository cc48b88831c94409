import { useId, useState, type FormEvent } from 'react';
import type { Wishlist, WishlistItem, WishlistWithItems } from '../../api/index.js';
import { useI18n } from '../../i18n/index.js';
import { Badge } from '../shared/Badge.js';
import { Button } from '../shared/Button.js';
import { ConfirmDialog } from '../shared/ConfirmDialog.js';
import { EmptyState } from '../shared/EmptyState.js';
import { Menu } from '../shared/Menu.js';
import { LIMITS } from '../../api/formLimits.generated.js';
import { TextField } from '../shared/TextField.js';
import { WishlistItemCard } from './WishlistItemCard.js';
import { WishlistSharePanel } from './WishlistSharePanel.js';

/** What the panel can ask the manager to do. */
export interface WishlistListActions {
  onRename: (title: string) => void;
  onMakeDefault: () => void;
  onSetPrivate: (isPrivate: boolean) => void;
  onDelete: () => void;
  onMoveItem: (item: WishlistItem, toWishlistId: number, productTitle: string) => void;
  onChangeVariant: (item: WishlistItem, newVariantId: number) => void;
  onRemoveItem: (item: WishlistItem) => void;
  onAddToCart?: ((productId: number, variantId: number) => void) | undefined;
}

export interface WishlistListPanelProps extends WishlistListActions {
  list: WishlistWithItems;
  /** The shopper's other lists (move targets). */
  otherLists: Wishlist[];
  /** Disables the controls while a change is saving. */
  pending?: boolean;
  /** A share token's page; the list offers a share link only when given. */
  shareUrl?: ((token: string) => string) | undefined;
}

/** The list shown in the manager: its name and settings, then its items. */
export function WishlistListPanel({
  list,
  otherLists,
  pending,
  shareUrl,
  ...actions
}: WishlistListPanelProps) {
  const { t } = useI18n();
  const headingId = useId();
  const [renaming, setRenaming] = useState(false);
  const [title, setTitle] = useState(list.wishlistTitle);
  const [confirming, setConfirming] = useState(false);

  const rename = (event: FormEvent) => {
    event.preventDefault();
    const next = title.trim();
    if (next && next !== list.wishlistTitle) actions.onRename(next);
    setRenaming(false);
  };

  return (
    <section className="lk-wishlist-list" aria-labelledby={headingId}>
      <div className="lk-wishlist-list__header">
        <h3 className="lk-wishlist-list__title" id={headingId}>
          {list.wishlistTitle}
        </h3>
        {list.isDefault && <Badge tone="accent">{t('wishlist.list.default')}</Badge>}
        {list.isPrivate && <Badge>{t('wishlist.list.private')}</Badge>}
        {!renaming && (
          <div className="lk-wishlist-list__actions">
            <label className="lk-checkbox">
              <input
                type="checkbox"
                className="lk-checkbox__input"
                checked={list.isPrivate}
                disabled={pending}
                onChange={(e) => actions.onSetPrivate(e.target.checked)}
              />
              {t('wishlist.list.privateToggle')}
            </label>
            <Menu
              label={t('common.moreActions', { name: list.wishlistTitle })}
              disabled={pending}
              items={[
                {
                  label: t('wishlist.list.rename'),
                  icon: 'pencil',
                  onSelect: () => {
                    setTitle(list.wishlistTitle);
                    setRenaming(true);
                  },
                },
                ...(list.isDefault
                  ? []
                  : [
                      {
                        label: t('wishlist.list.makeDefault'),
                        icon: 'star-outline' as const,
                        onSelect: actions.onMakeDefault,
                      },
                    ]),
                'separator',
                {
                  label: t('wishlist.list.delete'),
                  icon: 'trash',
                  tone: 'danger',
                  onSelect: () => setConfirming(true),
                },
              ]}
            />
          </div>
        )}
      </div>
      {renaming && (
        <form className="lk-wishlist-rename" onSubmit={rename}>
          <TextField
            label={t('wishlist.list.renameLabel', { title: list.wishlistTitle })}
            value={title}
            onChange={setTitle}
            maxLength={LIMITS.wishlistTitle}
            required
            // The field appears because the shopper asked to rename: focus belongs there.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          />
          <Button type="submit">{t('common.save')}</Button>
          <Button variant="secondary" onClick={() => setRenaming(false)}>
            {t('common.cancel')}
          </Button>
        </form>
      )}
      {shareUrl && (
        // Keyed by privacy: a link made before the list went private was revoked with it.
        <WishlistSharePanel
          key={String(list.isPrivate)}
          list={list}
          shareUrl={shareUrl}
          pending={pending}
        />
      )}
      {list.items.length === 0 ? (
        <EmptyState icon="heart-outline" title={t('wishlist.list.empty')} headingLevel={4}>
          {t('wishlist.list.emptyHint')}
        </EmptyState>
      ) : (
        <ul className="lk-card-grid">
          {list.items.map((item) => (
            <WishlistItemCard
              key={`${item.product.id}:${item.product.variantId}`}
              item={item}
              otherLists={otherLists}
              pending={pending}
              onMove={(to, title) => actions.onMoveItem(item, to, title)}
              onChangeVariant={(v) => actions.onChangeVariant(item, v)}
              onRemove={() => actions.onRemoveItem(item)}
              onAddToCart={actions.onAddToCart}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('wishlist.list.deleteTitle', { title: list.wishlistTitle })}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          actions.onDelete();
        }}
      >
        <p>{t('wishlist.list.deleteBody', { count: list.items.length })}</p>
      </ConfirmDialog>
    </section>
  );
}
