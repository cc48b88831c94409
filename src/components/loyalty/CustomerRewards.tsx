import { useRef } from 'react';
import {
  useBoostCampaign,
  useCustomer,
  useEarningRules,
  useSpendingRules,
} from '../../hooks/rewards.js';
import {
  useActiveRewards,
  usePunchCard,
  useReferrals,
  useVipStatus,
  useVipTiers,
} from '../../hooks/rewards.js';
import { useRedeem, useTrackCustomAction, useUpdateBirthday } from '../../hooks/rewardMutations.js';
import { ActionPoints } from './ActionPoints.js';
import { ActiveRewardsSection } from './ActiveRewardsSection.js';
import { ActivityHistory } from './ActivityHistory.js';
import type { ApplyDiscountHandler } from './ApplyDiscount.js';
import { BalanceCard } from './BalanceCard.js';
import { BirthdaySection, focusBirthday } from './BirthdaySection.js';
import { BoostBanner } from './BoostBanner.js';
import { EarnSection } from './EarnSection.js';
import type { EarnLinks } from './earnModel.js';
import { ErrorState } from '../shared/ErrorState.js';
import { PunchCardSection } from './PunchCardSection.js';
import { afterGate, mapQuery } from '../shared/queryState.js';
import { RedeemSection } from './RedeemSection.js';
import { ReferralSection } from './ReferralSection.js';
import { Skeleton } from '../shared/Skeleton.js';
import { VipSection } from './VipSection.js';
import type { SpendingRule } from '../../api/index.js';
import { pointsToGo, ruleCost } from './redeemModel.js';

export interface CustomerRewardsProps {
  /** Applies a discount code to the cart. */
  onApplyDiscount?: ApplyDiscountHandler | undefined;
  /** The store's links for its ways to earn, by rule id or icon. */
  earnLinks?: EarnLinks | undefined;
}

/** Everything a signed-in customer sees in the drawer, each section loading on its own. */
export function CustomerRewards({ onApplyDiscount, earnLinks }: CustomerRewardsProps) {
  const birthdayRef = useRef<HTMLElement>(null);
  const customer = useCustomer();
  const boost = useBoostCampaign();
  const earning = useEarningRules();
  const spending = useSpendingRules();
  const active = useActiveRewards();
  const tiers = useVipTiers();
  const vip = useVipStatus();
  const punch = usePunchCard();
  const referrals = useReferrals();
  const redeem = useRedeem();
  const track = useTrackCustomAction();
  const birthday = useUpdateBirthday();
  const profile = customer.data;

  // Every read starts above; until the balance is known a compact placeholder stands in, so a
  // drawer full of skeletons never becomes a scroll region with nothing to focus.
  if (customer.status === 'pending') {
    return (
      <div className="lk-rewards-drawer__skeleton" aria-busy="true">
        <Skeleton height="7.5em" />
        <Skeleton height="3.5em" />
        <Skeleton height="3.5em" />
      </div>
    );
  }

  return (
    <div className="lk-rewards-drawer__content">
      {customer.status === 'error' && (
        <ErrorState error={customer.error} onRetry={() => void customer.refetch()} />
      )}
      {profile && (
        <BalanceCard
          customer={profile}
          nextReward={nextReward(spending.data?.rules, profile.pointsBalance)}
        />
      )}
      <BoostBanner boost={boost.data} />
      <RedeemSection
        query={afterGate(
          mapQuery(spending, (d) => d.rules),
          customer,
        )}
        balance={profile?.pointsBalance ?? null}
        onRedeem={(input) => redeem.mutateAsync(input)}
        onApplyDiscount={onApplyDiscount}
      />
      {/* After redeeming, so a new reward landing here does not move the code just shown. */}
      <ActiveRewardsSection query={active} onApplyDiscount={onApplyDiscount} />
      <EarnSection
        query={mapQuery(earning, (d) => d.rules)}
        onClaim={(rule) => track.mutateAsync({ ruleId: rule.id, ruleType: 'custom_action' })}
        links={earnLinks}
        onBirthday={
          profile && !profile.birthday ? () => focusBirthday(birthdayRef.current) : undefined
        }
      />
      <VipSection tiers={mapQuery(tiers, (d) => d.tiers)} status={vip.data} />
      <PunchCardSection query={punch} />
      {profile?.isReferralProgramAvailable && (
        <ReferralSection
          points={<ActionPoints action="referral" />}
          link={profile.referralLink}
          query={mapQuery(referrals, (d) => d.sessions)}
        />
      )}
      {profile && (
        <BirthdaySection
          ref={birthdayRef}
          points={<ActionPoints action="birthday" />}
          birthday={profile.birthday}
          onSave={(input) => birthday.mutateAsync(input)}
        />
      )}
      <ActivityHistory />
    </div>
  );
}

/** The cheapest fixed-price reward the balance does not reach yet (what to aim for next). */
function nextReward(
  rules: SpendingRule[] | undefined,
  balance: number,
): { title: string; cost: number } | undefined {
  const next = (rules ?? [])
    .filter((rule) => rule.isAllowed !== false && pointsToGo(rule, balance) > 0)
    .sort((a, b) => ruleCost(a) - ruleCost(b))[0];
  return next && { title: next.title, cost: ruleCost(next) };
}
