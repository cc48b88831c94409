import type { Translations } from '../../catalog.js';
import type { en } from '../../messages/loyalty.js';

/** Polish: points badge, rewards drawer, VIP progress. */
export const loyalty: Translations<typeof en> = {
  'loyalty.title': 'Nagrody',
  'loyalty.badge.tier': 'Poziom {tier}',
  'loyalty.badge.guest': 'Zdobywaj nagrody',
  'loyalty.badge.loading': 'Wczytywanie Twoich nagród',
  'loyalty.badge.unavailable': 'Nagrody niedostępne',
  'loyalty.badge.busy': 'Punkty za chwilę',
  'loyalty.guest.title': 'Dołącz do naszego programu lojalnościowego',
  'loyalty.guest.body':
    'Zaloguj się lub załóż konto, aby zbierać punkty i wymieniać je na nagrody.',
  'loyalty.balance.label': 'Twoje saldo',
  'loyalty.balance.expires': 'Punkty wygasają {date}',
  'loyalty.boost.banner':
    'Punkty ×{multiplier} za wszystkie zakupy do {date}. Kupuj teraz i zbieraj szybciej!',
  'loyalty.earn.title': 'Jak zdobywać punkty',
  'loyalty.earn.empty': 'Obecnie nie ma sposobów na zdobycie punktów.',
  'loyalty.earn.completed': 'Ukończono',
  'loyalty.earn.points':
    '{count, plural, one {# punkt} few {# punkty} many {# punktów} other {# punktu}}',
  'loyalty.earn.perAmount':
    '{count, plural, one {# punkt} few {# punkty} many {# punktów} other {# punktu}} za każde wydane {amount}',
  'loyalty.earn.percentOff': 'Kupon rabatowy −{value}%',
  'loyalty.earn.amountOff': 'Kupon rabatowy na {amount}',
  'loyalty.earn.claim': 'Odbierz',
  'loyalty.earn.claimLabel': 'Odbierz „{title}”',
  'loyalty.earn.claimed':
    'Gotowe! Zdobywasz: {count, plural, one {# punkt} few {# punkty} many {# punktów} other {# punktu}}.',
  'loyalty.earn.alreadyClaimed': 'To zostało już przez Ciebie odebrane.',
  'loyalty.earn.go.follow': 'Obserwuj nas',
  'loyalty.earn.go.review': 'Napisz opinię',
  'loyalty.earn.go.subscribe': 'Zapisz się',
  'loyalty.earn.go.birthday': 'Dodaj urodziny',
  'loyalty.earn.go.open': 'Przejdź',
  'loyalty.earn.newTab': 'otwiera się w nowej karcie',
  'loyalty.redeem.title': 'Jak wykorzystać punkty',
  'loyalty.redeem.empty': 'Obecnie nie ma nagród do odebrania.',
  'loyalty.redeem.cost':
    '{count, plural, one {# punkt} few {# punkty} many {# punktów} other {# punktu}}',
  'loyalty.redeem.range':
    'Od {min} do {max, plural, one {# punktu} few {# punktów} many {# punktów} other {# punktu}}',
  'loyalty.redeem.toGo':
    'Brakuje: {count, plural, one {# punkt} few {# punkty} many {# punktów} other {# punktu}}',
  'loyalty.redeem.notAllowed': 'Niedostępne dla Twojego konta',
  'loyalty.redeem.action': 'Wymień',
  'loyalty.redeem.actionLabel': 'Wymień na „{title}”',
  'loyalty.redeem.slider': 'Punkty do wykorzystania',
  'loyalty.redeem.buys':
    '{points, plural, one {# punkt} few {# punkty} many {# punktów} other {# punktu}} = {amount} rabatu',
  'loyalty.redeem.variant': 'Wybierz wariant',
  'loyalty.redeem.variantRequired': 'Najpierw wybierz wariant.',
  'loyalty.redeem.confirmTitle': 'Potwierdź nagrodę',
  'loyalty.redeem.confirmBody':
    'Wymienić {count, plural, one {# punkt} few {# punkty} many {# punktów} other {# punktu}} na „{title}”?',
  'loyalty.redeem.confirmVariant': 'Wariant: {variant}',
  'loyalty.redeem.confirm': 'Tak, wymień',
  'loyalty.redeem.working': 'Wymieniamy…',
  'loyalty.reward.ready': 'Twoja nagroda jest gotowa!',
  'loyalty.reward.code': 'Kod rabatowy',
  'loyalty.reward.copy': 'Kopiuj kod {code}',
  'loyalty.reward.apply': 'Zastosuj w koszyku',
  'loyalty.reward.applyLabel': 'Zastosuj w koszyku (kod {code})',
  'loyalty.reward.newBalance':
    'Nowe saldo: {count, plural, one {# punkt} few {# punkty} many {# punktów} other {# punktu}}',
  'loyalty.reward.done': 'Wróć do nagród',
  'loyalty.reward.expires': 'Ważny do {date}',
  'loyalty.reward.minimum': 'Przy zamówieniach powyżej {amount}',
  'loyalty.reward.worth': 'Wartość: {amount}',
  'loyalty.active.title': 'Twoje nagrody',
  'loyalty.active.empty':
    'Nie masz jeszcze nagród do wykorzystania. Wymień punkty, aby jakąś zdobyć.',
  'loyalty.activity.title': 'Historia',
  'loyalty.activity.empty': 'Brak aktywności.',
  'loyalty.activity.points':
    '{count, plural, one {{signed} punkt} few {{signed} punkty} many {{signed} punktów} other {{signed} punktu}}',
  'loyalty.activity.shown': '{shown} z {total}',
  'loyalty.vip.title': 'Status VIP',
  'loyalty.vip.current': 'Twój poziom: {tier}',
  'loyalty.vip.currentTier': 'Twój poziom',
  'loyalty.vip.progressLabel': 'Postęp do poziomu {tier}',
  'loyalty.vip.moreMoney': 'Jeszcze {amount} do poziomu {tier}',
  'loyalty.vip.moreOrders':
    'Jeszcze {count, plural, one {# zamówienie} few {# zamówienia} many {# zamówień} other {# zamówienia}} do poziomu {tier}',
  'loyalty.vip.top': 'Masz poziom {tier} – nasz najwyższy',
  'loyalty.vip.perksOf': 'Korzyści poziomu {tier}:',
  'loyalty.vip.tiers': 'Wszystkie poziomy',
  'loyalty.vip.spend': 'Wydaj {amount}',
  'loyalty.vip.orders':
    '{count, plural, one {# zamówienie} few {# zamówienia} many {# zamówień} other {# zamówienia}}',
  'loyalty.vip.multiplier': 'Punkty ×{multiplier}',
  'loyalty.vip.empty': 'Nie ma jeszcze poziomów VIP.',
  'loyalty.referral.title': 'Poleć znajomym',
  'loyalty.referral.body':
    'Udostępnij swój link. Gdy znajomy złoży pierwsze zamówienie, oboje dostaniecie nagrodę.',
  'loyalty.referral.link': 'Twój link polecający',
  'loyalty.referral.copy': 'Kopiuj link',
  'loyalty.referral.share': 'Udostępnij',
  'loyalty.referral.email': 'Wyślij e-mailem',
  'loyalty.referral.mailSubject': 'Prezent dla Ciebie',
  'loyalty.referral.mailBody': 'Zrób zakupy przez mój link i odbierz nagrodę: {link}',
  'loyalty.referral.list': 'Twoje polecenia',
  'loyalty.referral.empty': 'Nie masz jeszcze poleceń.',
  'loyalty.referral.status':
    '{status, select, completed {Zakończone} pending {Oczekujące} other {{status}}}',
  'loyalty.birthday.title': 'Twoje urodziny',
  'loyalty.birthday.body': 'Podaj datę urodzin, a co roku przygotujemy dla Ciebie niespodziankę.',
  'loyalty.birthday.day': 'Dzień',
  'loyalty.birthday.month': 'Miesiąc',
  'loyalty.birthday.save': 'Zapisz datę urodzin',
  'loyalty.birthday.saved': 'Zapisane! Świętujemy {date}.',
  'loyalty.birthday.current': 'Twoje urodziny: {date}',
  'loyalty.birthday.invalid': 'Ten dzień nie istnieje w wybranym miesiącu.',
  'loyalty.punch.title': 'Karta stałego klienta',
  'loyalty.punch.progress':
    '{done} z {total, plural, one {# zamówienia} few {# zamówień} many {# zamówień} other {# zamówienia}}',
  'loyalty.punch.available':
    '{count, plural, =0 {} one {Czeka na Ciebie # nagroda!} few {Czekają na Ciebie # nagrody!} many {Czeka na Ciebie # nagród!} other {Czeka na Ciebie # nagrody!}}',
  'loyalty.redeem.checking':
    'Sprawdzamy, czy wymiana się powiodła. Spróbuj ponownie za chwilę: punkty nie zostaną pobrane dwa razy.',
  'loyalty.balance.next': 'Następna nagroda: {title}',
  'loyalty.launcher.guest': 'Dołącz i zbieraj',
  'loyalty.launcher.name': 'Nagrody: {text}',
  'loyalty.page.title': 'Nasz program nagród',
  'loyalty.page.intro':
    'Zbieraj punkty przy każdym zakupie, wymieniaj je na nagrody i odblokuj korzyści VIP.',
  'loyalty.page.tierStart': 'Tu zaczyna każdy członek',
  'loyalty.page.tierRewards': 'Po osiągnięciu tego poziomu:',
  'loyalty.page.freeProduct': '{product} gratis',
  'loyalty.page.freeShipping': 'Kupon na darmową dostawę',
  'loyalty.page.tierFixed': 'Twoje konto zachowuje obecny poziom: zakupy go nie podnoszą.',
  'loyalty.page.excludedTitle': 'Twoje konto nie należy do naszego programu nagród',
  'loyalty.page.excludedBody':
    'Nie zbiera ani nie wymienia punktów. Jeśli uważasz, że to pomyłka, skontaktuj się z nami.',
  'loyalty.nudge.earn':
    'Zdobądź {count, plural, one {# punkt} few {# punkty} many {# punktów} other {# punktu}} za ten zakup',
  'loyalty.nudge.earnAbout':
    'Zdobądź około {count, plural, one {# punktu} few {# punktów} many {# punktów} other {# punktu}} za ten zakup',
  'loyalty.nudge.tierBonus': 'Z Twoim bonusem {tier} ({multiplier}×)',
  'loyalty.nudge.boostBonus': 'Z promocją punktów ×{multiplier}',
  'loyalty.nudge.signIn': 'Zaloguj się, aby je zdobyć',
  'loyalty.nudge.cart': 'Masz {points}: do {amount} zniżki na to zamówienie',
  'loyalty.nudge.cartToGo':
    'Masz {points}: brakuje {count, plural, one {# punktu} few {# punktów} many {# punktów} other {# punktu}} do pierwszej nagrody',
  'loyalty.nudge.cartGuest': 'Członkowie zbierają punkty przy każdym zamówieniu.',
  'loyalty.nudge.use': 'Użyj moich punktów',
  'loyalty.money.about': 'ok. {amount}',
};
