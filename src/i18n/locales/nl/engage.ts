import type { Translations } from '../../catalog.js';
import type { en } from '../../messages/engage.js';

/** Dutch: points where shoppers act, "yours with your points". */
export const engage: Translations<typeof en> = {
  'engage.earn.review': 'Spaar {count, plural, one {# punt} other {# punten}} met je review',
  'engage.earn.photo': '{count, plural, one {# punt extra} other {# punten extra}} met een foto',
  'engage.earn.question': 'Spaar {count, plural, one {# punt} other {# punten}} met je vraag',
  'engage.earn.answer': 'Spaar {count, plural, one {# punt} other {# punten}} met je antwoord',
  'engage.earn.birthday': 'Spaar {count, plural, one {# punt} other {# punten}} op je verjaardag',
  'engage.earn.referral':
    'Spaar {count, plural, one {# punt} other {# punten}} voor elke vriend die je aanbeveelt',
  'engage.signIn.review':
    'Log in om {count, plural, one {# punt} other {# punten}} te sparen met je review',
  'engage.signIn.question':
    'Log in om {count, plural, one {# punt} other {# punten}} te sparen met je vraag',
  'engage.earned': 'Je hebt {count, plural, one {# punt} other {# punten}} gespaard.',
  'engage.earnLater':
    'Je krijgt {count, plural, one {# punt} other {# punten}} zodra hij is gepubliceerd.',
  'engage.offer.free': 'Van jou voor {count, plural, one {# punt} other {# punten}}',
  'engage.offer.off': '{amount} korting voor {count, plural, one {# punt} other {# punten}}',
  'engage.offer.toGo': 'Nog {count, plural, one {# punt} other {# punten}} te gaan',
  'engage.offer.redeem': 'Inwisselen',
  'engage.offer.redeemLabel':
    'Inwisselen: {count, plural, one {# punt} other {# punten}} voor {title}',
  'engage.offer.title': 'Van jou met je punten',
};
