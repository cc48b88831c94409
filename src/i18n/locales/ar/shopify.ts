import type { Translations } from '../../catalog.js';
import type { en } from '../../messages/shopify.js';

/** Arabic: the Shopify extensions' own messages (customer accounts, checkout). */
export const shopify: Translations<typeof en> = {
  'shopify.profile.link': 'عرض مكافآتك',
  'shopify.order.earned':
    'ربحت {count, plural, zero {# نقطة} one {نقطة واحدة} two {نقطتين} few {# نقاط} many {# نقطة} other {# نقطة}} مع هذا الطلب',
  'shopify.order.pending': 'ستظهر نقاط هذا الطلب هنا بعد معالجته.',
  'shopify.checkout.title': 'استخدم نقاطك',
  'shopify.checkout.applied': 'تم تطبيق الرمز {code} على هذا الطلب.',
  'shopify.checkout.signIn': 'سجّل الدخول لاستخدام نقاطك وكسبها مع هذا الطلب.',
  'shopify.checkout.noCodes': 'لا يمكن إضافة رموز خصم إلى هذا الدفع.',
  'shopify.checkout.apply': 'تطبيق على هذا الطلب',
  'shopify.lists.title': 'قوائم الأمنيات وقوائم الهدايا',
};
