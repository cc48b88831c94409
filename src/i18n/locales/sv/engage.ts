import type { Translations } from '../../catalog.js';
import type { en } from '../../messages/engage.js';

/** Swedish: points where shoppers act, "yours with your points". */
export const engage: Translations<typeof en> = {
  'engage.earn.review': 'Tjäna {count, plural, one {# poäng} other {# poäng}} på ditt omdöme',
  'engage.earn.photo': '{count, plural, one {# poäng till} other {# poäng till}} med ett foto',
  'engage.earn.question': 'Tjäna {count, plural, one {# poäng} other {# poäng}} på din fråga',
  'engage.earn.answer': 'Tjäna {count, plural, one {# poäng} other {# poäng}} på ditt svar',
  'engage.earn.birthday': 'Tjäna {count, plural, one {# poäng} other {# poäng}} på din födelsedag',
  'engage.earn.referral':
    'Tjäna {count, plural, one {# poäng} other {# poäng}} för varje vän du värvar',
  'engage.signIn.review':
    'Logga in för att tjäna {count, plural, one {# poäng} other {# poäng}} på ditt omdöme',
  'engage.signIn.question':
    'Logga in för att tjäna {count, plural, one {# poäng} other {# poäng}} på din fråga',
  'engage.earned': 'Du tjänade {count, plural, one {# poäng} other {# poäng}}.',
  'engage.earnLater':
    'Du får {count, plural, one {# poäng} other {# poäng}} när det har publicerats.',
  'engage.offer.free': 'Din för {count, plural, one {# poäng} other {# poäng}}',
  'engage.offer.off': '{amount} rabatt för {count, plural, one {# poäng} other {# poäng}}',
  'engage.offer.toGo': '{count, plural, one {# poäng} other {# poäng}} kvar',
  'engage.offer.redeem': 'Lös in',
  'engage.offer.redeemLabel': 'Lös in {count, plural, one {# poäng} other {# poäng}}: {title}',
  'engage.offer.title': 'Din med dina poäng',
};
