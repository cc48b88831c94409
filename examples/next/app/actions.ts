'use server';
// The store's server actions: sign in and out (the store's own session) and the cart's discount
// codes (Hydrogen's `cart.updateDiscountCodes` shape, see ../../store/cart.ts).
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { CART_COOKIE } from '../../store/cart';
import {
  customerIdByEmail,
  SESSION_COOKIE,
  SESSION_MAX_AGE,
  sessionCookieValue,
} from '../../store/session';
import { storeCart } from '../lib/store';

const COOKIE = { httpOnly: true, sameSite: 'lax', path: '/' } as const;

/** Signs a customer in by e-mail (a demo store: no password) and goes back to the account page. */
export async function signIn(
  _state: { error?: string },
  form: FormData,
): Promise<{ error?: string }> {
  const email = String(form.get('email') ?? '').trim();
  const customerId = await customerIdByEmail(email);
  if (!customerId) return { error: `No customer has the e-mail “${email}”.` };
  (await cookies()).set(SESSION_COOKIE, sessionCookieValue(customerId), {
    ...COOKIE,
    maxAge: SESSION_MAX_AGE,
  });
  redirect('/account');
}

/** Signs the customer out. */
export async function signOut(): Promise<void> {
  (await cookies()).delete(SESSION_COOKIE);
  redirect('/account');
}

/** Adds a discount code to the cart (the rewards drawer's "Apply"); answers the cart's codes. */
export async function applyDiscountCode(
  code: string,
): Promise<{ codes: string[]; error?: string }> {
  const cart = await storeCart();
  const codes = (cart.get()?.discountCodes ?? []).map((d) => d.code);
  const result = cart.updateDiscountCodes([...codes, code]);
  (await cookies()).set(CART_COOKIE, result.cart.id, COOKIE);
  return {
    codes: result.cart.discountCodes.map((d) => d.code),
    ...(result.errors[0] && { error: result.errors[0].message }),
  };
}
