import { useId } from 'react';
import type { SharedRegistryItem } from '../../api/index.js';
import { useProduct, useProductPage } from '../../hooks/products.js';
import { useI18n } from '../../i18n/index.js';
import { Button } from '../shared/Button.js';
import { useMoney } from '../shared/useMoney.js';
import { ProductRow } from '../shared/ProductRow.js';
import { ProgressBar } from '../shared/ProgressBar.js';

export interface RegistryShareItemProps {
  item: SharedRegistryItem;
  /** How many the gifter chose. */
  chosen: number;
  onChoose: (quantity: number) => void;
  disabled?: boolean;
}

/**
 * One gift of the list, as a product card: picture and title linking to the product, price, how
 * many are still needed, and "Buy this gift", which becomes a quantity stepper once chosen.
 */
export function RegistryShareItem({ item, chosen, onChoose, disabled }: RegistryShareItemProps) {
  const { t, number } = useI18n();
  const { price } = useMoney();
  const product = useProduct({ id: item.productId });
  const data = product.data;
  const href = useProductPage(data);
  const needed = Math.max(0, item.quantity - item.purchasedAmount);
  const variant = data?.variants.find((v) => v.id === item.variantId);
  const title = data?.title ?? t('wishlist.item.unknown', { handle: String(item.productId) });
  return (
    <li
      className="lk-card lk-registry-share__item"
      data-state={needed === 0 ? 'fulfilled' : 'open'}
      data-chosen={chosen > 0 ? '' : undefined}
    >
      <ProductRow
        layout="card"
        headingLevel={3}
        product={data}
        variantId={item.variantId}
        title={title}
        href={href}
        loading={product.isPending}
        details={
          variant && (
            <>
              <span className="lk-product-row__price">{price(variant.price)}</span>
              {variant.title !== 'Default Title' && ` · ${variant.title}`}
            </>
          )
        }
        badges={
          <ProgressBar
            value={item.purchasedAmount}
            max={item.quantity}
            label={t('registry.shared.needed', { count: needed })}
            valueText={t('registry.shared.wanted', {
              wanted: item.quantity,
              purchased: item.purchasedAmount,
            })}
            displayValue={`${number(item.purchasedAmount)} / ${number(item.quantity)}`}
          />
        }
        actions={
          needed === 0 ? null : chosen === 0 ? (
            <Button icon="gift" disabled={disabled} onClick={() => onChoose(1)}>
              {t('registry.shared.buy')}
              <span className="lk-visually-hidden">: {title}</span>
            </Button>
          ) : (
            <Stepper
              value={chosen}
              max={needed}
              title={title}
              disabled={disabled}
              onChange={onChoose}
            />
          )
        }
      />
    </li>
  );
}

/** How many of a gift: − and + around a number field sized to its digits. */
function Stepper({
  value,
  max,
  title,
  disabled,
  onChange,
}: {
  value: number;
  max: number;
  title: string;
  disabled?: boolean | undefined;
  onChange: (quantity: number) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const set = (n: number) => onChange(Math.min(Math.max(n, 0), max));
  return (
    <div className="lk-stepper">
      <label className="lk-visually-hidden" htmlFor={id}>
        {t('registry.shared.quantity', { product: title })}
      </label>
      <button
        type="button"
        className="lk-stepper__button"
        aria-label={t('registry.shared.fewer', { product: title })}
        disabled={disabled}
        onClick={() => set(value - 1)}
      >
        −
      </button>
      <input
        id={id}
        className="lk-stepper__input"
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        value={value}
        disabled={disabled}
        // An emptied box keeps the gift (− takes it back); a number is capped at what is needed.
        onChange={(e) => {
          const n = e.target.valueAsNumber;
          if (!Number.isNaN(n)) set(Math.trunc(n));
        }}
      />
      <button
        type="button"
        className="lk-stepper__button"
        aria-label={t('registry.shared.more', { product: title })}
        disabled={disabled || value >= max}
        onClick={() => set(value + 1)}
      >
        +
      </button>
    </div>
  );
}
