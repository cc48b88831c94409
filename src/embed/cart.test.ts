import { afterEach, describe, expect, it, vi } from 'vitest';
import { addToCart } from './cart.js';

const ajax = { cart: 'ajax', cartUrl: '/fr/cart' } as const;

function host(): HTMLElement {
  const el = document.createElement('lk-wishlist-share');
  document.body.append(el);
  return el;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('add to cart from a theme page', () => {
  it("posts the variant to the storefront's cart AJAX API, then tells the theme the cart changed", async () => {
    const fetch = vi.fn(async () => Response.json({ items: [{ id: 201, quantity: 1 }] }));
    vi.stubGlobal('fetch', fetch);
    const heard: unknown[] = [];
    document.addEventListener('lk:add-to-cart', (e) => heard.push((e as CustomEvent).detail));
    const updated = vi.fn();
    document.addEventListener('lk:cart-updated', updated);
    await addToCart(host(), ajax, 2, 201);
    expect(heard).toEqual([{ productId: 2, variantId: 201, quantity: 1 }]);
    expect(fetch).toHaveBeenCalledWith(
      '/fr/cart/add.js',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ items: [{ id: 201, quantity: 1 }] }),
      }),
    );
    expect(updated).toHaveBeenCalledOnce();
  });

  it('leaves the cart to a theme that handles the event itself, or to the event alone', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const el = host();
    const cancel = (e: Event) => e.preventDefault();
    document.addEventListener('lk:add-to-cart', cancel);
    await addToCart(el, ajax, 2, 201);
    document.removeEventListener('lk:add-to-cart', cancel);
    await addToCart(el, { cart: 'event', cartUrl: '/cart' }, 2, 201);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("rejects with the cart's reason when it refuses", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          {
            status: 422,
            message: 'Cart Error',
            description: 'All 1 Wool beanie are in your cart.',
          },
          { status: 422 },
        ),
      ),
    );
    const updated = vi.fn();
    document.addEventListener('lk:cart-updated', updated);
    await expect(addToCart(host(), ajax, 2, 201)).rejects.toThrow(
      'All 1 Wool beanie are in your cart.',
    );
    expect(updated).not.toHaveBeenCalled();
  });
});
