import type { Translations } from '../../catalog.js';
import type { en } from '../../messages/shopify.js';

/** German: the Shopify extensions' own messages (customer accounts, checkout). */
export const shopify: Translations<typeof en> = {
  'shopify.profile.link': 'Ihre Prämien ansehen',
  'shopify.order.earned':
    'Sie haben mit dieser Bestellung {count, plural, one {# Punkt} other {# Punkte}} gesammelt',
  'shopify.order.pending':
    'Die Punkte für diese Bestellung erscheinen hier, sobald sie bearbeitet ist.',
  'shopify.checkout.title': 'Punkte einlösen',
  'shopify.checkout.applied': 'Der Code {code} wurde auf diese Bestellung angewendet.',
  'shopify.checkout.signIn':
    'Melden Sie sich an, um Ihre Punkte einzulösen und mit dieser Bestellung Punkte zu sammeln.',
  'shopify.checkout.noCodes': 'Zu diesem Checkout können keine Rabattcodes hinzugefügt werden.',
  'shopify.checkout.apply': 'Auf diese Bestellung anwenden',
  'shopify.lists.title': 'Wunschlisten und Geschenklisten',
};
