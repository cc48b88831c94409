import type { VipStatus, VipTier } from '../../api/index.js';
import { useI18n } from '../../i18n/index.js';
import { useMoney } from '../shared/useMoney.js';
import { DrawerSection, type QueryLike } from './DrawerSection.js';
import { VipProgressMeter } from './VipProgressMeter.js';
import { measureOf } from './vipProgressModel.js';

export interface VipSectionProps {
  /** Every tier (E12). */
  tiers: QueryLike<VipTier[]>;
  /** The customer's status (E13); absent for guests. */
  status?: VipStatus | undefined;
}

/** VIP status and progress, then every tier with what it takes and its perks. */
export function VipSection({ tiers, status }: VipSectionProps) {
  const { t } = useI18n();
  const money = useMoney();
  return (
    <DrawerSection title={t('loyalty.vip.title')} query={tiers}>
      {(list) => (
        <>
          {status && <VipProgressMeter status={status} tiers={list} />}
          {list.length === 0 ? (
            <p className="lk-empty">{t('loyalty.vip.empty')}</p>
          ) : (
            <ul className="lk-rewards-drawer__list" aria-label={t('loyalty.vip.tiers')}>
              {list.map((tier) => (
                <li
                  key={tier.id}
                  className="lk-rewards-drawer__item lk-rewards-drawer__tier"
                  data-current={status?.currentTier.id === tier.id}
                  aria-current={status?.currentTier.id === tier.id || undefined}
                >
                  <div className="lk-rewards-drawer__item-head">
                    <h4 className="lk-rewards-drawer__item-title" dir="auto">
                      {tier.title}
                    </h4>
                    <span className="lk-rewards-drawer__item-value">
                      {measureOf(tier.condition) === 'money'
                        ? t('loyalty.vip.spend', { amount: money.store(tier.conditionValue) })
                        : t('loyalty.vip.orders', { count: tier.conditionValue })}
                    </span>
                  </div>
                  {status?.currentTier.id === tier.id && (
                    <span className="lk-rewards-drawer__done">{t('loyalty.vip.currentTier')}</span>
                  )}
                  <p className="lk-rewards-drawer__muted">
                    {t('loyalty.vip.multiplier', { multiplier: tier.pointsMultiplier })}
                  </p>
                  {tier.perks && <p className="lk-rewards-drawer__text">{tier.perks}</p>}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </DrawerSection>
  );
}
