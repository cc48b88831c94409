import type {
  ActiveRewardEntry,
  ActivityEntry,
  CustomerProfile,
  EarningRule,
  SpendingRule,
  VipStatus,
  VipTier,
} from '../../../../src/api/index.js';
import type { StorefrontClient } from '../../../../src/client/index.js';

/** Everything the Rewards page shows of the program and of the customer. */
export interface Standing {
  customerId: string;
  customer: CustomerProfile;
  vipStatus: VipStatus;
  tiers: VipTier[];
  earning: EarningRule[];
  spending: SpendingRule[];
  active: ActiveRewardEntry[];
  activity: ActivityEntry[];
}

/**
 * Reads the page's data through the proxy, the customer's own bound by the session
 * (their Shopify session token); null for a token without a customer (the app was not granted
 * customer data).
 */
export async function loadStanding(
  client: StorefrontClient,
  locale: string,
): Promise<Standing | null> {
  const session = await client.session();
  if (!session.customer) return null;
  // Two rounds: the proxy lets a shopper have a few uncached reads in flight at once (fairness
  // across the store's shoppers), and answers more with "busy".
  const [customer, vipStatus, spending, active] = await Promise.all([
    client.call('getCustomer', {}),
    client.call('getCustomerVipStatus', {}),
    client.call('getSpendingRules', { locale }),
    client.call('getCustomerActiveRewards', { locale }),
  ]);
  const [tiers, earning, activity] = await Promise.all([
    client.call('getVipTiers', { locale }),
    client.call('getEarningRules', { locale }),
    client.call('getActivityHistory', { page: 1, perPage: 10, locale }),
  ]);
  return {
    customerId: session.customer.id,
    customer,
    vipStatus,
    tiers: tiers.tiers,
    earning: earning.rules,
    spending: spending.rules,
    active: active.rewards,
    activity: activity.activities,
  };
}
