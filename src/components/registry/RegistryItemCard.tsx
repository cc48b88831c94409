import { useId, useState, type FormEvent } from 'react';
import type { GiftRegistry, GiftRegistryItem } from '../../api/index.js';
import { useProduct, useProductPage } from '../../hooks/products.js';
import { useI18n } from '../../i18n/index.js';
import { useMoney } from '../shared/useMoney.js';
import { Badge } from '../shared/Badge.js';
import { Button } from '../shared/Button.js';
import { Dialog } from '../shared/Dialog.js';
import { LIMITS } from '../../api/formLimits.generated.js';
import { Menu, type MenuAction } from '../shared/Menu.js';
import { ProductRow } from '../shared/ProductRow.js';
import { PointsOffer } from '../loyalty/PointsOffer.js';
import { ProgressBar } from '../shared/ProgressBar.js';
import { TextField } from '../shared/TextField.js';

export interface RegistryItemCardProps {
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

/**
 * One registry item as a card: picture, title, how many are wanted and gifted, its tag; "Edit"
 * (quantity and tag) as the primary action, move and remove in its menu.
 */
export function RegistryItemCard({
  item,
  otherRegistries,
  onUpdate,
  onMove,
  onRemove,
  pending,
}: RegistryItemCardProps) {
  const { t, number } = useI18n();
  const { price } = useMoney();
  const product = useProduct({ id: item.productId });
  const [editing, setEditing] = useState(false);
  const data = product.data;
  const href = useProductPage(data);
  const variant = data?.variants.find((v) => v.id === item.variantId);
  const title = data?.title ?? t('wishlist.item.unknown', { handle: String(item.productId) });
  const fulfilled = item.purchasedAmount >= item.quantity;

  const actions: MenuAction[] = [
    ...otherRegistries.map((r) => ({
      label: t('common.moveTo', { title: r.title }),
      icon: 'move' as const,
      onSelect: () => onMove(r.id, title),
    })),
    {
      label: t('registry.item.remove', { product: title }),
      icon: 'trash',
      tone: 'danger',
      onSelect: () => onRemove(title),
    },
  ];

  return (
    <li className="lk-card lk-registry-item" data-state={fulfilled ? 'fulfilled' : 'open'}>
      <ProductRow
        layout="card"
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
          <>
            <ProgressBar
              value={item.purchasedAmount}
              max={item.quantity}
              label={t('registry.item.purchased', { count: item.purchasedAmount })}
              valueText={t('registry.shared.wanted', {
                wanted: item.quantity,
                purchased: item.purchasedAmount,
              })}
              displayValue={`${number(item.purchasedAmount)} / ${number(item.quantity)}`}
            />
            {item.tag && (
              <span>
                <Badge icon="tag">{item.tag}</Badge>
              </span>
            )}
          </>
        }
        actions={
          <>
            <Button variant="secondary" icon="pencil" onClick={() => setEditing(true)}>
              {t('common.edit')} <span className="lk-visually-hidden">{title}</span>
            </Button>
            <Menu
              label={t('common.moreActions', { name: title })}
              items={actions}
              disabled={pending}
            />
          </>
        }
      />
      {!fulfilled && (
        <PointsOffer
          productId={item.productId}
          variantId={item.variantId}
          price={variant?.price ?? data?.price}
        />
      )}
      <Dialog
        open={editing}
        onClose={() => setEditing(false)}
        title={t('registry.item.update', { product: title })}
      >
        {editing && (
          <ItemForm
            item={item}
            title={title}
            pending={pending}
            onCancel={() => setEditing(false)}
            onSave={(change) => {
              setEditing(false);
              onUpdate(change, title);
            }}
          />
        )}
      </Dialog>
    </li>
  );
}

/** Quantity wanted and tag of one item. */
function ItemForm({
  item,
  title,
  pending,
  onSave,
  onCancel,
}: {
  item: GiftRegistryItem;
  title: string;
  pending: boolean | undefined;
  onSave: (change: { quantity: number; tag: string | null }) => void;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const quantityId = useId();
  const [quantity, setQuantity] = useState(String(item.quantity));
  const [tag, setTag] = useState(item.tag ?? '');
  const wanted = Number(quantity);
  const valid =
    Number.isInteger(wanted) &&
    wanted >= LIMITS.quantityMin &&
    (LIMITS.quantityMax === undefined || wanted <= LIMITS.quantityMax);
  const changed = wanted !== item.quantity || (tag.trim() || null) !== item.tag;

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (valid && changed) onSave({ quantity: wanted, tag: tag.trim() || null });
  };

  return (
    <form className="lk-stack" onSubmit={save}>
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
      <div className="lk-actions">
        <Button type="submit" disabled={pending || !valid || !changed}>
          {t('registry.item.update', { product: title })}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
