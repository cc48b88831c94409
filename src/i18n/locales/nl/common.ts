import type { Translations } from '../../catalog.js';
import type { en } from '../../messages/common.js';

/** Dutch: shared states, errors and actions. */
export const common: Translations<typeof en> = {
  'common.loading': 'Laden…',
  'common.retry': 'Opnieuw proberen',
  'common.close': 'Sluiten',
  'common.cancel': 'Annuleren',
  'common.confirm': 'Bevestigen',
  'common.save': 'Opslaan',
  'common.delete': 'Verwijderen',
  'common.edit': 'Bewerken',
  'common.back': 'Terug',
  'common.copy': 'Kopiëren',
  'common.copied': 'Gekopieerd naar het klembord',
  'common.copyFailed': 'Kopiëren is niet gelukt. Selecteer de tekst en kopieer hem zelf.',
  'common.loadMore': 'Meer laden',
  'common.signIn': 'Inloggen',
  'common.join': 'Word lid',
  'common.offline': 'Je bent offline. We werken alles bij zodra je weer online bent.',
  'common.empty': 'Hier staat nog niets.',
  'common.count': '({count})',
  'common.points': '{count, plural, one {# punt} other {# punten}}',
  'errors.generic': 'Er ging iets mis. Probeer het opnieuw.',
  'errors.network':
    'We kunnen de winkel niet bereiken. Controleer je verbinding en probeer het opnieuw.',
  'errors.unauthorized': 'Je sessie is verlopen. Log opnieuw in.',
  'errors.forbidden': 'Dat mag je niet doen.',
  'errors.not_found': 'We konden dit niet vinden.',
  'errors.rate_limited': 'Het is erg druk in de winkel. Probeer het zo nog eens.',
  'errors.invalid_request': 'Sommige gegevens kloppen niet. Controleer ze en probeer het opnieuw.',
  'errors.insufficient_points': 'Je hebt nog niet genoeg punten voor deze beloning.',
  'errors.rule_not_allowed': 'Deze beloning is niet voor jou beschikbaar.',
  'errors.variant_required': 'Kies eerst een variant.',
  'errors.conflict': 'Dat is al gebeurd.',
  'errors.review_not_allowed': 'Je kunt dit product niet beoordelen.',
  'errors.upstream_unavailable': 'De dienst is nu niet beschikbaar. Probeer het straks opnieuw.',
  'errors.birthday_already_set':
    'Je verjaardag is al bekend. Neem contact op met de winkel om hem te wijzigen.',
  'common.moreActions': 'Meer acties voor {name}',
  'common.moveTo': 'Verplaatsen naar {title}',
};
