import type { Translations } from '../../catalog.js';
import type { en } from '../../messages/shopify.js';

/** French: the Shopify extensions' own messages (customer accounts, checkout). */
export const shopify: Translations<typeof en> = {
  'shopify.profile.link': 'Voir vos récompenses',
  'shopify.order.earned':
    'Vous avez gagné {count, plural, one {# point} other {# points}} avec cette commande',
  'shopify.order.pending':
    'Les points de cette commande apparaîtront ici une fois celle-ci traitée.',
  'shopify.checkout.title': 'Utilisez vos points',
  'shopify.checkout.applied': 'Le code {code} est appliqué à cette commande.',
  'shopify.checkout.signIn':
    'Connectez-vous pour utiliser vos points et en gagner avec cette commande.',
  'shopify.checkout.noCodes': 'Impossible d’ajouter un code de réduction à cette commande.',
  'shopify.checkout.apply': 'Appliquer à cette commande',
  'shopify.lists.title': 'Listes d’envies et listes de cadeaux',
};
