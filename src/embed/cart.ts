import type { WidgetEventDetail } from '../api/widgetEvents.js';
import type { EmbedConfig } from './elements.js';

/**
 * What `lk:add-to-cart` carries (its row in `WIDGET_EVENTS`); a theme that adds the item itself
 * calls `preventDefault()`.
 */
export type AddToCartDetail = WidgetEventDetail<'lk:add-to-cart'>;

/** Shopify's cart AJAX API refusal (`422 {status, message, description}`). */
interface CartRefusal {
  description?: unknown;
  message?: unknown;
}

/**
 * "Add to cart" from a widget on a theme page. It dispatches a bubbling, composed, cancelable
 * `lk:add-to-cart` event with `{productId, variantId, quantity}`; unless a listener cancels it
 * (the theme's own cart) or the page config says `cart="event"`, it posts the variant to the
 * storefront's `{cartUrl}/add.js` (Shopify's cart AJAX API) and then dispatches `lk:cart-updated`
 * with the answer, for the theme's cart drawer or count. Rejects with the cart's reason.
 */
export async function addToCart(
  host: HTMLElement,
  config: Pick<EmbedConfig, 'cart' | 'cartUrl'>,
  productId: number,
  variantId: number,
  quantity = 1,
): Promise<void> {
  const detail: AddToCartDetail = { productId, variantId, quantity };
  const event = new CustomEvent('lk:add-to-cart', {
    detail,
    bubbles: true,
    composed: true,
    cancelable: true,
  });
  if (!host.dispatchEvent(event) || config.cart === 'event') return;
  const response = await fetch(`${config.cartUrl}/add.js`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      // Shopify answers JSON errors (not a redirect) to AJAX requests.
      'X-Requested-With': 'XMLHttpRequest',
    },
    body: JSON.stringify({ items: [{ id: variantId, quantity }] }),
    credentials: 'same-origin',
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const refusal = (body ?? {}) as CartRefusal;
    const reason = [refusal.description, refusal.message].find((r) => typeof r === 'string');
    throw new Error(typeof reason === 'string' ? reason : `the cart answered ${response.status}`);
  }
  host.dispatchEvent(
    new CustomEvent('lk:cart-updated', { detail: body, bubbles: true, composed: true }),
  );
}
