import type { Translations } from '../../catalog.js';
import type { en } from '../../messages/engage.js';

/** Polish: points where shoppers act, "yours with your points". */
export const engage: Translations<typeof en> = {
  'engage.earn.review':
    'Zdobądź {count, plural, one {# punkt} few {# punkty} many {# punktów} other {# punktu}} za opinię',
  'engage.earn.photo':
    '{count, plural, one {# punkt więcej} few {# punkty więcej} many {# punktów więcej} other {# punktu więcej}} za zdjęcie',
  'engage.earn.question':
    'Zdobądź {count, plural, one {# punkt} few {# punkty} many {# punktów} other {# punktu}} za pytanie',
  'engage.earn.answer':
    'Zdobądź {count, plural, one {# punkt} few {# punkty} many {# punktów} other {# punktu}} za odpowiedź',
  'engage.earn.birthday':
    'Zdobądź {count, plural, one {# punkt} few {# punkty} many {# punktów} other {# punktu}} w swoje urodziny',
  'engage.earn.referral':
    'Zdobądź {count, plural, one {# punkt} few {# punkty} many {# punktów} other {# punktu}} za każdego poleconego znajomego',
  'engage.signIn.review':
    'Zaloguj się, aby zdobyć {count, plural, one {# punkt} few {# punkty} many {# punktów} other {# punktu}} za opinię',
  'engage.signIn.question':
    'Zaloguj się, aby zdobyć {count, plural, one {# punkt} few {# punkty} many {# punktów} other {# punktu}} za pytanie',
  'engage.earned':
    'Zdobywasz {count, plural, one {# punkt} few {# punkty} many {# punktów} other {# punktu}}.',
  'engage.earnLater':
    'Otrzymasz {count, plural, one {# punkt} few {# punkty} many {# punktów} other {# punktu}} po publikacji.',
  'engage.offer.free':
    'Twój za {count, plural, one {# punkt} few {# punkty} many {# punktów} other {# punktu}}',
  'engage.offer.off':
    '{amount} taniej za {count, plural, one {# punkt} few {# punkty} many {# punktów} other {# punktu}}',
  'engage.offer.toGo':
    'Brakuje: {count, plural, one {# punkt} few {# punkty} many {# punktów} other {# punktu}}',
  'engage.offer.redeem': 'Wymień',
  'engage.offer.redeemLabel':
    'Wymień {count, plural, one {# punkt} few {# punkty} many {# punktów} other {# punktu}}: {title}',
  'engage.offer.title': 'Twój za punkty',
};
