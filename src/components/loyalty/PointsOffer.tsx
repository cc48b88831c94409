import { useRef, useState } from 'react';
import type { ActiveRewardEntry } from '../../api/index.js';
import { useRedeem } from '../../hooks/rewardMutations.js';
import { useCustomer, useSpendingRules } from '../../hooks/rewards.js';
import { useSession } from '../../hooks/session.js';
import { useI18n } from '../../i18n/index.js';
import { cx } from '../shared/cx.js';
import { Dialog } from '../shared/Dialog.js';
import { Icon } from '../shared/icons.js';
import { useTrack } from '../shared/track.js';
import { useShownEvent } from '../shared/useShownEvent.js';
import { useMoney } from '../shared/useMoney.js';
import type { ApplyDiscountHandler } from './ApplyDiscount.js';
import { LoyaltyI18n } from './LoyaltyI18n.js';
import { bestOffer, type Offer } from './offerModel.js';
import { RedeemConfirm } from './RedeemConfirm.js';
import type { RedeemChoice } from './RedeemRuleItem.js';
import { RewardResult } from './RewardResult.js';

export interface PointsOfferProps {
  /** The product the shopper looks at. */
  productId: number;
  /** The variant chosen (a free product is given as a variant). */
  variantId?: number | undefined;
  /**
   * Its price as the page shows it (the provider's `presentmentCurrency` where one is set):
   * rewards are weighed against its store-currency value; unknown, only free products are.
   */
  price?: number | undefined;
  /** The product's collections, where known: a reward limited to collections needs one. */
  collectionIds?: readonly number[] | undefined;
  /** Applies the created code to the cart (default: the `/discount/CODE` link). */
  onApplyDiscount?: ApplyDiscountHandler | undefined;
  /** Extra class names, merged last. */
  className?: string | undefined;
}

type Flow =
  | { step: 'closed' }
  | { step: 'confirm'; offer: Offer; working: boolean; error?: unknown }
  | { step: 'done'; offer: Offer; reward: ActiveRewardEntry; balance: number };

/** The redeem the drawer would make of an offer: its rule, points and variant. */
function choiceOf(offer: Offer): RedeemChoice {
  const variant = offer.rule.products
    ?.flatMap((p) => p.variants)
    .find((v) => v.id === offer.variantId);
  return {
    rule: offer.rule,
    points: offer.points,
    ...(offer.pointsToSpend !== undefined && { pointsToSpend: offer.pointsToSpend }),
    ...(offer.variantId !== undefined && {
      variant: { id: offer.variantId, title: variant?.title ?? '' },
    }),
  };
}

/**
 * "Yours for 1,500 points" (or "$5 off for 500 points") beside a product, a wishlist item or a
 * registry item: of the spending rules (E10), the cheapest reward that makes the item free or
 * cheaper for this customer (variants, products, collections and flexible rules weighed in the
 * shopper's currency: `bestOffer`), with the points still to go, or Redeem, which confirms and
 * redeems that reward as the drawer does and shows its code with Copy and Apply. A guest, a
 * customer the program excludes, or an item no reward helps: nothing.
 */
export function PointsOffer(props: PointsOfferProps) {
  return (
    <LoyaltyI18n>
      <PointsOfferContent {...props} />
    </LoyaltyI18n>
  );
}

function PointsOfferContent({
  productId,
  variantId,
  price,
  collectionIds,
  onApplyDiscount,
  className,
}: PointsOfferProps) {
  const { t } = useI18n();
  const money = useMoney();
  const session = useSession();
  const customer = useCustomer();
  // A guest is offered nothing: no read of the rules for them.
  const spending = useSpendingRules({ enabled: session.status === 'customer' });
  const redeem = useRedeem();
  const track = useTrack();
  const [flow, setFlow] = useState<Flow>({ step: 'closed' });
  const line = useRef<HTMLParagraphElement>(null);

  const profile = session.status === 'customer' ? customer.data : undefined;
  const offer =
    profile?.isRewardProgramAvailable && spending.data
      ? bestOffer(spending.data.rules, profile.pointsBalance, {
          productId,
          variantId,
          price: price === undefined ? null : money.toStore(price),
          collectionIds,
        })
      : null;
  useShownEvent(
    line,
    'lk:nudge-shown',
    offer && { nudge: 'offer', productId, points: offer.points },
    `offer:${productId}`,
  );

  const close = () => setFlow({ step: 'closed' });
  // The offer being redeemed, kept once redeemed (the balance then offers something else).
  const redeeming = flow.step === 'closed' ? null : flow.offer;
  const confirm = async (offer: Offer, button: HTMLButtonElement) => {
    setFlow({ step: 'confirm', offer, working: true });
    const balance = profile?.pointsBalance ?? 0;
    try {
      const { reward } = await redeem.mutateAsync({
        ruleId: offer.rule.id,
        ...(offer.pointsToSpend !== undefined && { pointsToSpend: offer.pointsToSpend }),
        ...(offer.variantId !== undefined && { selectedVariantId: offer.variantId }),
      });
      track(button, 'lk:reward-redeemed', {
        ruleId: offer.rule.id,
        rewardId: reward.id,
        points: offer.points,
        rewardType: offer.rule.type,
      });
      setFlow({ step: 'done', offer, reward, balance: balance - offer.points });
    } catch (error) {
      setFlow({ step: 'confirm', offer, working: false, error });
    }
  };

  return (
    <div className={cx('lk-widget', 'lk-points-offer-widget', className)}>
      {offer && (
        <p
          ref={line}
          className="lk-points-offer"
          data-kind={offer.kind}
          data-affordable={offer.toGo === 0 || undefined}
        >
          <Icon name={offer.kind === 'free' ? 'gift' : 'tag'} />
          <strong>
            {offer.kind === 'free'
              ? t('engage.offer.free', { count: offer.points })
              : t('engage.offer.off', { amount: money.store(offer.amount), count: offer.points })}
          </strong>
          {offer.toGo > 0 ? (
            <span className="lk-points-offer__toGo">
              {t('engage.offer.toGo', { count: offer.toGo })}
            </span>
          ) : (
            <button
              type="button"
              className="lk-button lk-button--secondary"
              aria-haspopup="dialog"
              aria-label={t('engage.offer.redeemLabel', {
                count: offer.points,
                title: offer.rule.title,
              })}
              onClick={() => setFlow({ step: 'confirm', offer, working: false })}
            >
              {t('engage.offer.redeem')}
            </button>
          )}
        </p>
      )}
      <Dialog open={flow.step !== 'closed'} onClose={close} title={t('engage.offer.title')}>
        {/* The reward, between the dialog's title and the redeem steps' own headings. */}
        {redeeming && <h3 className="lk-rewards-drawer__heading">{redeeming.rule.title}</h3>}
        {flow.step === 'confirm' && (
          <RedeemConfirm
            choice={choiceOf(flow.offer)}
            working={flow.working}
            error={flow.error}
            onConfirm={(button) => void confirm(flow.offer, button)}
            onCancel={close}
          />
        )}
        {flow.step === 'done' && (
          <RewardResult
            reward={flow.reward}
            balance={flow.balance}
            onApplyDiscount={onApplyDiscount}
            onDone={close}
          />
        )}
      </Dialog>
    </div>
  );
}
