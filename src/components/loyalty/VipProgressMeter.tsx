import { useId, useRef } from 'react';
import type { VipStatus, VipTier } from '../../api/index.js';
import { useI18n } from '../../i18n/index.js';
import { cx } from '../shared/cx.js';
import { useMoney } from '../shared/useMoney.js';
import { useShownEvent } from '../shared/useShownEvent.js';
import { vipProgressModel, vipValueText } from './vipProgressModel.js';

export interface VipProgressMeterProps {
  /** The customer's VIP status (E13). */
  status: VipStatus;
  /** Every tier (E12), to list the perks of the current and next tier. */
  tiers?: VipTier[] | undefined;
  /** Extra class names, merged last. */
  className?: string;
}

/**
 * A progressbar from the current tier to the next, with value text and the perks ahead; wherever
 * it is drawn (the VIP widget, the drawer, the rewards page) its first view is `lk:tier-progress-viewed`.
 */
export function VipProgressMeter({ status, tiers, className }: VipProgressMeterProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const labelId = useId();
  const model = vipProgressModel(status);
  const text = vipValueText(model, i18n, useMoney());
  const [value, min, max] = model.kind === 'top' ? [1, 0, 1] : [model.value, model.min, model.max];
  const percent = max > min ? ((value - min) / (max - min)) * 100 : 100;
  const perksTierId = model.kind === 'top' ? status.currentTier.id : status.nextTier?.id;
  const perksTier = tiers?.find((tier) => tier.id === perksTierId);
  const root = useRef<HTMLDivElement>(null);
  useShownEvent(
    root,
    'lk:tier-progress-viewed',
    {
      tierId: status.currentTier.id,
      nextTierId: status.nextTier?.id ?? null,
      percent: Math.round(percent),
    },
    String(status.currentTier.id),
  );
  return (
    <div
      ref={root}
      className={cx('lk-vip-progress', className)}
      data-state={model.kind}
      data-measure={model.kind === 'next' ? model.measure : undefined}
    >
      <p className="lk-vip-progress__tier" id={labelId}>
        {model.kind === 'top'
          ? t('loyalty.vip.current', { tier: model.currentTitle })
          : t('loyalty.vip.progressLabel', { tier: model.nextTitle })}
      </p>
      <div
        className="lk-vip-progress__track"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuenow={value}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuetext={text}
      >
        <span className="lk-vip-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="lk-vip-progress__text">{text}</p>
      {perksTier?.perks && (
        <p className="lk-vip-progress__perks">
          <span className="lk-vip-progress__perks-label">
            {t('loyalty.vip.perksOf', { tier: perksTier.title })}{' '}
          </span>
          {perksTier.perks}
        </p>
      )}
    </div>
  );
}
