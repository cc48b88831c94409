import { useState, type ComponentType } from 'react';
import { PointsBadgeView } from '../../components/loyalty/PointsBadgeView.js';
import { usePointsBadgeState } from '../../components/loyalty/usePointsBadgeState.js';
import { loadWidgetMessages, usePage } from '../mount.js';
import { MESSAGE_DOMAINS } from '../messageParts.js';
import type { RewardsDrawerWidgetProps } from './RewardsDrawerWidget.js';

/** Where a guest joins or signs in. */
export interface PointsBadgeWidgetProps {
  joinUrl?: string | undefined;
  signInUrl?: string | undefined;
}

/**
 * `<PointsBadge>`'s state and view on the page cache (E4 alone); only its drawer differs: it and
 * the full runtime load when the shopper first opens it, not with the badge.
 */
export function PointsBadgeWidget({ joinUrl, signInUrl }: PointsBadgeWidgetProps) {
  const page = usePage();
  const state = usePointsBadgeState();
  const [open, setOpen] = useState(false);
  const [Drawer, setDrawer] = useState<ComponentType<RewardsDrawerWidgetProps> | null>(null);

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
