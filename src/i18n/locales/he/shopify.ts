import type { Translations } from '../../catalog.js';
import type { en } from '../../messages/shopify.js';

/** Hebrew: the Shopify extensions' own messages (customer accounts, checkout). */
export const shopify: Translations<typeof en> = {
  'shopify.profile.link': 'להטבות שלך',
  'shopify.order.earned':
    'צברת {count, plural, one {נקודה אחת} two {# נקודות} other {# נקודות}} בהזמנה הזו',
  'shopify.order.pending': 'הנקודות על ההזמנה הזו יופיעו כאן אחרי שהיא תעובד.',
  'shopify.checkout.title': 'מימוש נקודות',
  'shopify.checkout.applied': 'הקוד {code} הוחל על ההזמנה הזו.',
  'shopify.checkout.signIn': 'התחברו כדי לממש נקודות ולצבור נקודות על ההזמנה הזו.',
  'shopify.checkout.noCodes': 'אי אפשר להוסיף קודי הנחה לתשלום הזה.',
  'shopify.checkout.apply': 'החלה על ההזמנה הזו',
  'shopify.lists.title': 'רשימות משאלות ורשימות מתנות',
};
