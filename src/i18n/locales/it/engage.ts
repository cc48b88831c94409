import type { Translations } from '../../catalog.js';
import type { en } from '../../messages/engage.js';

/** Italian: points where shoppers act, "yours with your points". */
export const engage: Translations<typeof en> = {
  'engage.earn.review':
    'Guadagna {count, plural, one {# punto} many {# punti} other {# punti}} per la tua recensione',
  'engage.earn.photo':
    '{count, plural, one {# punto in più} many {# punti in più} other {# punti in più}} con una foto',
  'engage.earn.question':
    'Guadagna {count, plural, one {# punto} many {# punti} other {# punti}} per la tua domanda',
  'engage.earn.answer':
    'Guadagna {count, plural, one {# punto} many {# punti} other {# punti}} per la tua risposta',
  'engage.earn.birthday':
    'Guadagna {count, plural, one {# punto} many {# punti} other {# punti}} per il tuo compleanno',
  'engage.earn.referral':
    'Guadagna {count, plural, one {# punto} many {# punti} other {# punti}} per ogni amico che inviti',
  'engage.signIn.review':
    'Accedi per guadagnare {count, plural, one {# punto} many {# punti} other {# punti}} con la tua recensione',
  'engage.signIn.question':
    'Accedi per guadagnare {count, plural, one {# punto} many {# punti} other {# punti}} con la tua domanda',
  'engage.earned': 'Hai guadagnato {count, plural, one {# punto} many {# punti} other {# punti}}.',
  'engage.earnLater':
    'Guadagnerai {count, plural, one {# punto} many {# punti} other {# punti}} appena sarà pubblicata.',
  'engage.offer.free': 'Tuo per {count, plural, one {# punto} many {# punti} other {# punti}}',
  'engage.offer.off':
    '{amount} di sconto per {count, plural, one {# punto} many {# punti} other {# punti}}',
  'engage.offer.toGo': 'Ancora {count, plural, one {# punto} many {# punti} other {# punti}}',
  'engage.offer.redeem': 'Riscatta',
  'engage.offer.redeemLabel':
    'Riscatta {count, plural, one {# punto} many {# punti} other {# punti}}: {title}',
  'engage.offer.title': 'Tuo con i tuoi punti',
};
