import type { Translations } from '../../catalog.js';
import type { en } from '../../messages/engage.js';

/** German: points where shoppers act, "yours with your points". */
export const engage: Translations<typeof en> = {
  'engage.earn.review':
    'Sammeln Sie {count, plural, one {# Punkt} other {# Punkte}} für Ihre Bewertung',
  'engage.earn.photo':
    '{count, plural, one {# weiterer Punkt} other {# weitere Punkte}} mit einem Foto',
  'engage.earn.question':
    'Sammeln Sie {count, plural, one {# Punkt} other {# Punkte}} für Ihre Frage',
  'engage.earn.answer':
    'Sammeln Sie {count, plural, one {# Punkt} other {# Punkte}} für Ihre Antwort',
  'engage.earn.birthday':
    'Sammeln Sie {count, plural, one {# Punkt} other {# Punkte}} an Ihrem Geburtstag',
  'engage.earn.referral':
    'Sammeln Sie {count, plural, one {# Punkt} other {# Punkte}} für jede Empfehlung',
  'engage.signIn.review':
    'Melden Sie sich an, um {count, plural, one {# Punkt} other {# Punkte}} für Ihre Bewertung zu sammeln',
  'engage.signIn.question':
    'Melden Sie sich an, um {count, plural, one {# Punkt} other {# Punkte}} für Ihre Frage zu sammeln',
  'engage.earned': 'Sie haben {count, plural, one {# Punkt} other {# Punkte}} gesammelt.',
  'engage.earnLater':
    'Sie erhalten {count, plural, one {# Punkt} other {# Punkte}}, sobald sie veröffentlicht ist.',
  'engage.offer.free': 'Ihres für {count, plural, one {# Punkt} other {# Punkte}}',
  'engage.offer.off': '{amount} Rabatt für {count, plural, one {# Punkt} other {# Punkte}}',
  'engage.offer.toGo': 'Noch {count, plural, one {# Punkt} other {# Punkte}}',
  'engage.offer.redeem': 'Einlösen',
  'engage.offer.redeemLabel':
    'Einlösen: {count, plural, one {# Punkt} other {# Punkte}} für {title}',
  'engage.offer.title': 'Mit Ihren Punkten',
};
