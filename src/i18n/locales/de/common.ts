import type { Translations } from '../../catalog.js';
import type { en } from '../../messages/common.js';

/** German: shared states, errors and actions. */
export const common: Translations<typeof en> = {
  'common.loading': 'Wird geladen …',
  'common.retry': 'Erneut versuchen',
  'common.close': 'Schließen',
  'common.cancel': 'Abbrechen',
  'common.confirm': 'Bestätigen',
  'common.save': 'Speichern',
  'common.delete': 'Löschen',
  'common.edit': 'Bearbeiten',
  'common.back': 'Zurück',
  'common.copy': 'Kopieren',
  'common.copied': 'In die Zwischenablage kopiert',
  'common.copyFailed':
    'Kopieren nicht möglich. Bitte markieren Sie den Text und kopieren Sie ihn selbst.',
  'common.loadMore': 'Mehr laden',
  'common.signIn': 'Anmelden',
  'common.join': 'Jetzt mitmachen',
  'common.offline':
    'Sie sind offline. Sobald Sie wieder online sind, aktualisieren wir die Anzeige.',
  'common.empty': 'Hier ist noch nichts.',
  'common.count': '({count})',
  'common.points': '{count, plural, one {# Punkt} other {# Punkte}}',
  'errors.generic': 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
  'errors.network':
    'Der Shop ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'errors.unauthorized': 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  'errors.forbidden': 'Dazu sind Sie nicht berechtigt.',
  'errors.not_found': 'Das konnten wir nicht finden.',
  'errors.rate_limited': 'Im Shop ist gerade viel los. Bitte versuchen Sie es gleich noch einmal.',
  'errors.invalid_request':
    'Einige Angaben stimmen nicht. Bitte prüfen Sie sie und versuchen Sie es erneut.',
  'errors.insufficient_points': 'Für diese Prämie haben Sie noch nicht genug Punkte.',
  'errors.rule_not_allowed': 'Diese Prämie ist für Sie nicht verfügbar.',
  'errors.variant_required': 'Bitte wählen Sie zuerst eine Variante.',
  'errors.conflict': 'Das wurde bereits erledigt.',
  'errors.review_not_allowed': 'Sie können dieses Produkt nicht bewerten.',
  'errors.upstream_unavailable':
    'Der Dienst ist gerade nicht verfügbar. Bitte versuchen Sie es später erneut.',
  'errors.birthday_already_set':
    'Ihr Geburtstag ist bereits hinterlegt. Für eine Änderung wenden Sie sich bitte an den Shop.',
  'common.moreActions': 'Weitere Aktionen für {name}',
  'common.moveTo': 'Nach „{title}“ verschieben',
};
