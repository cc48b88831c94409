import { useId, useState, type FormEvent } from 'react';
import type { GiftRegistry, GiftRegistryItem } from '../../api/index.js';
import { useProduct } from '../../hooks/products.js';
import { useI18n } from '../../i18n/index.js';
import { LIMITS } from '../shared/formLimits.js';
import { ProductThumb, TitleSkeleton } from '../shared/ProductMedia.js';
import { TextField } from '../shared/TextField.js';

export interface RegistryItemRowProps {
  item: GiftRegistryItem;
  /** The customer's other registries (move targets). */
  otherRegistries: GiftRegistry[];
  /** Saves the quantity wanted and tag; `productTitle` is for the announcement. */
  onUpdate: (change: { quantity: number; tag: string | null }, productTitle: string) => void;
  onMove: (toGiftRegistryId: number, productTitle: string) => void;
  /** Asks to remove the item (the manager confirms first). */
  onRemove: (productTitle: string) => void;
  pending?: boolean;
}

/** One registry item: quantity wanted and purchased, tag, move and remove. */
export function RegistryItemRow({
  item,
  otherRegistries,
  onUpdate,
  onMove,
  onRemove,
  pending,
}: RegistryItemRowProps) {
  const { t, money } = useI18n();
  const product = useProduct({ id: item.productId });
  const quantityId = useId();
  const moveId = useId();
  const [quantity, setQuantity] = useState(String(item.quantity));
  const [tag, setTag] = useState(item.tag ?? '');
  const [target, setTarget] = useState(otherRegistries[0]?.id ?? 0);
  const data = product.data;
  const variant = data?.variants.find((v) => v.id === item.variantId);
  const title = data?.title ?? t('wishlist.item.unknown', { handle: String(item.productId) });
  const moveTo = otherRegistries.some((r) => r.id === target) ? target : otherRegistries[0]?.id;
  const wanted = Number(quantity);
  const valid =
    Number.isInteger(wanted) &&
    wanted >= LIMITS.quantityMin &&
    (LIMITS.quantityMax === undefined || wanted <= LIMITS.quantityMax);
  const changed = wanted !== item.quantity || (tag.trim() || null) !== item.tag;

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (valid && changed) onUpdate({ quantity: wanted, tag: tag.trim() || null }, title);
  };

  return (
    <li
      className="lk-item"
      data-state={item.purchasedAmount >= item.quantity ? 'fulfilled' : 'open'}
    >
      <ProductThumb product={data} variantId={item.variantId} />
      <div className="lk-item__body">
        <h4 className="lk-item__title">{product.isPending ? <TitleSkeleton /> : title}</h4>
        <span className="lk-item__meta">
          {[variant?.title !== 'Default Title' && variant?.title, variant && money(variant.price)]
            .filter(Boolean)
            .join(' · ')}
          {variant && ' · '}
          {t('registry.item.purchased', { count: item.purchasedAmount })}
        </span>
        <form className="lk-item__controls" onSubmit={save}>
          <div className="lk-field">
            <label className="lk-field__label" htmlFor={quantityId}>
              {t('registry.item.quantity', { product: title })}
            </label>
            <input
              id={quantityId}
              className="lk-input"
              type="number"
              inputMode="numeric"
              min={LIMITS.quantityMin}
              max={LIMITS.quantityMax}
              value={quantity}
              aria-invalid={valid ? undefined : true}
              onChange={(e) => setQuantity(e.target.value)}
            />
          </div>
          <TextField
            label={t('registry.item.tag', { product: title })}
            value={tag}
            onChange={setTag}
            maxLength={LIMITS.tag}
          />
          <button type="submit" className="lk-button" disabled={pending || !valid || !changed}>
            {t('registry.item.update', { product: title })}
          </button>
        </form>
        <div className="lk-item__controls">
          {moveTo !== undefined && (
            <>
              <div className="lk-field">
                <label className="lk-field__label" htmlFor={moveId}>
                  {t('registry.item.moveTo', { product: title })}
                </label>
                <select
                  id={moveId}
                  className="lk-input"
                  value={moveTo}
                  onChange={(e) => setTarget(Number(e.target.value))}
                >
                  {otherRegistries.map((r) => (
                    <option key={r.id} value={r.id}>
                      {r.title}
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
                {t('registry.item.move')}
              </button>
            </>
          )}
          <button
            type="button"
            className="lk-button lk-button--secondary"
            disabled={pending}
            onClick={() => onRemove(title)}
          >
            {t('registry.item.remove', { product: title })}
          </button>
        </div>
      </div>
    </li>
  );
}
