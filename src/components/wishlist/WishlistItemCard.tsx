import { useState } from 'react';
import type { Wishlist, WishlistItem } from '../../api/index.js';
import { useProduct, useProductPage } from '../../hooks/products.js';
import { useI18n } from '../../i18n/index.js';
import { useMoney } from '../shared/useMoney.js';
import { Badge } from '../shared/Badge.js';
import { Button } from '../shared/Button.js';
import { Dialog } from '../shared/Dialog.js';
import { Menu, type MenuAction } from '../shared/Menu.js';
import { ProductRow } from '../shared/ProductRow.js';
import { PointsOffer } from '../loyalty/PointsOffer.js';
import { SelectField } from '../shared/SelectField.js';

export interface WishlistItemCardProps {
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

/**
 * One saved product as a card: picture, title, price and variant, "Add to cart" as the one
 * primary action; change variant, move to another list and remove in its menu.
 */
export function WishlistItemCard({
  item,
  otherLists,
  onMove,
  onChangeVariant,
  onRemove,
  onAddToCart,
  pending,
}: WishlistItemCardProps) {
  const { t } = useI18n();
  const { price } = useMoney();
  const product = useProduct(item.product.handle);
  const [choosing, setChoosing] = useState(false);
  const data = product.data;
  const href = useProductPage(data);
  const variant = data?.variants.find((v) => v.id === item.product.variantId);
  const [variantId, setVariantId] = useState(String(item.product.variantId));
  const title = data?.title ?? t('wishlist.item.unknown', { handle: item.product.handle });
  const soldOut = variant !== undefined && !variant.available;

  const actions: MenuAction[] = [
    ...(data?.hasVariants
      ? [
          {
            label: t('wishlist.item.changeVariant'),
            icon: 'pencil' as const,
            onSelect: () => {
              setVariantId(String(item.product.variantId));
              setChoosing(true);
            },
          },
        ]
      : []),
    ...otherLists.map((list) => ({
      label: t('common.moveTo', { title: list.wishlistTitle }),
      icon: 'move' as const,
      onSelect: () => onMove(list.wishlistId, title),
    })),
    {
      label: t('wishlist.item.remove', { product: title }),
      icon: 'trash',
      tone: 'danger',
      onSelect: onRemove,
    },
  ];

  return (
    <li className="lk-card lk-wishlist-item" data-pending={pending ? '' : undefined}>
      <ProductRow
        layout="card"
        product={data}
        variantId={item.product.variantId}
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
          soldOut && (
            <span>
              <Badge tone="danger">{t('wishlist.item.soldOut')}</Badge>
            </span>
          )
        }
        actions={
          <>
            {onAddToCart && (
              <Button
                icon="cart"
                disabled={pending || soldOut}
                onClick={() => onAddToCart(item.product.id, item.product.variantId)}
              >
                {t('wishlist.item.addToCart')}
                <span className="lk-visually-hidden">: {title}</span>
              </Button>
            )}
            <Menu
              label={t('common.moreActions', { name: title })}
              items={actions}
              disabled={pending}
            />
          </>
        }
      />
      <PointsOffer
        productId={item.product.id}
        variantId={item.product.variantId}
        price={variant?.price ?? data?.price}
      />
      {data?.hasVariants && (
        <Dialog
          open={choosing}
          onClose={() => setChoosing(false)}
          title={t('wishlist.item.variant', { product: title })}
        >
          <form
            className="lk-stack"
            onSubmit={(event) => {
              event.preventDefault();
              setChoosing(false);
              if (Number(variantId) !== item.product.variantId) onChangeVariant(Number(variantId));
            }}
          >
            <SelectField
              label={t('wishlist.item.variant', { product: title })}
              value={variantId}
              onChange={setVariantId}
              options={data.variants.map((v) => ({
                value: String(v.id),
                label: v.available
                  ? v.title
                  : t('wishlist.item.variantSoldOut', { variant: v.title }),
              }))}
            />
            <div className="lk-actions">
              <Button type="submit">{t('common.save')}</Button>
              <Button variant="secondary" onClick={() => setChoosing(false)}>
                {t('common.cancel')}
              </Button>
            </div>
          </form>
        </Dialog>
      )}
    </li>
  );
}
