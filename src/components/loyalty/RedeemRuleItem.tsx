import { useId, useRef, useState } from 'react';
import type { SpendingRule } from '../../api/index.js';
import { useI18n } from '../../i18n/index.js';
import {
  clampPoints,
  flexibleBounds,
  flexibleDiscount,
  needsVariant,
  pointsToGo,
  ruleCost,
} from './redeemModel.js';
import { Icon } from '../shared/icons.js';
import { ProgressBar } from '../shared/ProgressBar.js';
import { useMoney } from '../shared/useMoney.js';
import { rewardIcon } from './rewardIcons.js';

/** What the shopper chose to redeem. */
export interface RedeemChoice {
  rule: SpendingRule;
  /** Points this redemption spends. */
  points: number;
  /** For flexible rules: the points chosen on the slider. */
  pointsToSpend?: number | undefined;
  /** For free-product rules: the chosen variant. */
  variant?: { id: number; title: string } | undefined;
}

export interface RedeemRuleItemProps {
  /** The spending rule (E10). */
  rule: SpendingRule;
  /** The customer's balance; null for a guest (costs shown, nothing to redeem). */
  balance: number | null;
  /** Goes on to the confirm step. */
  onChoose: (choice: RedeemChoice) => void;
}

/** One way to redeem: its cost or "N points to go", a slider or variant choice, and Redeem. */
export function RedeemRuleItem({ rule, balance, onChoose }: RedeemRuleItemProps) {
  const { t, number } = useI18n();
  const money = useMoney();
  const id = useId();
  const firstVariant = useRef<HTMLInputElement>(null);
  const bounds = flexibleBounds(rule, balance ?? 0);
  const [points, setPoints] = useState(bounds.min);
  const [variantId, setVariantId] = useState<number | null>(null);
  const [variantMissing, setVariantMissing] = useState(false);
  const toGo = balance === null ? 0 : pointsToGo(rule, balance);
  const allowed = rule.isAllowed !== false;
  const redeemable = balance !== null && toGo === 0 && allowed;
  const variants = (rule.products ?? []).flatMap((product) =>
    product.variants.map((v) => ({
      id: v.id,
      title: rule.products && rule.products.length > 1 ? `${product.title} – ${v.title}` : v.title,
    })),
  );
  const chosen = clampPoints(points, bounds);

  const redeem = () => {
    const variant = variants.find((v) => v.id === variantId);
    if (needsVariant(rule) && !variant) {
      setVariantMissing(true);
      firstVariant.current?.focus();
      return;
    }
    onChoose({
      rule,
      points: rule.isFlexible ? chosen : rule.pointsPrice,
      ...(rule.isFlexible && { pointsToSpend: chosen }),
      ...(variant && { variant }),
    });
  };

  // A slider or a variant choice sits between the reward and its button; otherwise the button
  // goes on the reward's own line, as loyalty panels show it.
  const choosing = redeemable && (rule.isFlexible || (needsVariant(rule) && variants.length > 0));
  return (
    <li
      className="lk-rewards-drawer__item"
      data-affordable={balance === null ? undefined : redeemable}
      data-flexible={rule.isFlexible || undefined}
      data-action={choosing ? undefined : 'inline'}
    >
      <div className="lk-rewards-drawer__item-head">
        <span className="lk-reward-icon" data-type={rule.type}>
          <Icon name={rewardIcon(rule.type)} />
        </span>
        <h4 className="lk-rewards-drawer__item-title" dir="auto">
          {rule.title}
        </h4>
        <span className="lk-rewards-drawer__item-value">
          {rule.isFlexible
            ? t('loyalty.redeem.range', {
                min: rule.minSpendablePoints,
                max: rule.maxSpendablePoints,
              })
            : t('loyalty.redeem.cost', { count: ruleCost(rule) })}
        </span>
      </div>
      {money.converted && rule.type === 'fixed_amount' && !rule.isFlexible && (
        <p className="lk-rewards-drawer__muted">
          {t('loyalty.reward.worth', { amount: money.store(rule.discountValue) })}
        </p>
      )}
      {/* One answer per reward: not for this account (whatever the balance), or points to go. */}
      {balance !== null && allowed && toGo > 0 && (
        <ProgressBar
          className="lk-rewards-drawer__to-go"
          value={balance}
          max={ruleCost(rule)}
          label={t('loyalty.redeem.toGo', { count: toGo })}
          valueText={t('loyalty.redeem.toGo', { count: toGo })}
          displayValue={`${number(balance)} / ${number(ruleCost(rule))}`}
        />
      )}
      {balance !== null && !allowed && (
        <p className="lk-rewards-drawer__muted">{t('loyalty.redeem.notAllowed')}</p>
      )}
      {redeemable && rule.isFlexible && (
        <div className="lk-field">
          <label className="lk-field__label" htmlFor={`${id}-points`}>
            {t('loyalty.redeem.slider')}
          </label>
          <input
            id={`${id}-points`}
            className="lk-rewards-drawer__slider"
            type="range"
            min={bounds.min}
            max={bounds.max}
            step={bounds.step}
            value={chosen}
            aria-valuetext={t('loyalty.redeem.buys', {
              points: chosen,
              amount: money.store(flexibleDiscount(rule, chosen)),
            })}
            onChange={(event) => setPoints(Number(event.target.value))}
          />
          <output className="lk-field__hint" htmlFor={`${id}-points`}>
            {t('loyalty.redeem.buys', {
              points: chosen,
              amount: money.store(flexibleDiscount(rule, chosen)),
            })}
          </output>
        </div>
      )}
      {redeemable && needsVariant(rule) && variants.length > 0 && (
        <fieldset
          className="lk-rewards-drawer__variants"
          data-invalid={variantMissing || undefined}
          aria-describedby={variantMissing ? `${id}-variant-error` : undefined}
        >
          <legend className="lk-field__label">{t('loyalty.redeem.variant')}</legend>
          {variants.map((variant, index) => (
            <label key={variant.id} className="lk-rewards-drawer__variant">
              <input
                ref={index === 0 ? firstVariant : undefined}
                type="radio"
                name={`${id}-variant`}
                value={variant.id}
                checked={variantId === variant.id}
                onChange={() => {
                  setVariantId(variant.id);
                  setVariantMissing(false);
                }}
              />
              {variant.title}
            </label>
          ))}
          {variantMissing && (
            <p className="lk-field__error" id={`${id}-variant-error`} role="alert">
              {t('loyalty.redeem.variantRequired')}
            </p>
          )}
        </fieldset>
      )}
      {redeemable && (
        <div className="lk-rewards-drawer__actions">
          <button
            type="button"
            className="lk-button"
            aria-label={t('loyalty.redeem.actionLabel', { title: rule.title })}
            onClick={redeem}
          >
            {t('loyalty.redeem.action')}
          </button>
        </div>
      )}
    </li>
  );
}
