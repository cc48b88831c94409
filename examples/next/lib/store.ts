// The store's server side as this app sees it: the shared example backend (../../store), the
// session cookie read through Next's `cookies()`, and the cart behind its cookie.
import { cookies } from 'next/headers';
import { CART_COOKIE, cartHandler } from '../../store/cart';
import { customerIdFromCookie, SESSION_COOKIE } from '../../store/session';

export {
  catalog,
  handleAssetRequest,
  handleProxyRequest,
  loyaltyStack,
  productByHandle,
  PROXY_PATH,
} from '../../store/stack';
export { customerProof } from '../../store/session';

/** The signed-in customer's id from the store's session, or null for a guest. */
export async function signedInCustomer(): Promise<string | null> {
  return customerIdFromCookie((await cookies()).get(SESSION_COOKIE)?.value);
}

/** The shopper's cart handler (Hydrogen's shape), by the cart cookie. */
export async function storeCart() {
  return cartHandler((await cookies()).get(CART_COOKIE)?.value);
}
