// purchase.checkout.reductions.render-after: loyalty in the order summary, under the discount
// field: what this order earns, and for a signed-in customer their points and the rewards they
// can afford, redeemed and applied to the checkout in one press.
import '@shopify/ui-extensions/preact';
import { start } from '../../shared/components/Setup.js';
import { extensionRuntime } from '../../shared/runtime.js';
import { cartPresentment } from './cartRate.js';
import { CheckoutRewards } from './CheckoutRewards.js';

export default async () => {
  await start(
    () => extensionRuntime(shopify, { presentment: (store) => cartPresentment(shopify, store) }),
    (runtime) => <CheckoutRewards api={shopify} runtime={runtime} />,
  );
};
