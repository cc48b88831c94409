import type {
  ActiveRewardEntry,
  BoostCampaign,
  CustomerProfile,
  EarningRule,
  SpendingRule,
  VipTier,
} from '../../../src/api/index.js';
import type { StorefrontClient } from '../../../src/client/index.js';

/** What checkout shows: the program's rates for everyone, and a signed-in customer's standing. */
export interface Program {
  earning: EarningRule[];
  boost: BoostCampaign | null;
  tiers: VipTier[];
  /** The signed-in customer and theirs; null for a guest (no `sub` in the session token). */
  customer: {
    id: string;
    profile: CustomerProfile;
    spending: SpendingRule[];
    active: ActiveRewardEntry[];
  } | null;
}

/** Reads the program through the proxy; the customer's part only for a customer's session. */
export async function loadProgram(client: StorefrontClient, locale: string): Promise<Program> {
  const session = await client.session();
  const [earning, boost, tiers] = await Promise.all([
    client.call('getEarningRules', { locale }),
    client.call('getActiveBoostCampaign', {}),
    client.call('getVipTiers', { locale }),
  ]);
  const program = { earning: earning.rules, boost: boost.boostCampaign, tiers: tiers.tiers };
  if (!session.customer) return { ...program, customer: null };
  const [profile, spending, active] = await Promise.all([
    client.call('getCustomer', {}),
    client.call('getSpendingRules', { locale }),
    client.call('getCustomerActiveRewards', { locale }),
  ]);
  return {
    ...program,
    customer: {
      id: session.customer.id,
      profile,
      spending: spending.rules,
      active: active.rewards,
    },
  };
}
