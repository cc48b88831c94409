import type { OperationName } from '../src/api/index.js';
import { EVENT_FED, type Freshness, PERSONAL } from './cache.js';
import type { ProxyDeps } from './context.js';

/**
 * The customer read model: the personal reads that the API's events keep current (balance,
 * tier and referrals; rewards; wishlist items), cached per shopper until an event or a write
 * drops them. The rewards drawer's personal views are in it too: a customer's earning and
 * spending rules (their progress and what their points buy) and activity change only with their
 * points, tier, rewards, birthday or referrals, each of which comes as a customer event (or is
 * a write through the proxy). Other personal reads stay `PERSONAL` (brief).
 */
export const READ_MODEL: Partial<Record<OperationName, Freshness>> = {
  getCustomer: EVENT_FED,
  getCustomerVipStatus: EVENT_FED,
  getCustomerActiveRewards: EVENT_FED,
  getEarningRules: EVENT_FED,
  getSpendingRules: EVENT_FED,
  getActivityHistory: EVENT_FED,
  getWishlists: EVENT_FED,
  getWishlistItems: EVENT_FED,
};

/** How long a personal read is kept: the read model's window while events arrive. */
export function personalFreshness(deps: ProxyDeps, name: OperationName): Freshness {
  return (deps.events.live && READ_MODEL[name]) || PERSONAL;
}
