import { useState, type ComponentType } from 'react';
import type { ApiError } from '../../api/index.js';
import type { PointsBadgeState } from '../../components/loyalty/PointsBadgeView.js';
import { PointsBadgeView } from '../../components/loyalty/PointsBadgeView.js';
import { useLoyaltyContext } from '../../hooks/context.js';
import { customerOptions } from '../../hooks/rewards.js';
import { useSession } from '../../hooks/session.js';
import { loadWidgetMessages, usePage } from '../mount.js';
import { MESSAGE_DOMAINS } from '../messageParts.js';
import { useCacheQuery } from '../useCacheQuery.js';
import type { RewardsDrawerWidgetProps } from './RewardsDrawerWidget.js';

/** Where a guest joins or signs in. */
export interface PointsBadgeWidgetProps {
  joinUrl?: string | undefined;
  signInUrl?: string | undefined;
}

/**
 * The points badge on the page cache (E4 alone); the rewards drawer and the full runtime load
 * only when the shopper opens it.
 */
export function PointsBadgeWidget({ joinUrl, signInUrl }: PointsBadgeWidgetProps) {
  const page = usePage();
  const session = useSession();
  const customer = useCacheQuery(page.cache, customerOptions(useLoyaltyContext('PointsBadge')));
  const [open, setOpen] = useState(false);
  const [Drawer, setDrawer] = useState<ComponentType<RewardsDrawerWidgetProps> | null>(null);

  let state: PointsBadgeState;
  if (session.status === 'guest') state = { status: 'guest' };
  else if (session.status === 'error')
    state = { status: 'error', onRetry: () => void page.client.session().catch(() => undefined) };
  else if (session.status === 'loading' || customer.status === 'pending')
    state = { status: 'loading' };
  // A busy store said when to come back (its retries were spaced so): a placeholder, not a fault.
  else if (customer.status === 'error')
    state = (customer.error as ApiError).retryAfter
      ? { status: 'busy' }
      : { status: 'error', onRetry: customer.refetch };
  else
    state = {
      status: 'customer',
      balance: customer.data.pointsBalance,
      tier: customer.data.currentTier.title,
    };

  const openDrawer = () => {
    setOpen(true);
    if (!Drawer) {
      // The drawer speaks every domain (rewards link to products, reviews, wishlists).
      void Promise.all([
        import('./RewardsDrawerWidget.js'),
        loadWidgetMessages(page.config, MESSAGE_DOMAINS),
      ]).then(([m]) => setDrawer(() => m.RewardsDrawerWidget));
    }
  };
  return (
    <>
      <PointsBadgeView state={state} onOpen={openDrawer} />
      {Drawer && (
        <Drawer
          open={open}
          onClose={() => setOpen(false)}
          joinUrl={joinUrl}
          signInUrl={signInUrl}
        />
      )}
    </>
  );
}
