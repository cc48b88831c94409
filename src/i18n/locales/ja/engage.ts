import type { Translations } from '../../catalog.js';
import type { en } from '../../messages/engage.js';

/** Japanese: points where shoppers act, "yours with your points". */
export const engage: Translations<typeof en> = {
  'engage.earn.review': 'レビューで{count, plural, other {#ポイント}}獲得',
  'engage.earn.photo': '写真付きでさらに{count, plural, other {#ポイント}}',
  'engage.earn.question': '質問で{count, plural, other {#ポイント}}獲得',
  'engage.earn.answer': '回答で{count, plural, other {#ポイント}}獲得',
  'engage.earn.birthday': 'お誕生日に{count, plural, other {#ポイント}}獲得',
  'engage.earn.referral': 'お友達を紹介するたびに{count, plural, other {#ポイント}}獲得',
  'engage.signIn.review': 'ログインするとレビューで{count, plural, other {#ポイント}}獲得できます',
  'engage.signIn.question': 'ログインすると質問で{count, plural, other {#ポイント}}獲得できます',
  'engage.earned': '{count, plural, other {#ポイント}}獲得しました。',
  'engage.earnLater': '公開されると{count, plural, other {#ポイント}}獲得できます。',
  'engage.offer.free': '{count, plural, other {#ポイント}}で交換できます',
  'engage.offer.off': '{count, plural, other {#ポイント}}で{amount}割引',
  'engage.offer.toGo': 'あと{count, plural, other {#ポイント}}',
  'engage.offer.redeem': '交換する',
  'engage.offer.redeemLabel': '交換する: {title}（{count, plural, other {#ポイント}}）',
  'engage.offer.title': 'ポイントで手に入れる',
};
