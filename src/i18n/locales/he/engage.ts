import type { Translations } from '../../catalog.js';
import type { en } from '../../messages/engage.js';

/** Hebrew: points where shoppers act, "yours with your points". */
export const engage: Translations<typeof en> = {
  'engage.earn.review':
    'צברו {count, plural, one {נקודה אחת} two {# נקודות} other {# נקודות}} על הביקורת שלכם',
  'engage.earn.photo':
    '{count, plural, one {עוד נקודה אחת} two {עוד # נקודות} other {עוד # נקודות}} עם תמונה',
  'engage.earn.question':
    'צברו {count, plural, one {נקודה אחת} two {# נקודות} other {# נקודות}} על השאלה שלכם',
  'engage.earn.answer':
    'צברו {count, plural, one {נקודה אחת} two {# נקודות} other {# נקודות}} על התשובה שלכם',
  'engage.earn.birthday':
    'צברו {count, plural, one {נקודה אחת} two {# נקודות} other {# נקודות}} ביום ההולדת שלכם',
  'engage.earn.referral':
    'צברו {count, plural, one {נקודה אחת} two {# נקודות} other {# נקודות}} על כל חבר שתפנו',
  'engage.signIn.review':
    'התחברו כדי לצבור {count, plural, one {נקודה אחת} two {# נקודות} other {# נקודות}} על הביקורת שלכם',
  'engage.signIn.question':
    'התחברו כדי לצבור {count, plural, one {נקודה אחת} two {# נקודות} other {# נקודות}} על השאלה שלכם',
  'engage.earned': 'צברתם {count, plural, one {נקודה אחת} two {# נקודות} other {# נקודות}}.',
  'engage.earnLater':
    'תצברו {count, plural, one {נקודה אחת} two {# נקודות} other {# נקודות}} כשהיא תפורסם.',
  'engage.offer.free':
    'שלכם תמורת {count, plural, one {נקודה אחת} two {# נקודות} other {# נקודות}}',
  'engage.offer.off':
    '{amount} הנחה תמורת {count, plural, one {נקודה אחת} two {# נקודות} other {# נקודות}}',
  'engage.offer.toGo': 'עוד {count, plural, one {נקודה אחת} two {# נקודות} other {# נקודות}}',
  'engage.offer.redeem': 'מימוש',
  'engage.offer.redeemLabel':
    'מימוש {count, plural, one {נקודה אחת} two {# נקודות} other {# נקודות}}: {title}',
  'engage.offer.title': 'שלכם בנקודות',
};
