import type { Translations } from '../../catalog.js';
import type { en } from '../../messages/engage.js';

/** Spanish: points where shoppers act, "yours with your points". */
export const engage: Translations<typeof en> = {
  'engage.earn.review': 'Gana {count, plural, one {# punto} other {# puntos}} por tu reseña',
  'engage.earn.photo': '{count, plural, one {# punto más} other {# puntos más}} con una foto',
  'engage.earn.question': 'Gana {count, plural, one {# punto} other {# puntos}} por tu pregunta',
  'engage.earn.answer': 'Gana {count, plural, one {# punto} other {# puntos}} por tu respuesta',
  'engage.earn.birthday': 'Gana {count, plural, one {# punto} other {# puntos}} en tu cumpleaños',
  'engage.earn.referral':
    'Gana {count, plural, one {# punto} other {# puntos}} por cada amigo que invites',
  'engage.signIn.review':
    'Inicia sesión para ganar {count, plural, one {# punto} other {# puntos}} por tu reseña',
  'engage.signIn.question':
    'Inicia sesión para ganar {count, plural, one {# punto} other {# puntos}} por tu pregunta',
  'engage.earned': 'Has ganado {count, plural, one {# punto} other {# puntos}}.',
  'engage.earnLater': 'Ganarás {count, plural, one {# punto} other {# puntos}} cuando se publique.',
  'engage.offer.free': 'Tuyo por {count, plural, one {# punto} other {# puntos}}',
  'engage.offer.off': '{amount} de descuento por {count, plural, one {# punto} other {# puntos}}',
  'engage.offer.toGo': 'Te faltan {count, plural, one {# punto} other {# puntos}}',
  'engage.offer.redeem': 'Canjear',
  'engage.offer.redeemLabel': 'Canjear {count, plural, one {# punto} other {# puntos}}: {title}',
  'engage.offer.title': 'Tuyo con tus puntos',
};
