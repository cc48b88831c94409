import { useState } from 'react';
import type { SharedWishlistItem } from '../../api/index.js';
import { useProduct, useProductPage } from '../../hooks/products.js';
import { useI18n } from '../../i18n/index.js';
import { useMoney } from '../shared/useMoney.js';
import { Badge } from '../shared/Badge.js';
import { Button } from '../shared/Button.js';
import { errorMessageKey } from '../shared/ErrorState.js';
import { ProductRow } from '../shared/ProductRow.js';
import { WishlistButton } from './WishlistButton.js';

/** An add to cart: a promise makes the item say when it is in the cart, or why not. */
export type AddToCart = (productId: number, variantId: number) => void | Promise<unknown>;

export interface WishlistShareItemProps {
  item: SharedWishlistItem;
  /** Adds the item to the friend's cart; the button shows only when given. */
  onAddToCart?: AddToCart | undefined;
  /** Says what happened (the view's live region). */
  announce: (message: string) => void;
}

/** One item of a shared list: save it to one's own wishlist, or add it to one's cart. */
export function WishlistShareItem({ item, onAddToCart, announce }: WishlistShareItemProps) {
  const { t } = useI18n();
  const { price } = useMoney();
  const product = useProduct(item.handle);
  const [adding, setAdding] = useState<'idle' | 'pending' | 'added' | 'failed'>('idle');
  const data = product.data;
  const href = useProductPage(data);
  const variant = data?.variants.find((v) => v.id === item.variantId);
  const title = data?.title ?? t('wishlist.item.unknown', { handle: item.handle });
  const soldOut = variant?.available === false;

  const add = async () => {
    if (!onAddToCart) return;
    setAdding('pending');
    try {
      await onAddToCart(item.productId, item.variantId);
      setAdding('added');
      announce(t('wishlist.shared.added', { product: title }));
    } catch (error) {
      setAdding('failed');
      announce(t('wishlist.actionFailed', { reason: t(errorMessageKey(error)) }));
    }
  };

  return (
    <li className="lk-card lk-wishlist-item" data-state={adding}>
      <ProductRow
        layout="card"
        headingLevel={3}
        product={data}
        variantId={item.variantId}
        title={title}
        href={href}
        loading={product.isPending}
        details={
          data && (
            <>
              <span className="lk-product-row__price">{price(variant?.price ?? data.price)}</span>
              {data.hasVariants && variant && ` · ${variant.title}`}
            </>
          )
        }
        badges={
          (soldOut || adding === 'added') && (
            <span>
              {soldOut ? (
                <Badge tone="danger">{t('wishlist.item.soldOut')}</Badge>
              ) : (
                <Badge tone="accent">{t('wishlist.shared.inCart')}</Badge>
              )}
            </span>
          )
        }
        actions={
          <>
            {onAddToCart && (
              <Button
                icon="cart"
                disabled={soldOut || adding === 'pending'}
                onClick={() => void add()}
              >
                {t('wishlist.item.addToCart')}
                <span className="lk-visually-hidden">: {title}</span>
              </Button>
            )}
            <WishlistButton
              productId={item.productId}
              productTitle={title}
              variantId={item.variantId}
            />
          </>
        }
      />
    </li>
  );
}
