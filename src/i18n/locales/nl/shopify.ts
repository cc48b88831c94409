import type { Translations } from '../../catalog.js';
import type { en } from '../../messages/shopify.js';

/** Dutch: the Shopify extensions' own messages (customer accounts, checkout). */
export const shopify: Translations<typeof en> = {
  'shopify.profile.link': 'Bekijk je beloningen',
  'shopify.order.earned':
    'Je hebt {count, plural, one {# punt} other {# punten}} gespaard met deze bestelling',
  'shopify.order.pending': 'De punten voor deze bestelling verschijnen hier zodra ze verwerkt is.',
  'shopify.checkout.title': 'Gebruik je punten',
  'shopify.checkout.applied': 'Code {code} is toegepast op deze bestelling.',
  'shopify.checkout.signIn':
    'Log in om je punten te gebruiken en punten te sparen met deze bestelling.',
  'shopify.checkout.noCodes': 'Aan deze checkout kunnen geen kortingscodes worden toegevoegd.',
  'shopify.checkout.apply': 'Toepassen op deze bestelling',
  'shopify.lists.title': 'Verlanglijstjes en cadeaulijsten',
};
