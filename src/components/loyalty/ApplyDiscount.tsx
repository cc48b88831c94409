import { useI18n } from '../../i18n/index.js';

/** Applies a discount code to the cart; the default follows the storefront's `/discount/CODE`. */
export type ApplyDiscountHandler = (code: string) => void;

export interface ApplyDiscountProps {
  /** The discount code to apply. */
  code: string;
  /** The store's own way to apply it; without one, a link to `/discount/CODE`. */
  onApplyDiscount?: ApplyDiscountHandler | undefined;
  /** Told when the shopper presses it (given the control), e.g. for a widget event. */
  onApply?: ((control: HTMLElement) => void) | undefined;
}

/** "Apply to cart": a button when the store handles it, else a plain link that works without JS. */
export function ApplyDiscount({ code, onApplyDiscount, onApply }: ApplyDiscountProps) {
  const { t } = useI18n();
  const label = t('loyalty.reward.applyLabel', { code });
  if (onApplyDiscount) {
    return (
      <button
        type="button"
        className="lk-button"
        aria-label={label}
        onClick={(event) => {
          onApply?.(event.currentTarget);
          onApplyDiscount(code);
        }}
      >
        {t('loyalty.reward.apply')}
      </button>
    );
  }
  return (
    <a
      className="lk-button"
      aria-label={label}
      href={`/discount/${encodeURIComponent(code)}`}
      onClick={(event) => onApply?.(event.currentTarget)}
    >
      {t('loyalty.reward.apply')}
    </a>
  );
}
