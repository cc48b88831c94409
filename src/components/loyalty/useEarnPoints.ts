import { useCustomer, useEarningRules, useVipTiers } from '../../hooks/rewards.js';
import { useSession } from '../../hooks/session.js';
import { actionPoints, type EarnAction } from './actionPoints.js';

/** What the shopper would earn for the actions a widget offers. */
export type EarnPoints =
  | { status: 'pending' }
  /** Nothing to say: the rules could not be read, or the program excludes this customer. */
  | { status: 'none' }
  | {
      status: 'ready';
      /** A guest earns only once signed in (the base points, before any tier). */
      guest: boolean;
      /** The points an action pays this shopper, or null where no rule rewards it. */
      pointsFor: (action: EarnAction) => number | null;
    };

/**
 * The earning rules (E7) for this shopper, with a customer's tier multiplier (E4 tier, E12
 * multipliers): the same reads as the points nudge, so a page that shows both reads them once.
 */
export function useEarnPoints(): EarnPoints {
  const session = useSession();
  const rules = useEarningRules();
  const customer = useCustomer();
  const tiers = useVipTiers();
  if (session.status === 'loading' || rules.status === 'pending') return { status: 'pending' };
  if (session.status === 'error' || rules.status === 'error') return { status: 'none' };
  const list = rules.data.rules;
  if (session.status === 'guest') {
    return { status: 'ready', guest: true, pointsFor: (action) => actionPoints(list, action) };
  }
  if (customer.status === 'pending' || tiers.status === 'pending') return { status: 'pending' };
  if (customer.status === 'error' || !customer.data.isRewardProgramAvailable) {
    return { status: 'none' };
  }
  const tier = tiers.data?.tiers.find((x) => x.id === customer.data.currentTier.id);
  const multiplier = tier?.pointsMultiplier ?? 1;
  return {
    status: 'ready',
    guest: false,
    pointsFor: (action) => actionPoints(list, action, multiplier),
  };
}
