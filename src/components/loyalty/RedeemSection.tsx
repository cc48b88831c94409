import { useState } from 'react';
import type { ActiveRewardEntry, SpendingRule } from '../../api/index.js';
import { useI18n } from '../../i18n/index.js';
import type { ApplyDiscountHandler } from './ApplyDiscount.js';
import { DrawerSection, type QueryLike } from './DrawerSection.js';
import { RedeemConfirm } from './RedeemConfirm.js';
import { RedeemRuleItem, type RedeemChoice } from './RedeemRuleItem.js';
import { RewardResult } from './RewardResult.js';
import { useTrack } from '../shared/track.js';

/** The redeem call: rule, points for flexible rules, variant for free products. */
export type RedeemHandler = (input: {
  ruleId: number;
  pointsToSpend?: number;
  selectedVariantId?: number;
}) => Promise<{ reward: ActiveRewardEntry }>;

export interface RedeemSectionProps {
  /** The spending rules (E10). */
  query: QueryLike<SpendingRule[]>;
  /** The customer's balance; null for a guest. */
  balance: number | null;
  /** Redeems (E11); absent for guests. */
  onRedeem?: RedeemHandler | undefined;
  /** Applies a created code to the cart. */
  onApplyDiscount?: ApplyDiscountHandler | undefined;
}

type Flow =
  | { step: 'browse' }
  | { step: 'confirm'; choice: RedeemChoice; working: boolean; error?: unknown }
  | { step: 'done'; reward: ActiveRewardEntry; balanceBefore: number; spent: number };

/** "Ways to redeem": rules with costs, then confirm, then the created reward and its code. */
export function RedeemSection({ query, balance, onRedeem, onApplyDiscount }: RedeemSectionProps) {
  const { t } = useI18n();
  const [flow, setFlow] = useState<Flow>({ step: 'browse' });

  const track = useTrack();
  const confirm = async (choice: RedeemChoice, button: HTMLButtonElement) => {
    if (!onRedeem || balance === null) return;
    setFlow({ step: 'confirm', choice, working: true });
    try {
      const { reward } = await onRedeem({
        ruleId: choice.rule.id,
        ...(choice.pointsToSpend !== undefined && { pointsToSpend: choice.pointsToSpend }),
        ...(choice.variant && { selectedVariantId: choice.variant.id }),
      });
      track(button, 'lk:reward-redeemed', {
        ruleId: choice.rule.id,
        rewardId: reward.id,
        points: choice.points,
        rewardType: choice.rule.type,
      });
      setFlow({ step: 'done', reward, balanceBefore: balance, spent: choice.points });
    } catch (error) {
      setFlow({ step: 'confirm', choice, working: false, error });
    }
  };

  return (
    <DrawerSection title={t('loyalty.redeem.title')} query={query} skeletonRows={3}>
      {(rules) => {
        if (flow.step === 'confirm') {
          return (
            <RedeemConfirm
              choice={flow.choice}
              working={flow.working}
              error={flow.error}
              onConfirm={(button) => void confirm(flow.choice, button)}
              onCancel={() => setFlow({ step: 'browse' })}
            />
          );
        }
        if (flow.step === 'done') {
          // The refetched balance once it lands; until then what the redemption left.
          const after = Math.min(balance ?? Infinity, flow.balanceBefore - flow.spent);
          return (
            <RewardResult
              reward={flow.reward}
              balance={after}
              onApplyDiscount={onApplyDiscount}
              onDone={() => setFlow({ step: 'browse' })}
            />
          );
        }
        if (rules.length === 0) return <p className="lk-empty">{t('loyalty.redeem.empty')}</p>;
        return (
          <ul className="lk-rewards-drawer__list">
            {rules.map((rule) => (
              <RedeemRuleItem
                key={rule.id}
                rule={rule}
                balance={onRedeem ? balance : null}
                onChoose={(choice) => setFlow({ step: 'confirm', choice, working: false })}
              />
            ))}
          </ul>
        );
      }}
    </DrawerSection>
  );
}
