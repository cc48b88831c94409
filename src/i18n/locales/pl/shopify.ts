import type { Translations } from '../../catalog.js';
import type { en } from '../../messages/shopify.js';

/** Polish: the Shopify extensions' own messages (customer accounts, checkout). */
export const shopify: Translations<typeof en> = {
  'shopify.profile.link': 'Zobacz swoje nagrody',
  'shopify.order.earned':
    'To zamówienie przyniosło Ci {count, plural, one {# punkt} few {# punkty} many {# punktów} other {# punktu}}',
  'shopify.order.pending': 'Punkty za to zamówienie pojawią się tutaj po jego przetworzeniu.',
  'shopify.checkout.title': 'Wykorzystaj punkty',
  'shopify.checkout.applied': 'Kod {code} został zastosowany do tego zamówienia.',
  'shopify.checkout.signIn': 'Zaloguj się, aby wykorzystać punkty i zdobyć je za to zamówienie.',
  'shopify.checkout.noCodes': 'Do tego zamówienia nie można dodać kodów rabatowych.',
  'shopify.checkout.apply': 'Zastosuj do tego zamówienia',
  'shopify.lists.title': 'Listy życzeń i listy prezentów',
};
