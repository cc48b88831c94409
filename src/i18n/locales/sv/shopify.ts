import type { Translations } from '../../catalog.js';
import type { en } from '../../messages/shopify.js';

/** Swedish: the Shopify extensions' own messages (customer accounts, checkout). */
export const shopify: Translations<typeof en> = {
  'shopify.profile.link': 'Visa dina belöningar',
  'shopify.order.earned':
    'Du tjänade {count, plural, one {# poäng} other {# poäng}} på den här beställningen',
  'shopify.order.pending': 'Poängen för den här beställningen visas här när den har behandlats.',
  'shopify.checkout.title': 'Använd dina poäng',
  'shopify.checkout.applied': 'Koden {code} används på den här beställningen.',
  'shopify.checkout.signIn':
    'Logga in för att använda dina poäng och tjäna poäng på den här beställningen.',
  'shopify.checkout.noCodes': 'Rabattkoder kan inte läggas till i den här kassan.',
  'shopify.checkout.apply': 'Använd på den här beställningen',
  'shopify.lists.title': 'Önskelistor och presentlistor',
};
