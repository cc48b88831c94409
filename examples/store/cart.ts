// The example store's cart: in memory, by a cart id cookie, with the shape of Hydrogen's cart
// handler (`cart.get()`, `cart.updateDiscountCodes(codes)` answering `{ cart, errors }`), so the
// integration reads as it would in a Hydrogen store, where the same calls reach Shopify.
import { randomBytes } from 'node:crypto';

/** The cart id cookie's name. */
export const CART_COOKIE = 'store_cart';

/** A cart as the pages show it. */
export interface Cart {
  id: string;
  totalQuantity: number;
  discountCodes: { code: string; applicable: boolean }[];
}

/** What a cart mutation answers, as Hydrogen's does. */
export interface CartResult {
  cart: Cart;
  errors: { message: string }[];
}

/** Carts kept at most (oldest forgotten first): an example, not a store. */
const MAX_CARTS = 1_000;
const holder = globalThis as { __storeCarts?: Map<string, Cart> };
const carts = (holder.__storeCarts ??= new Map());

/** A discount code as a store would accept it. */
const CODE = /^[A-Za-z0-9_-]{1,64}$/;

/** The cart handler for one cart id (a new cart when the id is unknown or absent). */
export function cartHandler(cartId: string | undefined) {
  const current = (): Cart => {
    const known = cartId ? carts.get(cartId) : undefined;
    if (known) return known;
    const cart: Cart = {
      id: randomBytes(12).toString('hex'),
      totalQuantity: 0,
      discountCodes: [],
    };
    carts.set(cart.id, cart);
    if (carts.size > MAX_CARTS) carts.delete(carts.keys().next().value!);
    cartId = cart.id;
    return cart;
  };
  return {
    /** The cart, or null while the shopper has none. */
    get(): Cart | null {
      return (cartId && carts.get(cartId)) || null;
    },
    /** Replaces the cart's discount codes (Hydrogen: `cart.updateDiscountCodes`). */
    updateDiscountCodes(codes: readonly string[]): CartResult {
      const cart = current();
      const bad = codes.filter((code) => !CODE.test(code));
      if (bad.length > 0) return { cart, errors: [{ message: 'That code is not valid.' }] };
      cart.discountCodes = [...new Set(codes)].map((code) => ({ code, applicable: true }));
      return { cart, errors: [] };
    },
  };
}
