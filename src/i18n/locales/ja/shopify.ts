import type { Translations } from '../../catalog.js';
import type { en } from '../../messages/shopify.js';

/** Japanese: the Shopify extensions' own messages (customer accounts, checkout). */
export const shopify: Translations<typeof en> = {
  'shopify.profile.link': '特典を見る',
  'shopify.order.earned': 'この注文で{count, plural, other {#ポイント}}を獲得しました',
  'shopify.order.pending': 'この注文のポイントは、処理が完了するとここに表示されます。',
  'shopify.checkout.title': 'ポイントを使う',
  'shopify.checkout.applied': 'コード{code}をこの注文に適用しました。',
  'shopify.checkout.signIn':
    'ログインすると、ポイントを使ったり、この注文でポイントを貯めたりできます。',
  'shopify.checkout.noCodes': 'このチェックアウトには割引コードを追加できません。',
  'shopify.checkout.apply': 'この注文に適用',
  'shopify.lists.title': 'ウィッシュリストとギフトリスト',
};
