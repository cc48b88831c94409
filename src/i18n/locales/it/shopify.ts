import type { Translations } from '../../catalog.js';
import type { en } from '../../messages/shopify.js';

/** Italian: the Shopify extensions' own messages (customer accounts, checkout). */
export const shopify: Translations<typeof en> = {
  'shopify.profile.link': 'Vedi i tuoi premi',
  'shopify.order.earned':
    'Hai guadagnato {count, plural, one {# punto} many {# punti} other {# punti}} con questo ordine',
  'shopify.order.pending': 'I punti di questo ordine appariranno qui una volta elaborato.',
  'shopify.checkout.title': 'Usa i tuoi punti',
  'shopify.checkout.applied': 'Il codice {code} è applicato a questo ordine.',
  'shopify.checkout.signIn': 'Accedi per usare i tuoi punti e guadagnarli con questo ordine.',
  'shopify.checkout.noCodes': 'Non è possibile aggiungere codici sconto a questo checkout.',
  'shopify.checkout.apply': 'Applica a questo ordine',
  'shopify.lists.title': 'Liste dei desideri e liste regalo',
};
