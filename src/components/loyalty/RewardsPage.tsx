import { useId, useRef } from 'react';
import {
  useActiveRewards,
  useBoostCampaign,
  useCustomer,
  useEarningRules,
  useReferrals,
  useSpendingRules,
  useVipStatus,
  useVipTiers,
} from '../../hooks/rewards.js';
import { useRedeem, useTrackCustomAction, useUpdateBirthday } from '../../hooks/rewardMutations.js';
import { useSession } from '../../hooks/session.js';
import { useI18n } from '../../i18n/index.js';
import { cx } from '../shared/cx.js';
import { ErrorState } from '../shared/ErrorState.js';
import { afterGate, mapQuery } from '../shared/queryState.js';
import { Skeleton } from '../shared/Skeleton.js';
import { ActiveRewardsSection } from './ActiveRewardsSection.js';
import type { ApplyDiscountHandler } from './ApplyDiscount.js';
import { BirthdaySection, focusBirthday } from './BirthdaySection.js';
import { BoostBanner } from './BoostBanner.js';
import type { EarnLinks } from './earnModel.js';
import { EarnSection } from './EarnSection.js';
import { GuestPrompt } from './GuestPrompt.js';
import { LoyaltyI18n } from './LoyaltyI18n.js';
import { ProgramStatus } from './ProgramStatus.js';
import { RedeemSection } from './RedeemSection.js';
import { ReferralSection } from './ReferralSection.js';
import { VipTierGrid } from './VipTierGrid.js';
import { ActionPoints } from './ActionPoints.js';

export interface RewardsPageProps {
  /** The page's heading; default "Our rewards program". */
  heading?: string | undefined;
  /** Where a guest creates an account. */
  joinUrl?: string | undefined;
  /** Where a guest signs in. */
  signInUrl?: string | undefined;
  /** Applies a discount code to the cart; default: a link to `/discount/CODE`. */
  onApplyDiscount?: ApplyDiscountHandler | undefined;
  /** The store's links for its ways to earn, by rule id or icon (as the drawer's). */
  earnLinks?: EarnLinks | undefined;
  /** Extra class names, merged last. */
  className?: string | undefined;
}

/**
 * The program's landing page, inline in a page: how to earn and redeem, the VIP tiers side by
 * side with their perks and entry rewards, referrals, and the customer's own standing.
 */
export function RewardsPage(props: RewardsPageProps) {
  return (
    <LoyaltyI18n>
      <RewardsPageContent {...props} />
    </LoyaltyI18n>
  );
}

function RewardsPageContent({
  heading,
  joinUrl,
  signInUrl,
  onApplyDiscount,
  earnLinks,
  className,
}: RewardsPageProps) {
  const { t } = useI18n();
  const headingId = useId();
  const session = useSession();
  return (
    <section
      className={cx('lk-widget', 'lk-rewards-page', className)}
      aria-labelledby={headingId}
      data-state={session.status}
    >
      <header className="lk-rewards-page__hero">
        <h2 className="lk-rewards-page__title" id={headingId}>
          {heading ?? t('loyalty.page.title')}
        </h2>
        <p className="lk-rewards-page__intro">{t('loyalty.page.intro')}</p>
      </header>
      {session.status === 'loading' && <PageSkeleton />}
      {session.status === 'error' && <ErrorState error={session.error} onRetry={session.retry} />}
      {session.status === 'guest' && (
        <GuestPage joinUrl={joinUrl} signInUrl={signInUrl} earnLinks={earnLinks} />
      )}
      {session.status === 'customer' && (
        <CustomerPage onApplyDiscount={onApplyDiscount} earnLinks={earnLinks} />
      )}
    </section>
  );
}

/** The page's placeholder: a screen tall, so that what follows the page waits below the fold. */
function PageSkeleton() {
  return (
    <div className="lk-rewards-page__skeleton" aria-busy="true">
      <Skeleton height="7.5em" />
      <Skeleton height="12em" />
    </div>
  );
}

/**
 * Whether every read of the page is in (or failed): the page shows at once, in its place, so
 * that no part of it (a boost banner, a longer list of rules) pushes the others as it arrives.
 */
const settled = (...queries: { isLoading: boolean }[]) => queries.every((q) => !q.isLoading);

function GuestPage({
  joinUrl,
  signInUrl,
  earnLinks,
}: Pick<RewardsPageProps, 'joinUrl' | 'signInUrl' | 'earnLinks'>) {
  const boost = useBoostCampaign();
  const earning = useEarningRules();
  const spending = useSpendingRules();
  const tiers = useVipTiers();
  if (!settled(boost, earning, spending, tiers)) return <PageSkeleton />;
  return (
    <div className="lk-rewards-page__body">
      <GuestPrompt joinUrl={joinUrl} signInUrl={signInUrl} />
      <BoostBanner boost={boost.data} />
      <div className="lk-rewards-page__columns">
        <EarnSection query={mapQuery(earning, (d) => d.rules)} links={earnLinks} />
        <RedeemSection query={mapQuery(spending, (d) => d.rules)} balance={null} />
      </div>
      <VipTierGrid tiers={mapQuery(tiers, (d) => d.tiers)} />
    </div>
  );
}

function CustomerPage({
  onApplyDiscount,
  earnLinks,
}: Pick<RewardsPageProps, 'onApplyDiscount' | 'earnLinks'>) {
  const birthdayRef = useRef<HTMLElement>(null);
  const birthday = useUpdateBirthday();
  const customer = useCustomer();
  const boost = useBoostCampaign();
  const earning = useEarningRules();
  const spending = useSpendingRules();
  const active = useActiveRewards();
  const tiers = useVipTiers();
  const vip = useVipStatus();
  const referrals = useReferrals();
  const redeem = useRedeem();
  const track = useTrackCustomAction();
  const profile = customer.data;

  if (!settled(customer, boost, earning, spending, active, tiers, vip, referrals)) {
    return <PageSkeleton />;
  }
  if (customer.status === 'error' || !profile) {
    return <ErrorState error={customer.error} onRetry={() => void customer.refetch()} />;
  }
  const tierList = mapQuery(tiers, (d) => d.tiers);
  // An account the program excludes is told why, and sees the tiers but no earn or redeem prompt.
  if (!profile.isRewardProgramAvailable) {
    return (
      <div className="lk-rewards-page__body">
        <ProgramStatus customer={profile} />
        <VipTierGrid tiers={tierList} canEarnTier={false} />
      </div>
    );
  }
  return (
    <div className="lk-rewards-page__body">
      <ProgramStatus customer={profile} />
      <BoostBanner boost={boost.data} />
      <ActiveRewardsSection query={active} onApplyDiscount={onApplyDiscount} />
      <div className="lk-rewards-page__columns">
        <EarnSection
          query={mapQuery(earning, (d) => d.rules)}
          onClaim={(rule) => track.mutateAsync({ ruleId: rule.id, ruleType: 'custom_action' })}
          links={earnLinks}
          onBirthday={profile.birthday ? undefined : () => focusBirthday(birthdayRef.current)}
        />
        <RedeemSection
          query={afterGate(
            mapQuery(spending, (d) => d.rules),
            customer,
          )}
          balance={profile.pointsBalance}
          onRedeem={(input) => redeem.mutateAsync(input)}
          onApplyDiscount={onApplyDiscount}
        />
      </div>
      <VipTierGrid tiers={tierList} status={vip.data} canEarnTier={profile.isAllowedToEarnTier} />
      {profile.isReferralProgramAvailable && (
        <ReferralSection
          points={<ActionPoints action="referral" />}
          link={profile.referralLink}
          query={mapQuery(referrals, (d) => d.sessions)}
        />
      )}
      <BirthdaySection
        ref={birthdayRef}
        birthday={profile.birthday}
        onSave={(input) => birthday.mutateAsync(input)}
      />
    </div>
  );
}
