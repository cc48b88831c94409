'use client';
// The loyalty widgets whose "Apply" puts a reward's code in the store's cart: through a server
// action, then a refresh of the server-rendered parts (the header's cart).
import { PointsBadge, RewardsPage } from 'loyalkit';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { applyDiscountCode } from './actions';

/** The apply handler the widgets call with a reward's code. */
function useApplyToCart(): (code: string) => void {
  const router = useRouter();
  const [, startTransition] = useTransition();
  return (code) =>
    startTransition(async () => {
      await applyDiscountCode(code);
      router.refresh();
    });
}

/** The header's points badge and rewards drawer. */
export function RewardsBadge() {
  return <PointsBadge signInUrl="/account" joinUrl="/account" onApplyDiscount={useApplyToCart()} />;
}

/** The account page's rewards program. */
export function AccountRewards() {
  return <RewardsPage signInUrl="/account" joinUrl="/account" onApplyDiscount={useApplyToCart()} />;
}
