import type { Translations } from '../../catalog.js';
import type { en } from '../../messages/shopify.js';

/** Spanish: the Shopify extensions' own messages (customer accounts, checkout). */
export const shopify: Translations<typeof en> = {
  'shopify.profile.link': 'Ver tus recompensas',
  'shopify.order.earned': 'Ganaste {count, plural, one {# punto} other {# puntos}} con este pedido',
  'shopify.order.pending': 'Los puntos de este pedido aparecerán aquí cuando se procese.',
  'shopify.checkout.title': 'Usa tus puntos',
  'shopify.checkout.applied': 'El código {code} se aplicó a este pedido.',
  'shopify.checkout.signIn': 'Inicia sesión para usar tus puntos y ganarlos con este pedido.',
  'shopify.checkout.noCodes': 'No se pueden añadir códigos de descuento a este pago.',
  'shopify.checkout.apply': 'Aplicar a este pedido',
  'shopify.lists.title': 'Listas de deseos y de regalos',
};
