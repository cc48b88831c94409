import type { Translations } from '../../catalog.js';
import type { en } from '../../messages/common.js';

/** Polish: shared states, errors and actions. */
export const common: Translations<typeof en> = {
  'common.loading': 'Wczytywanie…',
  'common.retry': 'Spróbuj ponownie',
  'common.close': 'Zamknij',
  'common.cancel': 'Anuluj',
  'common.confirm': 'Potwierdź',
  'common.save': 'Zapisz',
  'common.delete': 'Usuń',
  'common.edit': 'Edytuj',
  'common.back': 'Wstecz',
  'common.copy': 'Kopiuj',
  'common.copied': 'Skopiowano do schowka',
  'common.copyFailed': 'Nie udało się skopiować. Zaznacz tekst i skopiuj go samodzielnie.',
  'common.loadMore': 'Pokaż więcej',
  'common.signIn': 'Zaloguj się',
  'common.join': 'Dołącz teraz',
  'common.offline': 'Jesteś offline. Odświeżymy dane, gdy połączenie wróci.',
  'common.empty': 'Na razie nic tu nie ma.',
  'common.count': '({count})',
  'common.points':
    '{count, plural, one {# punkt} few {# punkty} many {# punktów} other {# punktu}}',
  'errors.generic': 'Coś poszło nie tak. Spróbuj ponownie.',
  'errors.network': 'Nie udało się połączyć ze sklepem. Sprawdź połączenie i spróbuj ponownie.',
  'errors.unauthorized': 'Twoja sesja wygasła. Zaloguj się ponownie.',
  'errors.forbidden': 'Nie masz uprawnień do tej czynności.',
  'errors.not_found': 'Nie znaleźliśmy tego.',
  'errors.rate_limited': 'Sklep jest teraz mocno obciążony. Spróbuj ponownie za chwilę.',
  'errors.invalid_request': 'Niektóre dane są nieprawidłowe. Sprawdź je i spróbuj ponownie.',
  'errors.insufficient_points': 'Masz jeszcze za mało punktów na tę nagrodę.',
  'errors.rule_not_allowed': 'Ta nagroda nie jest dla Ciebie dostępna.',
  'errors.variant_required': 'Najpierw wybierz wariant.',
  'errors.conflict': 'To zostało już zrobione.',
  'errors.review_not_allowed': 'Nie możesz ocenić tego produktu.',
  'errors.upstream_unavailable':
    'Usługa jest chwilowo niedostępna. Spróbuj ponownie za jakiś czas.',
  'errors.birthday_already_set':
    'Twoje urodziny są już zapisane. Aby je zmienić, skontaktuj się ze sklepem.',
  'common.moreActions': 'Więcej działań dla: {name}',
  'common.moveTo': 'Przenieś do: {title}',
};
