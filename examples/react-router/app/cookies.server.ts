// The store's cookies: its session (the signed-in customer) and its cart id.
import { createCookie } from 'react-router';
import { CART_COOKIE, cartHandler } from '../../store/cart';
import {
  customerIdFromCookie,
  SESSION_COOKIE,
  SESSION_MAX_AGE,
  sessionCookieValue,
} from '../../store/session';

const options = { httpOnly: true, sameSite: 'lax', path: '/' } as const;
const session = createCookie(SESSION_COOKIE, { ...options, maxAge: SESSION_MAX_AGE });
const cartId = createCookie(CART_COOKIE, options);

/** The signed-in customer's id, or null for a guest. */
export async function signedInCustomer(request: Request): Promise<string | null> {
  const value: unknown = await session.parse(request.headers.get('Cookie'));
  return customerIdFromCookie(typeof value === 'string' ? value : undefined);
}

/** The `Set-Cookie` that signs the customer in, or out (`null`). */
export function sessionHeader(customerId: string | null): Promise<string> {
  return customerId === null
    ? session.serialize('', { maxAge: 0 })
    : session.serialize(sessionCookieValue(customerId));
}

/** The shopper's cart handler (Hydrogen's shape), by the cart cookie. */
export async function storeCart(request: Request) {
  const value: unknown = await cartId.parse(request.headers.get('Cookie'));
  return cartHandler(typeof value === 'string' ? value : undefined);
}

/** The `Set-Cookie` that keeps the cart's id. */
export function cartHeader(id: string): Promise<string> {
  return cartId.serialize(id);
}
