import type { Translations } from '../../catalog.js';
import type { en } from '../../messages/common.js';

/** Japanese: shared states, errors and actions. */
export const common: Translations<typeof en> = {
  'common.loading': '読み込み中…',
  'common.retry': '再試行',
  'common.close': '閉じる',
  'common.cancel': 'キャンセル',
  'common.confirm': '確定',
  'common.save': '保存',
  'common.delete': '削除',
  'common.edit': '編集',
  'common.back': '戻る',
  'common.copy': 'コピー',
  'common.copied': 'クリップボードにコピーしました',
  'common.copyFailed': 'コピーできませんでした。テキストを選択して手動でコピーしてください。',
  'common.loadMore': 'さらに表示',
  'common.signIn': 'ログイン',
  'common.join': '今すぐ登録',
  'common.offline': 'オフラインです。オンラインに戻ったら自動で更新します。',
  'common.empty': 'まだ何もありません。',
  'common.count': '（{count}）',
  'common.points': '{count, plural, other {#ポイント}}',
  'errors.generic': '問題が発生しました。もう一度お試しください。',
  'errors.network': 'ストアに接続できませんでした。接続を確認して、もう一度お試しください。',
  'errors.unauthorized': 'セッションの有効期限が切れました。もう一度ログインしてください。',
  'errors.forbidden': 'この操作は許可されていません。',
  'errors.not_found': '見つかりませんでした。',
  'errors.rate_limited':
    'ただいまストアが混み合っています。しばらくしてからもう一度お試しください。',
  'errors.invalid_request': '入力内容に誤りがあります。確認して、もう一度お試しください。',
  'errors.insufficient_points': 'この特典と交換するにはポイントが足りません。',
  'errors.rule_not_allowed': 'この特典はご利用いただけません。',
  'errors.variant_required': '先にバリエーションを選択してください。',
  'errors.conflict': 'この操作はすでに完了しています。',
  'errors.review_not_allowed': 'この商品はレビューできません。',
  'errors.upstream_unavailable':
    'ただいまサービスをご利用いただけません。しばらくしてからもう一度お試しください。',
  'errors.birthday_already_set':
    '誕生日はすでに登録されています。変更するにはストアにお問い合わせください。',
  'common.moreActions': '{name}のその他の操作',
  'common.moveTo': '「{title}」に移動',
};
