import {
  useBoostCampaign,
  useEarningRules,
  useSpendingRules,
  useVipTiers,
} from '../../hooks/rewards.js';
import { BoostBanner } from './BoostBanner.js';
import { EarnSection } from './EarnSection.js';
import type { EarnLinks } from './earnModel.js';
import { GuestPrompt, type GuestPromptProps } from './GuestPrompt.js';
import { RedeemSection } from './RedeemSection.js';
import { mapQuery } from '../shared/queryState.js';
import { VipSection } from './VipSection.js';

/** What a guest sees: how to earn and redeem, the tiers, and an invitation to sign in. */
export function GuestRewards({
  joinUrl,
  signInUrl,
  earnLinks,
}: GuestPromptProps & { earnLinks?: EarnLinks | undefined }) {
  const boost = useBoostCampaign();
  const earning = useEarningRules();
  const spending = useSpendingRules();
  const tiers = useVipTiers();
  return (
    <div className="lk-rewards-drawer__content">
      <GuestPrompt joinUrl={joinUrl} signInUrl={signInUrl} />
      <BoostBanner boost={boost.data} />
      <EarnSection query={mapQuery(earning, (d) => d.rules)} links={earnLinks} />
      <RedeemSection query={mapQuery(spending, (d) => d.rules)} balance={null} />
      <VipSection tiers={mapQuery(tiers, (d) => d.tiers)} />
    </div>
  );
}
