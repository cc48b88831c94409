// The demo storefront's cart, as Shopify's cart AJAX API answers it (`/cart/add.js`, `/cart.js`,
// `/cart/clear.js`) and its `/discount/CODE` link, so that the widgets' "Add to cart" and "Apply
// to cart" do on the demo what they do on a Shopify theme. Carts live in memory, by cookie.
import { randomBytes } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';

/** A variant as the cart needs it (prices in cents, as Shopify's cart answers them). */
export interface CartVariant {
  id: number;
  productId: number;
  handle: string;
  title: string;
  variantTitle: string;
  price: number;
  image: string | null;
}

interface Cart {
  token: string;
  lines: { variant: CartVariant; quantity: number }[];
  discountCodes: string[];
}

const COOKIE = 'demo_cart';
/** Carts the demo keeps at most (oldest forgotten first): it is a demo, not a store. */
const MAX_CARTS = 1_000;

const AddItem = z.object({
  id: z.coerce.number().int().positive(),
  quantity: z.coerce.number().int().min(1).max(99).default(1),
});
const AddBody = z.union([z.object({ items: z.array(AddItem).min(1).max(50) }), AddItem]);

/** Shopify's 422 shape for a refused cart change. */
function refusal(c: Context, description: string) {
  return c.json({ status: 422, message: 'Cart Error', description }, 422);
}

/** The cart in the shape of Shopify's `/cart.js`. */
function cartJson(cart: Cart) {
  const items = cart.lines.map(({ variant, quantity }) => lineJson(variant, quantity));
  const total = items.reduce((sum, i) => sum + i.line_price, 0);
  return {
    token: cart.token,
    item_count: items.reduce((n, i) => n + i.quantity, 0),
    items,
    total_price: total,
    currency: 'USD',
    discount_codes: cart.discountCodes.map((code) => ({ code, applicable: true })),
  };
}

function lineJson(variant: CartVariant, quantity: number) {
  return {
    id: variant.id,
    variant_id: variant.id,
    product_id: variant.productId,
    handle: variant.handle,
    product_title: variant.title,
    variant_title: variant.variantTitle === 'Default Title' ? null : variant.variantTitle,
    quantity,
    price: variant.price,
    line_price: variant.price * quantity,
    image: variant.image,
  };
}

/** Registers the cart routes on the demo site; `variant` looks a variant up in the catalog. */
export function registerDemoCart(
  app: Hono,
  variant: (id: number) => Promise<CartVariant | undefined>,
): void {
  const carts = new Map<string, Cart>();
  const cartOf = (c: Context): Cart => {
    const token = getCookie(c, COOKIE);
    const known = token && carts.get(token);
    if (known) return known;
    const cart: Cart = { token: randomBytes(12).toString('hex'), lines: [], discountCodes: [] };
    if (carts.size >= MAX_CARTS) carts.delete(carts.keys().next().value!);
    carts.set(cart.token, cart);
    setCookie(c, COOKIE, cart.token, { path: '/', httpOnly: true, sameSite: 'Lax' });
    return cart;
  };

  app.get('/cart.js', (c) => c.json(cartJson(cartOf(c))));
  app.post('/cart/add.js', async (c) => {
    const parsed = AddBody.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return refusal(c, 'Send {items: [{id, quantity}]}.');
    const wanted = 'items' in parsed.data ? parsed.data.items : [parsed.data];
    const found = await Promise.all(wanted.map((w) => variant(w.id)));
    if (found.some((v) => !v)) return refusal(c, 'Cannot find variant');
    const cart = cartOf(c);
    const added = wanted.map((w, i) => {
      const v = found[i]!;
      const line = cart.lines.find((l) => l.variant.id === v.id);
      if (line) line.quantity = Math.min(99, line.quantity + w.quantity);
      else cart.lines.push({ variant: v, quantity: w.quantity });
      return lineJson(v, w.quantity);
    });
    return c.json({ items: added });
  });
  app.post('/cart/clear.js', (c) => {
    const cart = cartOf(c);
    cart.lines = [];
    cart.discountCodes = [];
    return c.json(cartJson(cart));
  });
  // Shopify's shareable discount link: the code goes on the cart, then to `redirect` (a path).
  app.get('/discount/:code', (c) => {
    const code = c.req.param('code').trim().slice(0, 255);
    const cart = cartOf(c);
    if (code && !cart.discountCodes.includes(code)) cart.discountCodes = [code];
    const redirect = c.req.query('redirect');
    return c.redirect(
      redirect?.startsWith('/') && !redirect.startsWith('//') ? redirect : '/cart.html',
      302,
    );
  });
}
