import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useProducts } from '../../hooks/products.js';
import type { DraftOrder } from '../../api/index.js';
// The row itself, not the operation table: the table would bring every operation's schemas
// (server-only ones included) into the embed's registry widget.
import { createDraftOrderFromGiftRegistry } from '../../api/operations/giftRegistries.js';
import type { SharedRegistry, SharedRegistryItem } from '../../api/index.js';
import { useI18n, type MessageKey } from '../../i18n/index.js';
import { ErrorState } from '../shared/ErrorState.js';
import { LIMITS } from '../../api/formLimits.generated.js';
import { registryDateValue, registryTypeKey } from './registryModel.js';
import { RegistryShareItem } from './RegistryShareItem.js';
import { TextField } from '../shared/TextField.js';
import { useMoney } from '../shared/useMoney.js';

/** The E47 body the gifter's choices make. */
export interface GiftOrder {
  products: { productId: number; variantId: number; quantity: number }[];
  customData: { customerName: string; customerEmail: string; note?: string };
}

export interface RegistryShareContentProps {
  shared: SharedRegistry;
  onSubmit: (order: GiftOrder) => void;
  pending?: boolean;
  /** The last failed order. */
  error?: unknown;
  /** The created draft order, once done: the view sends the gifter to its invoice to pay. */
  result?: DraftOrder | undefined;
}

const emailSchema = createDraftOrderFromGiftRegistry.request.shape.customData
  .unwrap()
  .shape.customerEmail.unwrap();

const needed = (item: SharedRegistryItem) => Math.max(0, item.quantity - item.purchasedAmount);

/** A shared registry as a gifter sees it: what is still needed, and the order form. */
export function RegistryShareContent({
  shared,
  onSubmit,
  pending,
  error,
  result,
}: RegistryShareContentProps) {
  const { t, date } = useI18n();
  const { price } = useMoney();
  const { giftRegistry: registry, items } = shared;
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'name' | 'email', MessageKey>>>({});
  const doneRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (result) doneRef.current?.focus();
  }, [result]);

  const names = [registry.registrant, ...(registry.registrant.coRegistrants ?? [])]
    .map((p) => `${p.firstName} ${p.lastName}`.trim())
    .join(' & ');
  const picked = items.filter((i) => (chosen[i.id] ?? 0) > 0);
  const lines = picked.map((i) => ({
    productId: i.productId,
    variantId: i.variantId,
    quantity: chosen[i.id] ?? 0,
  }));
  const count = lines.reduce((n, l) => n + l.quantity, 0);
  const open = items.filter((i) => needed(i) > 0);
  // What the chosen gifts cost, from the store's product data the cards read too.
  const products = useProducts(picked.map((i) => ({ id: i.productId })));
  const prices = picked.map(
    (i, n) => products[n]?.variants.find((v) => v.id === i.variantId)?.price,
  );
  const total = prices.every((p) => p !== undefined)
    ? prices.reduce<number>((sum, p, n) => sum + (p ?? 0) * (lines[n]?.quantity ?? 0), 0)
    : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!name.trim()) found.name = 'registry.field.required';
    if (!emailSchema.safeParse(email.trim()).success) found.email = 'registry.shared.invalidEmail';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSubmit({
      products: lines,
      customData: {
        customerName: name.trim(),
        customerEmail: email.trim(),
        ...(note.trim() && { note: note.trim() }),
      },
    });
  };

  return (
    <div className="lk-registry-share__content">
      <header>
        <h2 className="lk-registry-share__title">{t('registry.shared.heading', { names })}</h2>
        <p className="lk-registry-card__summary">
          {registry.title} ·{' '}
          {t('registry.summary', {
            type: t(registryTypeKey(registry.typeId)),
            date: date(registryDateValue(registry.date)),
          })}
        </p>
      </header>
      {result ? (
        // A draft order is not a purchase: the gifts count for the registrants once the store's
        // invoice is paid, so the step says what is left to do, not that an order is ready.
        <div className="lk-registry-share__paying">
          <p className="lk-registry-share__done" role="status" tabIndex={-1} ref={doneRef}>
            {t('registry.shared.done', {
              count: result.lines.reduce((n, l) => n + l.quantity, 0),
              names,
            })}
          </p>
          <p className="lk-registry-share__pay">
            <a className="lk-button" href={result.invoiceUrl}>
              {t('registry.shared.pay')}
            </a>
          </p>
        </div>
      ) : items.length === 0 ? (
        <p className="lk-empty">{t('registry.shared.empty')}</p>
      ) : (
        <form className="lk-registry-form" onSubmit={submit} noValidate>
          {open.length === 0 && <p className="lk-empty">{t('registry.shared.allGifted')}</p>}
          <ul className="lk-card-grid">
            {items.map((item) => (
              <RegistryShareItem
                key={item.id}
                item={item}
                chosen={chosen[item.id] ?? 0}
                disabled={pending}
                onChoose={(quantity) => setChosen((c) => ({ ...c, [item.id]: quantity }))}
              />
            ))}
          </ul>
          {open.length > 0 && (
            <div className="lk-registry-share__basket">
              {/* Said (and drawn) once a gift is chosen: a list, not a cart, until then. */}
              <p className="lk-registry-share__selected" aria-live="polite">
                {count > 0 && <span>{t('registry.shared.selected', { count })}</span>}
                {count > 0 && total !== undefined && (
                  <span className="lk-registry-share__total">
                    {t('registry.shared.total', { amount: price(total) })}
                  </span>
                )}
              </p>
            </div>
          )}
          {/* The gifter's details once there is something to buy: the list reads as a list. */}
          {count > 0 && (
            <>
              <fieldset className="lk-registry-form__fieldset">
                <legend className="lk-registry-form__legend">
                  {t('registry.shared.yourDetails')}
                </legend>
                <TextField
                  label={t('registry.shared.name')}
                  value={name}
                  onChange={setName}
                  maxLength={LIMITS.gifterName}
                  autoComplete="name"
                  required
                  error={errors.name && t(errors.name)}
                />
                <TextField
                  label={t('registry.shared.email')}
                  type="email"
                  value={email}
                  onChange={setEmail}
                  maxLength={LIMITS.gifterEmail}
                  autoComplete="email"
                  required
                  error={errors.email && t(errors.email)}
                />
                <NoteField value={note} onChange={setNote} />
              </fieldset>
              {error !== undefined && error !== null && <ErrorState error={error} />}
              <div className="lk-registry-form__actions">
                <button type="submit" className="lk-button" disabled={pending}>
                  {t('registry.shared.submit')}
                </button>
              </div>
            </>
          )}
        </form>
      )}
    </div>
  );
}

function NoteField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div className="lk-field">
      <label className="lk-field__label" htmlFor={id}>
        {t('registry.shared.note')}
      </label>
      <textarea
        id={id}
        className="lk-input"
        rows={3}
        maxLength={LIMITS.gifterNote}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
