import type { Group, OperationName, WishlistItem } from '../../src/api/index.js';
import { SHARED_UGC } from '../cache.js';
import { extendedAnswer, ratingTag } from '../ratings.js';
import { checkBirthdayOnce } from '../birthday.js';
import { checkReviewImages, keepReviewImages } from '../media/accept.js';
import { redeemWithReward } from '../redeem.js';
import { echoKey } from '../echo.js';
import { revokeWishlistShares } from '../wishlistShare.js';
import { noteRegistryOrder } from '../share.js';
import type { Caller } from './caller.js';
import { guestReviewSetting, productsOnSharedRegistry, selfReportableOnly } from './checks.js';
import { ownsNothing } from './guests.js';
import { itemsOf, ledgerNow, ledgerOf, productWishlistInfo } from './hearts.js';
import { loadWishlists, wishlistsNow } from './ownership.js';
import { allContactsRemoved, othersContactsMasked, publishedAnswersOnly } from './redact.js';
import { questionTags, reviewTags } from './tags.js';
import type { AnyRule, Rule, SharedCache } from './rule.js';

/** Ratings are cached per product by the batchers (tag `rating:<id>`), kept as reviews are. */
const RATINGS: SharedCache<unknown> = {
  tags: () => ['ratings'],
  freshness: SHARED_UGC,
  eventFed: true,
};

/** Reviews and questions by a signed-in customer carry their identity, not guest fields. */
function dropGuestFieldsForCustomer(input: Record<string, unknown>, caller: Caller): void {
  if (caller.kind === 'customer') {
    delete input.guestName;
    delete input.guestEmail;
  }
}

/**
 * THE proxy's rules per storefront operation (docs/operations.md, "notes for the proxy"): forced and
 * dropped fields (beyond the contract's `STOREFRONT_BINDING`), owned ids, redaction, how reads
 * are cached and the tags writes drop, custom readers, abuse limits and special handlers. An
 * operation without a row gets its group's defaults (`GROUPS`); each is resolved once into the
 * operation's plan (plan/resolve.ts). A new storefront operation is one row here. Keys are
 * operation names: a typo fails tsc.
 */
export const RULES: { [N in OperationName]?: Rule<N> } = {
  canCreateReview: { answer: guestReviewSetting },
  trackCustomAction: { check: selfReportableOnly },
  updateBirthday: { check: ({ deps }, input) => checkBirthdayOnce(deps, input) },
  redeem: {
    write: ({ deps }, input, attempt) => redeemWithReward(deps, input, attempt),
    money: true,
  },
  // The customer read model (see `readModel`): what the badge and the rewards drawer show.
  getCustomer: { readModel: true },
  getCustomerVipStatus: { readModel: true },
  getCustomerActiveRewards: { readModel: true },
  getEarningRules: { readModel: true },
  getSpendingRules: { readModel: true },
  getActivityHistory: { readModel: true },
  getReferralSessions: { redact: othersContactsMasked },

  getReviews: {
    cache: { tags: (input) => reviewTags(input.productId), freshness: SHARED_UGC, eventFed: true },
  },
  // Ratings of all visitors are batched per product (E19 by 50, E20 by 20 with every extra).
  getProductAverageRatings: {
    cache: RATINGS,
    read: ({ deps, who }, input) =>
      deps.ratings.average.get(input.productIds, () => deps.upstream.scheduler.admit(who)),
    readNow: (deps, _caller, input) => deps.ratings.average.getNow(input.productIds),
  },
  getProductRatings: {
    cache: RATINGS,
    read: async ({ deps, who }, input) =>
      extendedAnswer(
        await deps.ratings.extended.get([...new Set(input.productIds)], () =>
          deps.upstream.scheduler.admit(who),
        ),
        input,
      ),
    readNow: (deps, _caller, input) => {
      const summaries = deps.ratings.extended.getNow([...new Set(input.productIds)]);
      return summaries && extendedAnswer(summaries, input);
    },
  },
  createReview: {
    force: dropGuestFieldsForCustomer,
    check: ({ deps, caller }, input) => checkReviewImages(deps, caller, input.imageUrls),
    written: ({ deps }, input) => keepReviewImages(deps, input.imageUrls),
    limits: ['guestPosts', 'customerPosts'],
    drops: (input) => [...reviewTags(input.productId).slice(1), ratingTag(input.productId)],
  },
  getQuestions: {
    redact: publishedAnswersOnly,
    cache: {
      tags: (input) => questionTags(input.productId),
      freshness: SHARED_UGC,
      eventFed: true,
    },
  },
  // A helpful vote changes the review (its event drops it), not the voter's points.
  voteForReview: { keepsLoyalty: true },
  removeVoteFromReview: { keepsLoyalty: true },
  createQuestion: {
    force: dropGuestFieldsForCustomer,
    limits: ['guestPosts', 'customerPosts'],
    drops: (input) => questionTags(input.productId).slice(1),
  },
  createAnswer: {
    limits: ['customerPosts'],
    force(input) {
      // Answers from shoppers wait for moderation.
      if (input.answer && typeof input.answer === 'object' && !Array.isArray(input.answer)) {
        input.answer = { ...(input.answer as Record<string, unknown>), isPublished: false };
      }
    },
  },

  getWishlists: {
    readModel: true,
    // A guest session the proxy minted owns nothing until it writes: no upstream call.
    shortcut: async ({ deps, caller }) =>
      caller.kind === 'guest' && (await ownsNothing(deps, caller.sessionToken))
        ? { wishlists: [] }
        : undefined,
  },
  // Derived from the owner's lists (one cached E29 per owner), not one E30 per product set.
  // A guest's after their first write, from its ledger (hearts.ts).
  getProductWishlistInfo: {
    read: async ({ deps, caller, who }, input) =>
      productWishlistInfo(
        (await ledgerOf(deps, caller)) ?? itemsOf(await loadWishlists(deps, caller, false, who)),
        input.productIds,
      ),
    readNow: (deps, caller, input) => {
      const lists = wishlistsNow(deps, caller);
      const items = ledgerNow(deps, caller) ?? (lists && itemsOf(lists));
      return items && productWishlistInfo(items, input.productIds);
    },
  },
  getWishlistItems: { owned: [['wishlist', 'wishlistId']], readModel: true },
  addItemToWishlist: {
    owned: [['wishlist', 'wishlistId']],
    echo: (answer) => echoKey('v1/wishlistItem/created', answer, 'wishlistItem'),
    leaves: (answer) => [(answer as { wishlistItem: WishlistItem }).wishlistItem],
  },
  removeItemFromWishlist: { owned: [['wishlist', 'wishlistId']] },
  removeWishlist: {
    owned: [['wishlist', 'wishlistId']],
    written: ({ deps, caller }, input) => revokeWishlistShares(deps, caller, input.wishlistId),
  },
  updateWishlist: {
    owned: [['wishlist', 'wishlistId']],
    // A private list is not shared: making it private revokes every link made so far.
    written: async ({ deps, caller }, input) => {
      if (input.isPrivate === true) await revokeWishlistShares(deps, caller, input.wishlistId);
    },
  },
  moveWishlistItem: {
    owned: [
      ['wishlist', 'fromWishlistId'],
      ['wishlist', 'toWishlistId'],
    ],
  },
  changeWishlistItemVariant: { owned: [['wishlist', 'wishlistId']] },

  getGiftRegistryItems: { owned: [['registry', 'giftRegistryId']] },
  deleteGiftRegistry: { owned: [['registry', 'giftRegistryId']] },
  createGiftRegistryItem: { owned: [['registry', 'giftRegistryId']] },
  deleteGiftRegistryItem: { owned: [['registryItem', 'giftRegistryItemId']] },
  createDraftOrderFromGiftRegistry: {
    // Public, reached through a share link; a signed-in gifter is named on the order.
    namesCustomer: true,
    check: productsOnSharedRegistry,
    written: ({ deps }, input) => noteRegistryOrder(deps, input.giftRegistryId),
    limits: ['guestPosts'],
  },
  updateGiftRegistry: {
    owned: [
      ['registry', 'giftRegistry.id'],
      ['registrant', 'giftRegistrant.id'],
    ],
  },
  moveGiftRegistryItem: {
    owned: [
      ['registry', 'fromGiftRegistryId'],
      ['registry', 'toGiftRegistryId'],
      ['registryItem', 'giftRegistryItemId'],
    ],
  },
  updateGiftRegistryItem: { owned: [['registryItem', 'giftRegistryItem.id']] },
};

/**
 * What the operations of a group do unless their row says otherwise. Reviews and Q&A show
 * nobody's contacts, not even one's own; a guest session owns wishlists as a customer does, and
 * a wishlist write leaves the caller's loyalty as it was.
 */
export const GROUPS: {
  readonly [G in Group]?: Pick<AnyRule, 'redact' | 'guestOwned' | 'keepsLoyalty'>;
} = {
  reviews: { redact: allContactsRemoved },
  wishlists: { guestOwned: true, keepsLoyalty: true },
};
