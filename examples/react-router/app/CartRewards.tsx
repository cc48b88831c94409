// The loyalty widgets whose "Apply" puts a reward's code in the store's cart: a fetcher posts
// it to the cart's action (/cart), then React Router revalidates the loaders (the header's cart).
import { PointsBadge, RewardsPage } from 'loyalkit';
import { useFetcher } from 'react-router';
import { discountCodesForm } from './cartForm';

/** The apply handler the widgets call with a reward's code. */
function useApplyToCart(): (code: string) => void {
  const fetcher = useFetcher();
  return (code) =>
    void fetcher.submit(discountCodesForm([code]), { method: 'post', action: '/cart' });
}

/** The header's points badge and rewards drawer. */
export function RewardsBadge() {
  return <PointsBadge signInUrl="/account" joinUrl="/account" onApplyDiscount={useApplyToCart()} />;
}

/** The account page's rewards program. */
export function AccountRewards() {
  return <RewardsPage signInUrl="/account" joinUrl="/account" onApplyDiscount={useApplyToCart()} />;
}
