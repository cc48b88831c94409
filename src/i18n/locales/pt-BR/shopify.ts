import type { Translations } from '../../catalog.js';
import type { en } from '../../messages/shopify.js';

/** Brazilian Portuguese: the Shopify extensions' own messages (customer accounts, checkout). */
export const shopify: Translations<typeof en> = {
  'shopify.profile.link': 'Ver suas recompensas',
  'shopify.order.earned':
    'Você ganhou {count, plural, one {# ponto} many {# pontos} other {# pontos}} com este pedido',
  'shopify.order.pending': 'Os pontos deste pedido aparecerão aqui quando ele for processado.',
  'shopify.checkout.title': 'Use seus pontos',
  'shopify.checkout.applied': 'O código {code} foi aplicado a este pedido.',
  'shopify.checkout.signIn': 'Entre para usar seus pontos e ganhá-los com este pedido.',
  'shopify.checkout.noCodes': 'Não é possível adicionar códigos de desconto a este checkout.',
  'shopify.checkout.apply': 'Aplicar a este pedido',
  'shopify.lists.title': 'Listas de desejos e de presentes',
};
