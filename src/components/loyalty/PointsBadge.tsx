import { useState } from 'react';
import type { ApplyDiscountHandler } from './ApplyDiscount.js';
import { LoyaltyI18n } from './LoyaltyI18n.js';
import { PointsBadgeView } from './PointsBadgeView.js';
import { RewardsDrawer } from './RewardsDrawer.js';
import { usePointsBadgeState } from './usePointsBadgeState.js';

export interface PointsBadgeProps {
  /** Where a guest creates an account. */
  joinUrl?: string | undefined;
  /** Where a guest signs in. */
  signInUrl?: string | undefined;
  /** Applies a discount code to the cart from the drawer; default: `/discount/CODE`. */
  onApplyDiscount?: ApplyDiscountHandler | undefined;
  /** Called instead of opening the built-in drawer (to open the store's own panel). */
  onOpen?: (() => void) | undefined;
  /** Extra class names, merged last. */
  className?: string | undefined;
}

/** The points balance and tier (or a join call to action) that opens the rewards drawer. */
export function PointsBadge(props: PointsBadgeProps) {
  return (
    <LoyaltyI18n>
      <PointsBadgeContainer {...props} />
    </LoyaltyI18n>
  );
}

function PointsBadgeContainer({
  joinUrl,
  signInUrl,
  onApplyDiscount,
  onOpen,
  className,
}: PointsBadgeProps) {
  const [open, setOpen] = useState(false);
  const state = usePointsBadgeState();
  return (
    <>
      <PointsBadgeView
        state={state}
        onOpen={onOpen ?? (() => setOpen(true))}
        className={className}
      />
      {!onOpen && (
        <RewardsDrawer
          open={open}
          onClose={() => setOpen(false)}
          joinUrl={joinUrl}
          signInUrl={signInUrl}
          onApplyDiscount={onApplyDiscount}
        />
      )}
    </>
  );
}
