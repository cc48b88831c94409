import { useCustomer } from '../../hooks/rewardQueries.js';
import { useSession } from '../../hooks/session.js';
import type { PointsBadgeState } from './PointsBadgeView.js';

/**
 * What the points badge shows, from the session and the customer profile (E4 alone). One chain
 * for `<PointsBadge>` and the embed's light badge (which opens its drawer lazily): both retry
 * through the same hooks.
 */
export function usePointsBadgeState(): PointsBadgeState {
  const session = useSession();
  const customer = useCustomer();
  if (session.status === 'guest') return { status: 'guest' };
  if (session.status === 'error') return { status: 'error', onRetry: session.retry };
  if (session.status === 'loading' || customer.status === 'pending') return { status: 'loading' };
  // A busy store said when to come back (its retries were spaced so): a placeholder, not a fault.
  if (customer.status === 'error') {
    return customer.error.retryAfter
      ? { status: 'busy' }
      : { status: 'error', onRetry: () => void customer.refetch() };
  }
  return {
    status: 'customer',
    balance: customer.data.pointsBalance,
    tier: customer.data.currentTier.title,
  };
}
