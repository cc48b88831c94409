import {
  useBoostCampaign,
  useCustomer,
  useEarningRules,
  useVipTiers,
} from '../../hooks/rewards.js';
import { useSession } from '../../hooks/session.js';
import { useI18n } from '../../i18n/index.js';
import { useRef } from 'react';
import { cx } from '../shared/cx.js';
import { useShownEvent } from '../shared/useShownEvent.js';
import { useMoney } from '../shared/useMoney.js';
import { STAR_PATH } from '../shared/starPath.js';
import { LoyaltyI18n } from './LoyaltyI18n.js';
import { purchaseEarning } from './nudgeModel.js';

export interface PointsNudgeProps {
  /**
   * The price the shopper would pay (the selected variant's) as the page shows it: in the
   * provider's `presentmentCurrency` where one is set, else the store's currency. Points are
   * counted from its store-currency value, as the service awards them.
   */
  price: number;
  /** The product, for the `lk:nudge-shown` event's detail. */
  productId?: number | undefined;
  /** Where a guest signs in to earn them. */
  signInUrl?: string | undefined;
  /** Extra class names, merged last. */
  className?: string | undefined;
}

/**
 * "Earn 140 points with this purchase" on a product page: the purchase rule's rate for this
 * price, times the customer's tier multiplier and an active boost (a guest sees the base rate,
 * boosted, with a sign-in link). It holds two rows from the start (what the purchase earns, then
 * its details), so it never shifts the page.
 */
export function PointsNudge(props: PointsNudgeProps) {
  return (
    <LoyaltyI18n>
      <PointsNudgeContent {...props} />
    </LoyaltyI18n>
  );
}

function PointsNudgeContent({ price, productId, signInUrl, className }: PointsNudgeProps) {
  const { t } = useI18n();
  const session = useSession();
  const customer = useCustomer();
  const rules = useEarningRules();
  const tiers = useVipTiers();
  const boost = useBoostCampaign();
  const money = useMoney();
  // Points are earned on the store-currency amount: unknown without the rate, so nothing shown.
  const storePrice = money.toStore(price);
  const isCustomer = session.status === 'customer';

  const ready =
    rules.status === 'success' &&
    boost.status !== 'pending' &&
    (!isCustomer || (customer.status === 'success' && tiers.status !== 'pending'));
  const excluded = isCustomer && customer.data?.isRewardProgramAvailable === false;
  const tier = isCustomer
    ? tiers.data?.tiers.find((x) => x.id === customer.data?.currentTier.id)
    : undefined;
  const earning =
    ready && !excluded && storePrice !== null
      ? purchaseEarning(
          rules.data.rules,
          storePrice,
          tier?.pointsMultiplier ?? 1,
          boost.data?.pointsMultiplier ?? 1,
        )
      : null;
  const state = !ready ? 'loading' : earning && earning.points > 0 ? 'ready' : 'empty';
  const root = useRef<HTMLDivElement>(null);
  useShownEvent(
    root,
    'lk:nudge-shown',
    earning && earning.points > 0
      ? { nudge: 'points', productId: productId ?? null, points: earning.points }
      : null,
    `points:${productId ?? price}`,
  );

  return (
    <div
      ref={root}
      className={cx('lk-widget', 'lk-points-nudge', className)}
      data-state={state}
      aria-busy={state === 'loading' || undefined}
    >
      {earning && earning.points > 0 && (
        <>
          <svg className="lk-points-nudge__icon" viewBox="0 0 24 24" aria-hidden="true">
            <path d={STAR_PATH} fill="currentColor" />
          </svg>
          <p className="lk-points-nudge__text">
            <strong>
              {t(money.converted ? 'loyalty.nudge.earnAbout' : 'loyalty.nudge.earn', {
                count: earning.points,
              })}
            </strong>
            {tier && earning.tierMultiplier !== 1 && (
              <span className="lk-points-nudge__detail">
                {t('loyalty.nudge.tierBonus', {
                  tier: tier.title,
                  multiplier: earning.tierMultiplier,
                })}
              </span>
            )}
            {earning.boostMultiplier !== 1 && (
              <span className="lk-points-nudge__detail">
                {t('loyalty.nudge.boostBonus', { multiplier: earning.boostMultiplier })}
              </span>
            )}
            {session.status === 'guest' && signInUrl && (
              <a className="lk-points-nudge__link" href={signInUrl}>
                {t('loyalty.nudge.signIn')}
              </a>
            )}
          </p>
        </>
      )}
    </div>
  );
}
