import { useId } from 'react';
import type { SharedRegistryItem } from '../../api/index.js';
import { useProduct } from '../../hooks/products.js';
import { useI18n } from '../../i18n/index.js';
import { useMoney } from '../shared/useMoney.js';
import { ProductThumb, TitleSkeleton } from '../shared/ProductMedia.js';

export interface RegistryShareItemProps {
  item: SharedRegistryItem;
  /** How many the gifter chose. */
  chosen: number;
  onChoose: (quantity: number) => void;
  disabled?: boolean;
}

/** What is still needed of one item, and how many of it the gifter gives. */
export function RegistryShareItem({ item, chosen, onChoose, disabled }: RegistryShareItemProps) {
  const { t } = useI18n();
  const { price } = useMoney();
  const product = useProduct({ id: item.productId });
  const inputId = useId();
  const needed = Math.max(0, item.quantity - item.purchasedAmount);
  const data = product.data;
  const variant = data?.variants.find((v) => v.id === item.variantId);
  const title = data?.title ?? t('wishlist.item.unknown', { handle: String(item.productId) });
  return (
    <li
      className="lk-item lk-registry-share__item"
      data-state={needed === 0 ? 'fulfilled' : 'open'}
    >
      <ProductThumb product={data} variantId={item.variantId} />
      <div className="lk-item__body">
        <h3 className="lk-item__title">{product.isPending ? <TitleSkeleton /> : title}</h3>
        <span className="lk-item__meta">
          {variant && variant.title !== 'Default Title' && `${variant.title} · `}
          {variant && `${price(variant.price)} · `}
          {t('registry.shared.wanted', { wanted: item.quantity, purchased: item.purchasedAmount })}
        </span>
        <span className="lk-registry-share__progress">
          {t('registry.shared.needed', { count: needed })}
        </span>
        {needed > 0 && (
          <div className="lk-field">
            <label className="lk-field__label" htmlFor={inputId}>
              {t('registry.shared.quantity', { product: title })}
            </label>
            <input
              id={inputId}
              className="lk-input"
              type="number"
              inputMode="numeric"
              min={0}
              max={needed}
              value={chosen}
              disabled={disabled}
              onChange={(e) => {
                const n = Math.trunc(Number(e.target.value));
                onChoose(Number.isFinite(n) ? Math.min(Math.max(n, 0), needed) : 0);
              }}
            />
          </div>
        )}
      </div>
    </li>
  );
}
