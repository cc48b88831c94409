import { useId, useState } from 'react';
import type { Wishlist, WishlistItem } from '../../api/index.js';
import { useProduct } from '../../hooks/products.js';
import { useI18n } from '../../i18n/index.js';
import { ProductThumb, TitleSkeleton } from '../shared/ProductMedia.js';

export interface WishlistItemRowProps {
  item: WishlistItem;
  /** The shopper's other lists (move targets). */
  otherLists: Wishlist[];
  /** Moves the item; `productTitle` is for the announcement. */
  onMove: (toWishlistId: number, productTitle: string) => void;
  onChangeVariant: (newVariantId: number) => void;
  onRemove: () => void;
  /** The storefront's add to cart; the button is shown only when given. */
  onAddToCart?: ((productId: number, variantId: number) => void) | undefined;
  /** Disables the controls while a change of this item is saving. */
  pending?: boolean;
}

/** One saved product: image, title, price, variant choice, move, remove and add to cart. */
export function WishlistItemRow({
  item,
  otherLists,
  onMove,
  onChangeVariant,
  onRemove,
  onAddToCart,
  pending,
}: WishlistItemRowProps) {
  const { t, money } = useI18n();
  const product = useProduct(item.product.handle);
  const variantSelect = useId();
  const moveSelect = useId();
  const [target, setTarget] = useState(otherLists[0]?.wishlistId ?? 0);
  const data = product.data;
  const variant = data?.variants.find((v) => v.id === item.product.variantId);
  const title = data?.title ?? t('wishlist.item.unknown', { handle: item.product.handle });
  const moveTo = otherLists.some((l) => l.wishlistId === target)
    ? target
    : (otherLists[0]?.wishlistId ?? 0);

  return (
    <li className="lk-item" data-pending={pending ? '' : undefined}>
      <ProductThumb product={data} variantId={item.product.variantId} />
      <div className="lk-item__body">
        <h4 className="lk-item__title">{product.isPending ? <TitleSkeleton /> : title}</h4>
        {data && (
          <span className="lk-item__price">
            {money(variant?.price ?? data.price)}
            {variant && !variant.available && ` · ${t('wishlist.item.soldOut')}`}
          </span>
        )}
        <div className="lk-item__controls">
          {data?.hasVariants && (
            <div className="lk-field">
              <label className="lk-field__label" htmlFor={variantSelect}>
                {t('wishlist.item.variant', { product: title })}
              </label>
              <select
                id={variantSelect}
                className="lk-input"
                value={item.product.variantId}
                disabled={pending}
                onChange={(e) => onChangeVariant(Number(e.target.value))}
              >
                {data.variants.map((v) => (
                  <option key={v.id} value={v.id}>
                    {v.available
                      ? v.title
                      : t('wishlist.item.variantSoldOut', { variant: v.title })}
                  </option>
                ))}
              </select>
            </div>
          )}
          {otherLists.length > 0 && (
            <>
              <div className="lk-field">
                <label className="lk-field__label" htmlFor={moveSelect}>
                  {t('wishlist.item.moveTo', { product: title })}
                </label>
                <select
                  id={moveSelect}
                  className="lk-input"
                  value={moveTo}
                  onChange={(e) => setTarget(Number(e.target.value))}
                >
                  {otherLists.map((l) => (
                    <option key={l.wishlistId} value={l.wishlistId}>
                      {l.wishlistTitle}
                    </option>
                  ))}
                </select>
              </div>
              <button
                type="button"
                className="lk-button lk-button--secondary"
                disabled={pending}
                onClick={() => onMove(moveTo, title)}
              >
                {t('wishlist.item.move')}
              </button>
            </>
          )}
          {onAddToCart && (
            <button
              type="button"
              className="lk-button"
              disabled={pending || (variant !== undefined && !variant.available)}
              onClick={() => onAddToCart(item.product.id, item.product.variantId)}
            >
              {t('wishlist.item.addToCart')}
              <span className="lk-visually-hidden">: {title}</span>
            </button>
          )}
          <button
            type="button"
            className="lk-button lk-button--secondary"
            disabled={pending}
            onClick={onRemove}
          >
            {t('wishlist.item.remove', { product: title })}
          </button>
        </div>
      </div>
    </li>
  );
}
