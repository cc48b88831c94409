import type { Translations } from '../../catalog.js';
import type { en } from '../../messages/engage.js';

/** Arabic: points where shoppers act, "yours with your points". */
export const engage: Translations<typeof en> = {
  'engage.earn.review':
    'اكسب {count, plural, zero {# نقطة} one {نقطة واحدة} two {نقطتين} few {# نقاط} many {# نقطة} other {# نقطة}} مقابل مراجعتك',
  'engage.earn.photo':
    '{count, plural, zero {# نقطة إضافية} one {نقطة إضافية واحدة} two {نقطتان إضافيتان} few {# نقاط إضافية} many {# نقطة إضافية} other {# نقطة إضافية}} مع صورة',
  'engage.earn.question':
    'اكسب {count, plural, zero {# نقطة} one {نقطة واحدة} two {نقطتين} few {# نقاط} many {# نقطة} other {# نقطة}} مقابل سؤالك',
  'engage.earn.answer':
    'اكسب {count, plural, zero {# نقطة} one {نقطة واحدة} two {نقطتين} few {# نقاط} many {# نقطة} other {# نقطة}} مقابل إجابتك',
  'engage.earn.birthday':
    'اكسب {count, plural, zero {# نقطة} one {نقطة واحدة} two {نقطتين} few {# نقاط} many {# نقطة} other {# نقطة}} في يوم ميلادك',
  'engage.earn.referral':
    'اكسب {count, plural, zero {# نقطة} one {نقطة واحدة} two {نقطتين} few {# نقاط} many {# نقطة} other {# نقطة}} عن كل صديق تدعوه',
  'engage.signIn.review':
    'سجّل الدخول لتكسب {count, plural, zero {# نقطة} one {نقطة واحدة} two {نقطتين} few {# نقاط} many {# نقطة} other {# نقطة}} مقابل مراجعتك',
  'engage.signIn.question':
    'سجّل الدخول لتكسب {count, plural, zero {# نقطة} one {نقطة واحدة} two {نقطتين} few {# نقاط} many {# نقطة} other {# نقطة}} مقابل سؤالك',
  'engage.earned':
    'لقد كسبت {count, plural, zero {# نقطة} one {نقطة واحدة} two {نقطتين} few {# نقاط} many {# نقطة} other {# نقطة}}.',
  'engage.earnLater':
    'ستكسب {count, plural, zero {# نقطة} one {نقطة واحدة} two {نقطتين} few {# نقاط} many {# نقطة} other {# نقطة}} بعد نشرها.',
  'engage.offer.free':
    'لك مقابل {count, plural, zero {# نقطة} one {نقطة واحدة} two {نقطتين} few {# نقاط} many {# نقطة} other {# نقطة}}',
  'engage.offer.off':
    'خصم {amount} مقابل {count, plural, zero {# نقطة} one {نقطة واحدة} two {نقطتين} few {# نقاط} many {# نقطة} other {# نقطة}}',
  'engage.offer.toGo':
    'تبقّى لك {count, plural, zero {# نقطة} one {نقطة واحدة} two {نقطتين} few {# نقاط} many {# نقطة} other {# نقطة}}',
  'engage.offer.redeem': 'استبدل',
  'engage.offer.redeemLabel':
    'استبدل {count, plural, zero {# نقطة} one {نقطة واحدة} two {نقطتين} few {# نقاط} many {# نقطة} other {# نقطة}}: {title}',
  'engage.offer.title': 'لك بنقاطك',
};
