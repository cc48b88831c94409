import { useId, useState, type FormEvent } from 'react';
import {
  useCreateGiftRegistryItem,
  useGiftRegistries,
  useProductRegistryStatus,
} from '../../hooks/registries.js';
import { useSession } from '../../hooks/session.js';
import { useI18n } from '../../i18n/index.js';
import { useMoney } from '../shared/useMoney.js';
import { cx } from '../shared/cx.js';
import { Dialog } from '../shared/Dialog.js';
import { ErrorState } from '../shared/ErrorState.js';
import { LIMITS } from '../../api/formLimits.generated.js';
import { LoyaltyI18n } from '../loyalty/LoyaltyI18n.js';
import { TextField } from '../shared/TextField.js';
import { LiveMessage, useAnnouncer } from '../shared/useAnnouncer.js';
import { useProduct } from '../../hooks/products.js';
import { ProductRow } from '../shared/ProductRow.js';
import { SelectField } from '../shared/SelectField.js';

export interface AddToRegistryButtonProps {
  /** The product to add. */
  productId: number;
  /** Its title, for the dialog and announcements. */
  productTitle: string;
  /** The chosen variant; the product's first variant when absent. */
  variantId?: number;
  /** Where a guest signs in; guests see a sign-in link instead of the button when given. */
  signInUrl?: string;
  /** Extra class names, merged last. */
  className?: string;
}

/**
 * Adds a product to one of the customer's gift registries, with quantity and tag, and says
 * which registries already hold it (E41).
 */
export function AddToRegistryButton(props: AddToRegistryButtonProps) {
  return (
    <LoyaltyI18n>
      <AddToRegistryInner {...props} />
    </LoyaltyI18n>
  );
}

function AddToRegistryInner({
  productId,
  productTitle,
  variantId,
  signInUrl,
  className,
}: AddToRegistryButtonProps) {
  const { t } = useI18n();
  const session = useSession();
  const customer = session.status === 'customer';
  const status = useProductRegistryStatus(productId);
  const registries = useGiftRegistries();
  const [open, setOpen] = useState(false);
  const [message, announce] = useAnnouncer();
  const holding = new Set(
    (status.data ?? [])
      .filter((r) => variantId === undefined || r.variantId === variantId)
      .flatMap((r) => r.variantInGiftRegistryIds),
  );

  if (session.status === 'guest') {
    return (
      <div className={cx('lk-widget', 'lk-registry-add', className)}>
        {signInUrl ? (
          <a className="lk-button lk-button--secondary" href={signInUrl}>
            {t('registry.add.signIn')}
          </a>
        ) : (
          <p className="lk-registry-add__status">{t('registry.add.signIn')}</p>
        )}
      </div>
    );
  }

  return (
    <div className={cx('lk-widget', 'lk-registry-add', className)} data-state={status.status}>
      <button
        type="button"
        className="lk-button lk-button--secondary"
        aria-haspopup="dialog"
        disabled={!customer}
        onClick={() => setOpen(true)}
      >
        {t('registry.add.button')}
      </button>
      <p className="lk-registry-add__status">
        {holding.size > 0 ? t('registry.add.inRegistries', { count: holding.size }) : '\u00a0'}
      </p>
      <LiveMessage message={message} />
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('registry.add.title', { product: productTitle })}
      >
        {open &&
          (registries.isError ? (
            <ErrorState error={registries.error} onRetry={() => void registries.refetch()} />
          ) : registries.data?.length === 0 ? (
            <p className="lk-empty">{t('registry.add.none')}</p>
          ) : (
            <AddForm
              registries={(registries.data ?? []).map((r) => ({ id: r.id, title: r.title }))}
              productId={productId}
              variantId={variantId}
              onAdded={(title) => {
                setOpen(false);
                announce(t('registry.add.added', { product: productTitle, title }));
              }}
            />
          ))}
      </Dialog>
    </div>
  );
}

interface AddFormProps {
  registries: { id: number; title: string }[];
  productId: number;
  variantId: number | undefined;
  onAdded: (registryTitle: string) => void;
}

function AddForm({ registries, productId, variantId, onAdded }: AddFormProps) {
  const { t } = useI18n();
  const add = useCreateGiftRegistryItem();
  const quantityId = useId();
  const [target, setTarget] = useState(registries[0]?.id ?? 0);
  const [quantity, setQuantity] = useState('1');
  const [tag, setTag] = useState('');
  const chosen = registries.find((r) => r.id === target) ?? registries[0];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const n = Number(quantity);
    if (!chosen || !Number.isInteger(n) || n < LIMITS.quantityMin) return;
    add.mutate(
      {
        giftRegistryId: chosen.id,
        productId,
        quantity: n,
        tag: tag.trim() || null,
        ...(variantId !== undefined && { variantId }),
      },
      { onSuccess: () => onAdded(chosen.title) },
    );
  };

  return (
    <form className="lk-registry-form" onSubmit={submit}>
      <ProductSummary productId={productId} variantId={variantId} />
      <SelectField
        label={t('registry.add.registry')}
        value={String(chosen?.id ?? '')}
        onChange={(value) => setTarget(Number(value))}
        options={registries.map((r) => ({ value: String(r.id), label: r.title }))}
      />
      <div className="lk-field">
        <label className="lk-field__label" htmlFor={quantityId}>
          {t('registry.add.quantity')}
        </label>
        <input
          id={quantityId}
          className="lk-input"
          type="number"
          inputMode="numeric"
          min={LIMITS.quantityMin}
          max={LIMITS.quantityMax}
          value={quantity}
          required
          onChange={(e) => setQuantity(e.target.value)}
        />
      </div>
      <TextField
        label={t('registry.add.tag')}
        value={tag}
        onChange={setTag}
        maxLength={LIMITS.tag}
      />
      {add.isError && <ErrorState error={add.error} />}
      <div className="lk-registry-form__actions">
        <button type="submit" className="lk-button" disabled={add.isPending || !chosen}>
          {t('registry.add.submit')}
        </button>
      </div>
    </form>
  );
}

/** The product being added, as the registry will show it. */
function ProductSummary({ productId, variantId }: { productId: number; variantId?: number }) {
  const { t } = useI18n();
  const { price } = useMoney();
  const product = useProduct({ id: productId });
  const data = product.data;
  const variant = data?.variants.find((v) => v.id === variantId) ?? data?.variants[0];
  return (
    <ProductRow
      product={data}
      variantId={variant?.id}
      title={data?.title ?? t('wishlist.item.unknown', { handle: String(productId) })}
      loading={product.isPending}
      headingLevel={3}
      details={
        variant && (
          <>
            <span className="lk-product-row__price">{price(variant.price)}</span>
            {data?.hasVariants && ` · ${variant.title}`}
          </>
        )
      }
    />
  );
}
