import type { MessageKey } from '../i18n/index.js';

/** The message domains: one English file each in `src/i18n/messages/`, and one per locale. */
export const MESSAGE_DOMAINS = ['common', 'loyalty', 'reviews', 'wishlist', 'engage'] as const;

/** A message domain (`src/i18n/messages/<domain>.ts`, `src/i18n/locales/<loc>/<domain>.ts`). */
export type MessageDomain = (typeof MESSAGE_DOMAINS)[number];

/**
 * The few keys a widget speaks, cut from their domains at build time so that a grid's star badge
 * downloads three messages, not the whole reviews catalog (messageParts.test.ts checks that each
 * subset holds every key its components name). Each subset becomes one
 * catalog file per locale in the embed (vite.embedMessages.ts); the library has no such files.
 */
export const MESSAGE_SUBSETS = {
  rating: ['reviews.rating.label', 'reviews.count', 'reviews.badge.label', 'common.count'],
  points: [
    'loyalty.title',
    'loyalty.badge.guest',
    'loyalty.badge.loading',
    'loyalty.badge.tier',
    'loyalty.badge.unavailable',
    'loyalty.badge.busy',
  ],
  // The wishlist heart and count: six of the wishlist domain's 130-odd keys (the rest are the
  // manager's, the registry's and the share page's).
  heart: [
    'wishlist.button.label',
    'wishlist.button.added',
    'wishlist.button.removed',
    'wishlist.button.failed',
    'wishlist.count.label',
    'wishlist.manager.title',
  ],
  // The shoppable gallery's grid and lightbox (their keys live in the wishlist domain).
  gallery: [
    'gallery.label',
    'gallery.empty',
    'gallery.open',
    'gallery.post',
    'gallery.previous',
    'gallery.next',
    'gallery.products',
    'gallery.viewProduct',
    'wishlist.item.addToCart',
    'wishlist.shared.added',
  ],
  // The review and question forms' own words (labels, hints, errors, photo upload): they load
  // with the forms' code, when the shopper opens one (LAZY_PARTS), not with every product page.
  'review-forms': [
    'reviews.form.checking',
    'reviews.form.notAllowed',
    'reviews.form.published',
    'reviews.form.moderation',
    'reviews.form.another',
    'reviews.form.fixErrors',
    'reviews.form.rating',
    'reviews.form.titleLabel',
    'reviews.form.bodyLabel',
    'reviews.form.consent',
    'reviews.form.submitting',
    'reviews.form.submit',
    'reviews.photos.added',
    'reviews.photos.uploading',
    'reviews.photos.removed',
    'reviews.photos.legend',
    'reviews.photos.drop',
    'reviews.photos.hint',
    'reviews.photos.add',
    'reviews.photos.error.type',
    'reviews.photos.error.size',
    'reviews.photos.tooMany',
    'reviews.photos.preview',
    'reviews.photos.progress',
    'reviews.photos.retry',
    'reviews.photos.describe',
    'reviews.photos.describeHint',
    'reviews.photos.remove',
    'reviews.form.star',
    'reviews.error.bodyLong',
    'reviews.error.bodyRequired',
    'reviews.error.rate',
    'reviews.error.titleLong',
    'reviews.error.name',
    'reviews.error.email',
    'reviews.error.photosPending',
    'reviews.error.consent',
    'reviews.error.photo',
    'reviews.photos.error.unreadable',
    'reviews.photos.error.failed',
    'qa.ask.label',
    'qa.ask.submit',
    'qa.answer.note',
    'qa.answer.label',
    'qa.answer.submit',
    'qa.ask.required',
    'qa.ask.long',
    'qa.answer.required',
    'reviews.error.invalid',
    'reviews.form.name',
    'reviews.form.email',
    'reviews.form.emailHint',
    'reviews.form.count',
  ],
  // What an action earns (review form, questions, birthday, referral): it loads with the code
  // that says it (LAZY_PARTS), so a product page's review and question lists carry none of it.
  earn: [
    'engage.earn.review',
    'engage.earn.photo',
    'engage.earn.question',
    'engage.earn.answer',
    'engage.earn.birthday',
    'engage.earn.referral',
    'engage.signIn.review',
    'engage.signIn.question',
    'engage.earned',
    'engage.earnLater',
  ],
} as const satisfies Record<string, readonly MessageKey[]>;

/**
 * The modules that bring a part with them: the embed build makes each wait for its part (in the
 * page's locales) before it runs, so a form loaded on demand renders with its words.
 */
export const LAZY_PARTS = {
  'review-forms': [
    'src/components/reviews/ReviewForm.tsx',
    'src/components/reviews/AskQuestionForm.tsx',
    'src/components/reviews/AnswerForm.tsx',
  ],
  earn: ['src/components/loyalty/ActionPoints.tsx', 'src/components/loyalty/PointsEarned.tsx'],
} as const satisfies Partial<Record<keyof typeof MESSAGE_SUBSETS, readonly string[]>>;

/**
 * Parts cut from a domain: the domain without the keys of widgets that are never on the same
 * page (by prefix), nor those of parts that load later (`withoutParts`). A product page's reviews, questions and gallery speak the reviews domain
 * less the store-wide widgets' words (the all-reviews page, the carousel, the photo grid): 200
 * bytes its shoppers need not download. Those widgets take the domain whole.
 */
export const MESSAGE_CUTS = {
  'product-reviews': {
    domain: 'reviews',
    // The forms' words come with the forms (LAZY_PARTS).
    withoutParts: ['review-forms'],
    without: [
      'reviews.all.',
      'reviews.scope.',
      'reviews.about.',
      'reviews.carousel.',
      'reviews.media.',
    ],
  },
} as const satisfies Record<
  string,
  {
    domain: MessageDomain;
    without: readonly string[];
    withoutParts: readonly (keyof typeof MESSAGE_SUBSETS)[];
  }
>;

/** What a widget chunk names to get its texts: whole domains, a subset of keys, or a cut. */
export type MessagePart = MessageDomain | keyof typeof MESSAGE_SUBSETS | keyof typeof MESSAGE_CUTS;
