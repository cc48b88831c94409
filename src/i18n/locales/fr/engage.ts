import type { Translations } from '../../catalog.js';
import type { en } from '../../messages/engage.js';

/** French: points where shoppers act, "yours with your points". */
export const engage: Translations<typeof en> = {
  'engage.earn.review': 'Gagnez {count, plural, one {# point} other {# points}} pour votre avis',
  'engage.earn.photo':
    '{count, plural, one {# point de plus} other {# points de plus}} avec une photo',
  'engage.earn.question':
    'Gagnez {count, plural, one {# point} other {# points}} pour votre question',
  'engage.earn.answer': 'Gagnez {count, plural, one {# point} other {# points}} pour votre réponse',
  'engage.earn.birthday':
    'Gagnez {count, plural, one {# point} other {# points}} le jour de votre anniversaire',
  'engage.earn.referral':
    'Gagnez {count, plural, one {# point} other {# points}} pour chaque ami parrainé',
  'engage.signIn.review':
    'Connectez-vous pour gagner {count, plural, one {# point} other {# points}} avec votre avis',
  'engage.signIn.question':
    'Connectez-vous pour gagner {count, plural, one {# point} other {# points}} avec votre question',
  'engage.earned': 'Vous avez gagné {count, plural, one {# point} other {# points}}.',
  'engage.earnLater':
    'Vous gagnerez {count, plural, one {# point} other {# points}} dès sa publication.',
  'engage.offer.free': 'À vous pour {count, plural, one {# point} other {# points}}',
  'engage.offer.off': '{amount} de remise pour {count, plural, one {# point} other {# points}}',
  'engage.offer.toGo': 'Encore {count, plural, one {# point} other {# points}}',
  'engage.offer.redeem': 'Échanger',
  'engage.offer.redeemLabel': 'Échanger {count, plural, one {# point} other {# points}} : {title}',
  'engage.offer.title': 'À vous avec vos points',
};
