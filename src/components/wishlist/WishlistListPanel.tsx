import { useId, useState, type FormEvent } from 'react';
import type { Wishlist, WishlistItem, WishlistWithItems } from '../../api/index.js';
import { useI18n } from '../../i18n/index.js';
import { ConfirmDialog } from '../shared/ConfirmDialog.js';
import { LIMITS } from '../shared/formLimits.js';
import { TextField } from '../shared/TextField.js';
import { WishlistItemRow } from './WishlistItemRow.js';

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
}

/** The list shown in the manager: its name and settings, then its items. */
export function WishlistListPanel({
  list,
  otherLists,
  pending,
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
        {list.isDefault && <span className="lk-tag">{t('wishlist.list.default')}</span>}
        {list.isPrivate && <span className="lk-tag">{t('wishlist.list.private')}</span>}
      </div>
      {renaming ? (
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
          <button type="submit" className="lk-button">
            {t('common.save')}
          </button>
          <button
            type="button"
            className="lk-button lk-button--secondary"
            onClick={() => setRenaming(false)}
          >
            {t('common.cancel')}
          </button>
        </form>
      ) : (
        <div className="lk-wishlist-list__actions">
          <button
            type="button"
            className="lk-button lk-button--secondary"
            disabled={pending}
            onClick={() => {
              setTitle(list.wishlistTitle);
              setRenaming(true);
            }}
          >
            {t('wishlist.list.rename')}
          </button>
          {!list.isDefault && (
            <button
              type="button"
              className="lk-button lk-button--secondary"
              disabled={pending}
              onClick={actions.onMakeDefault}
            >
              {t('wishlist.list.makeDefault')}
            </button>
          )}
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
          <button
            type="button"
            className="lk-button lk-button--secondary"
            disabled={pending}
            onClick={() => setConfirming(true)}
          >
            {t('wishlist.list.delete')}
          </button>
        </div>
      )}
      {list.items.length === 0 ? (
        <p className="lk-empty">{t('wishlist.list.empty')}</p>
      ) : (
        <ul className="lk-item-list">
          {list.items.map((item) => (
            <WishlistItemRow
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
