import type { Translations } from '../../catalog.js';
import type { en } from '../../messages/common.js';

/** French: shared states, errors and actions. */
export const common: Translations<typeof en> = {
  'common.loading': 'Chargement…',
  'common.retry': 'Réessayer',
  'common.close': 'Fermer',
  'common.cancel': 'Annuler',
  'common.confirm': 'Confirmer',
  'common.save': 'Enregistrer',
  'common.delete': 'Supprimer',
  'common.edit': 'Modifier',
  'common.back': 'Retour',
  'common.copy': 'Copier',
  'common.copied': 'Copié dans le presse-papiers',
  'common.copyFailed': 'Copie impossible. Sélectionnez le texte et copiez-le vous-même.',
  'common.loadMore': 'Voir plus',
  'common.signIn': 'Se connecter',
  'common.join': 'Rejoindre',
  'common.offline': 'Vous êtes hors ligne. Nous actualiserons à votre retour.',
  'common.empty': 'Rien pour le moment.',
  'common.points': '{count, plural, one {# point} other {# points}}',
  'errors.generic': 'Une erreur est survenue. Veuillez réessayer.',
  'errors.network': 'Impossible de joindre la boutique. Vérifiez votre connexion et réessayez.',
  'errors.unauthorized': 'Votre session a expiré. Veuillez vous reconnecter.',
  'errors.forbidden': 'Cette action ne vous est pas permise.',
  'errors.not_found': 'Introuvable.',
  'errors.rate_limited': 'La boutique est très sollicitée. Réessayez dans un instant.',
  'errors.invalid_request': 'Certaines informations sont incorrectes. Vérifiez et réessayez.',
  'errors.insufficient_points': "Vous n'avez pas encore assez de points pour cette récompense.",
  'errors.rule_not_allowed': 'Cette récompense ne vous est pas accessible.',
  'errors.variant_required': "Choisissez d'abord une variante.",
  'errors.conflict': 'Déjà fait.',
  'errors.birthday_already_set':
    'Votre anniversaire est déjà enregistré. Pour le modifier, contactez la boutique.',
  'errors.review_not_allowed': 'Vous ne pouvez pas évaluer ce produit.',
  'errors.upstream_unavailable': 'Le service est indisponible. Réessayez bientôt.',
};
