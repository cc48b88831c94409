import type { Translations } from '../../catalog.js';
import type { en } from '../../messages/common.js';

/** Arabic: shared states, errors and actions. */
export const common: Translations<typeof en> = {
  'common.loading': 'جارٍ التحميل…',
  'common.retry': 'إعادة المحاولة',
  'common.close': 'إغلاق',
  'common.cancel': 'إلغاء',
  'common.confirm': 'تأكيد',
  'common.save': 'حفظ',
  'common.delete': 'حذف',
  'common.edit': 'تعديل',
  'common.back': 'رجوع',
  'common.copy': 'نسخ',
  'common.copied': 'تم النسخ إلى الحافظة',
  'common.copyFailed': 'تعذّر النسخ. حدّد النص وانسخه يدويًا.',
  'common.loadMore': 'عرض المزيد',
  'common.signIn': 'تسجيل الدخول',
  'common.join': 'انضم الآن',
  'common.offline': 'أنت غير متصل بالإنترنت. سنحدّث الصفحة عند عودة الاتصال.',
  'common.empty': 'لا يوجد شيء هنا بعد.',
  'common.count': '({count})',
  'common.points':
    '{count, plural, zero {# نقطة} one {نقطة واحدة} two {نقطتان} few {# نقاط} many {# نقطة} other {# نقطة}}',
  'errors.generic': 'حدث خطأ ما. يُرجى المحاولة مرة أخرى.',
  'errors.network': 'تعذّر الوصول إلى المتجر. تحقّق من اتصالك وحاول مرة أخرى.',
  'errors.unauthorized': 'انتهت جلستك. يُرجى تسجيل الدخول مرة أخرى.',
  'errors.forbidden': 'ليس لديك إذن للقيام بذلك.',
  'errors.not_found': 'لم نتمكن من العثور على ما تبحث عنه.',
  'errors.rate_limited': 'المتجر مزدحم حاليًا. يُرجى المحاولة بعد قليل.',
  'errors.invalid_request': 'بعض البيانات غير صحيحة. يُرجى مراجعتها والمحاولة مرة أخرى.',
  'errors.insufficient_points': 'ليس لديك نقاط كافية لهذه المكافأة بعد.',
  'errors.rule_not_allowed': 'هذه المكافأة غير متاحة لك.',
  'errors.variant_required': 'اختر أحد الخيارات أولًا.',
  'errors.conflict': 'تم تنفيذ ذلك من قبل.',
  'errors.review_not_allowed': 'لا يمكنك تقييم هذا المنتج.',
  'errors.upstream_unavailable': 'الخدمة غير متاحة حاليًا. يُرجى المحاولة لاحقًا.',
};
