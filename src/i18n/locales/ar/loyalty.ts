import type { Translations } from '../../catalog.js';
import type { en } from '../../messages/loyalty.js';

/** Arabic: points badge, rewards drawer, VIP progress. */
export const loyalty: Translations<typeof en> = {
  'loyalty.title': 'المكافآت',
  'loyalty.badge.tier': 'مستوى {tier}',
  'loyalty.badge.guest': 'اربح مكافآت',
  'loyalty.badge.loading': 'جارٍ تحميل مكافآتك',
  'loyalty.badge.unavailable': 'المكافآت غير متاحة',
  'loyalty.badge.busy': 'النقاط بعد لحظات',
  'loyalty.guest.title': 'انضم إلى برنامج المكافآت',
  'loyalty.guest.body': 'سجّل الدخول أو أنشئ حسابًا لتجمع النقاط وتستبدلها بمكافآت.',
  'loyalty.balance.label': 'رصيدك',
  'loyalty.balance.expires': 'تنتهي صلاحية نقاطك في {date}',
  'loyalty.boost.banner':
    'اربح نقاطًا ×{multiplier} على كل المشتريات حتى {date}. تسوّق الآن واجمع نقاطك أسرع!',
  'loyalty.earn.title': 'طرق كسب النقاط',
  'loyalty.earn.empty': 'لا توجد طرق لكسب النقاط حاليًا.',
  'loyalty.earn.completed': 'مكتمل',
  'loyalty.earn.points':
    '{count, plural, zero {# نقطة} one {نقطة واحدة} two {نقطتان} few {# نقاط} many {# نقطة} other {# نقطة}}',
  'loyalty.earn.perAmount':
    '{count, plural, zero {# نقطة} one {نقطة واحدة} two {نقطتان} few {# نقاط} many {# نقطة} other {# نقطة}} مقابل كل {amount} تنفقها',
  'loyalty.earn.percentOff': 'قسيمة خصم {value}٪',
  'loyalty.earn.amountOff': 'قسيمة خصم بقيمة {amount}',
  'loyalty.earn.claim': 'استلام',
  'loyalty.earn.claimLabel': 'استلام «{title}»',
  'loyalty.earn.claimed':
    'تم! ربحت {count, plural, zero {# نقطة} one {نقطة واحدة} two {نقطتين} few {# نقاط} many {# نقطة} other {# نقطة}}.',
  'loyalty.earn.alreadyClaimed': 'سبق أن استلمت هذه المكافأة.',
  'loyalty.redeem.title': 'طرق استبدال النقاط',
  'loyalty.redeem.empty': 'لا توجد مكافآت للاستبدال حاليًا.',
  'loyalty.redeem.cost':
    '{count, plural, zero {# نقطة} one {نقطة واحدة} two {نقطتان} few {# نقاط} many {# نقطة} other {# نقطة}}',
  'loyalty.redeem.range':
    'من {min} إلى {max, plural, zero {# نقطة} one {نقطة واحدة} two {نقطتين} few {# نقاط} many {# نقطة} other {# نقطة}}',
  'loyalty.redeem.toGo':
    'تبقّى لك {count, plural, zero {# نقطة} one {نقطة واحدة} two {نقطتان} few {# نقاط} many {# نقطة} other {# نقطة}}',
  'loyalty.redeem.notAllowed': 'غير متاحة لحسابك',
  'loyalty.redeem.action': 'استبدال',
  'loyalty.redeem.actionLabel': 'استبدال «{title}»',
  'loyalty.redeem.slider': 'النقاط المراد استخدامها',
  'loyalty.redeem.buys':
    '{points, plural, zero {# نقطة} one {نقطة واحدة} two {نقطتان} few {# نقاط} many {# نقطة} other {# نقطة}} = خصم {amount}',
  'loyalty.redeem.variant': 'اختر أحد الخيارات',
  'loyalty.redeem.variantRequired': 'اختر أحد الخيارات أولًا.',
  'loyalty.redeem.confirmTitle': 'تأكيد المكافأة',
  'loyalty.redeem.confirmBody':
    'هل تريد استخدام {count, plural, zero {# نقطة} one {نقطة واحدة} two {نقطتين} few {# نقاط} many {# نقطة} other {# نقطة}} للحصول على «{title}»؟',
  'loyalty.redeem.confirmVariant': 'الخيار: {variant}',
  'loyalty.redeem.confirm': 'نعم، استبدل',
  'loyalty.redeem.working': 'جارٍ الاستبدال…',
  'loyalty.reward.ready': 'مكافأتك جاهزة!',
  'loyalty.reward.code': 'رمز الخصم',
  'loyalty.reward.copy': 'نسخ الرمز {code}',
  'loyalty.reward.apply': 'تطبيق على السلة',
  'loyalty.reward.applyLabel': 'تطبيق على السلة (الرمز {code})',
  'loyalty.reward.newBalance':
    'الرصيد الجديد: {count, plural, zero {# نقطة} one {نقطة واحدة} two {نقطتان} few {# نقاط} many {# نقطة} other {# نقطة}}',
  'loyalty.reward.done': 'العودة إلى المكافآت',
  'loyalty.reward.expires': 'تنتهي في {date}',
  'loyalty.reward.minimum': 'للطلبات التي تزيد على {amount}',
  'loyalty.reward.worth': 'قيمتها {amount}',
  'loyalty.active.title': 'مكافآتك',
  'loyalty.active.empty': 'ليس لديك مكافآت لاستخدامها بعد. استبدل نقاطك للحصول على واحدة.',
  'loyalty.activity.title': 'السجل',
  'loyalty.activity.empty': 'لا يوجد نشاط بعد.',
  'loyalty.activity.points':
    '{count, plural, zero {{signed} نقطة} one {{signed} نقطة} two {{signed} نقطة} few {{signed} نقاط} many {{signed} نقطة} other {{signed} نقطة}}',
  'loyalty.activity.shown': 'عرض {shown} من {total}',
  'loyalty.vip.title': 'حالة VIP',
  'loyalty.vip.current': 'مستواك: {tier}',
  'loyalty.vip.currentTier': 'مستواك',
  'loyalty.vip.progressLabel': 'التقدّم نحو {tier}',
  'loyalty.vip.moreMoney': 'تبقّى {amount} للوصول إلى {tier}',
  'loyalty.vip.moreOrders':
    'تبقّى {count, plural, zero {# طلب} one {طلب واحد} two {طلبان} few {# طلبات} many {# طلبًا} other {# طلب}} للوصول إلى {tier}',
  'loyalty.vip.top': 'وصلت إلى {tier}، أعلى مستوياتنا',
  'loyalty.vip.perksOf': 'مزايا مستوى {tier}:',
  'loyalty.vip.tiers': 'كل المستويات',
  'loyalty.vip.spend': 'أنفق {amount}',
  'loyalty.vip.orders':
    '{count, plural, zero {# طلب} one {طلب واحد} two {طلبان} few {# طلبات} many {# طلبًا} other {# طلب}}',
  'loyalty.vip.multiplier': 'نقاط ×{multiplier}',
  'loyalty.vip.empty': 'لا توجد مستويات VIP بعد.',
  'loyalty.referral.title': 'ادعُ صديقًا',
  'loyalty.referral.body': 'شارك رابطك. عندما يطلب صديقك لأول مرة، تربحان معًا.',
  'loyalty.referral.link': 'رابط الدعوة الخاص بك',
  'loyalty.referral.copy': 'نسخ الرابط',
  'loyalty.referral.share': 'مشاركة',
  'loyalty.referral.email': 'مشاركة عبر البريد الإلكتروني',
  'loyalty.referral.mailSubject': 'هدية لك',
  'loyalty.referral.mailBody': 'تسوّق من خلال رابطي واحصل على مكافأة: {link}',
  'loyalty.referral.list': 'دعواتك',
  'loyalty.referral.empty': 'لا توجد دعوات بعد.',
  'loyalty.referral.status':
    '{status, select, completed {مكتملة} pending {قيد الانتظار} other {{status}}}',
  'loyalty.birthday.title': 'عيد ميلادك',
  'loyalty.birthday.body': 'أخبرنا بتاريخ عيد ميلادك واحصل على مفاجأة كل عام.',
  'loyalty.birthday.day': 'اليوم',
  'loyalty.birthday.month': 'الشهر',
  'loyalty.birthday.save': 'حفظ تاريخ الميلاد',
  'loyalty.birthday.saved': 'تم الحفظ! سنحتفل معك في {date}.',
  'loyalty.birthday.current': 'عيد ميلادك: {date}',
  'loyalty.birthday.invalid': 'هذا اليوم غير موجود في هذا الشهر.',
  'loyalty.punch.title': 'بطاقة الأختام',
  'loyalty.punch.progress':
    '{done} من {total, plural, zero {# طلب} one {طلب واحد} two {طلبين} few {# طلبات} many {# طلبًا} other {# طلب}}',
  'loyalty.punch.available':
    '{count, plural, =0 {} one {لديك مكافأة واحدة بانتظارك!} two {لديك مكافأتان بانتظارك!} few {لديك # مكافآت بانتظارك!} many {لديك # مكافأة بانتظارك!} other {لديك # مكافأة بانتظارك!}}',
  'loyalty.redeem.checking':
    'نتحقق مما إذا كان الاستبدال قد تم. حاول مرة أخرى بعد قليل: لن تُخصم نقاطك مرتين.',
  'loyalty.balance.next': 'المكافأة التالية: {title}',
  'loyalty.launcher.guest': 'انضم واربح',
  'loyalty.launcher.name': 'المكافآت: {text}',
  'loyalty.page.title': 'برنامج المكافآت لدينا',
  'loyalty.page.intro':
    'اكسب النقاط مع كل عملية شراء، واستبدلها بمكافآت، واحصل على مزايا كبار العملاء.',
  'loyalty.page.tierStart': 'مستوى البداية لكل عضو',
  'loyalty.page.tierRewards': 'عند الوصول إلى هذا المستوى:',
  'loyalty.page.freeProduct': '{product} مجانًا',
  'loyalty.page.freeShipping': 'قسيمة شحن مجاني',
  'loyalty.page.tierFixed': 'يحتفظ حسابك بمستواه الحالي: لا ترفعه المشتريات.',
  'loyalty.page.excludedTitle': 'حسابك ليس جزءًا من برنامج المكافآت لدينا',
  'loyalty.page.excludedBody':
    'لا يكسب النقاط ولا يستبدلها. إذا كنت تعتقد أن هذا خطأ، فيرجى التواصل معنا.',
  'loyalty.nudge.earn':
    'اكسب {count, plural, zero {# نقطة} one {نقطة واحدة} two {نقطتين} few {# نقاط} many {# نقطة} other {# نقطة}} مع هذا الشراء',
  'loyalty.nudge.earnAbout':
    'اكسب حوالي {count, plural, zero {# نقطة} one {نقطة واحدة} two {نقطتين} few {# نقاط} many {# نقطة} other {# نقطة}} مع هذا الشراء',
  'loyalty.nudge.tierBonus': 'يشمل مكافأة مستوى {tier} (×{multiplier})',
  'loyalty.nudge.boostBonus': 'يشمل عرض النقاط ×{multiplier}',
  'loyalty.nudge.signIn': 'سجّل الدخول لتكسبها',
  'loyalty.nudge.cart': 'لديك {points}: خصم يصل إلى {amount} على هذا الطلب',
  'loyalty.nudge.cartToGo':
    'لديك {points}: {count, plural, zero {# نقطة} one {نقطة واحدة} two {نقطتان} few {# نقاط} many {# نقطة} other {# نقطة}} متبقية لمكافأتك الأولى',
  'loyalty.nudge.cartGuest': 'يكسب الأعضاء نقاطًا مع كل طلب.',
  'loyalty.nudge.use': 'استخدم نقاطي',
  'loyalty.money.about': 'حوالي {amount}',
};
