import type { Group } from '../operation.js';
import type { OperationName } from '../operations/index.js';
import type { ProxyEndpointName } from '../proxy/index.js';

/**
 * What each operation does, in the words of the API's specification (section 4) and the
 * decisions this repository made where it is open (docs/operations.md). Parameters and answers are described by the schemas beside them.
 * Kept out of the operation table so that browser bundles, which read the table, stay small.
 */
export const OPERATION_DESCRIPTIONS: { readonly [N in OperationName]: string } = {
  getAccessToken:
    'Obtain an access token with the client credentials grant. The body is camelCase JSON: `clientId` (API key) and `clientSecret` (API secret) from the store admin (Settings, API), `grantType` `client_credentials`, and `scope` with the scopes separated by spaces; partners may pass `shop` (shop URL) to act for a shop. The answer carries `accessToken`, `tokenType` `Bearer` and `expiresAt` (ISO 8601); send the token as `Authorization: Bearer <accessToken>` on every other operation.',
  createStorefrontToken: 'Create a storefront JWT for a customer or a guest, valid for 1 hour.',
  attachSessionToken:
    "Attach a guest session token to a customer: this logs the guest in as the customer, and the guest's wishlist moves to them (merged into the default list, deduplicated by product and variant; named lists are kept).",
  getCustomer:
    "Get a customer's profile: points balance and expiry, current tier, birthday (`DD-MM`), referral link and marketing consents.",
  updateBirthday:
    "Update a customer's birthday: `day` of month, `month` (1 = January to 12 = December) and an optional full `year`. A day that does not exist in that month (31 April; 29 February of a year that is not a leap year) is refused with 400.",
  updateBalance:
    "Change a customer's points balance by `balanceDelta`: positive adds, negative subtracts (never 0). Answers the `currentBalance`.",
  getEarningRules:
    'Get the earning rules (ways to earn), titles translated by `locale`. When a customer is given, `completed` tells whether they have done each one.',
  trackCustomAction:
    'Track a custom action of a customer (an earning rule of type `custom_action`). It may trigger a reward; an action already tracked for this customer rewards nothing again (`rewarded` false).',
  getPunchCardProgress:
    "Get a customer's punch card progress: orders towards the next punch, orders counted, times completed.",
  getSpendingRules:
    'Get the spending rules (ways to redeem). Flexible rules (`isFlexible`) accept a chosen number of points between `minSpendablePoints` and `maxSpendablePoints`; free-product rules list their products and variants.',
  redeem:
    'Redeem points for a reward: creates a reward for the customer and deducts the points. `selectedVariantId` is required for free-product rules (422 `variant_required` without it) and ignored for others; `pointsToSpend` is used only by flexible rules, which need it (400 without it, or outside their `minSpendablePoints` to `maxSpendablePoints`), and ignored by others. The answer carries no reward and no discount code (200 with an empty object, or 204): find the reward through getCustomerActiveRewards (E15) or the `v1/customer/rewardCreated` event. Fails with `insufficient_points` or `rule_not_allowed` (422).',
  getVipTiers: 'Get the VIP tiers with their perks, multipliers, conditions and tier rewards.',
  getCustomerVipStatus:
    "Get a customer's VIP status: the current tier, the next tier (null at the top) and the progress value towards it.",
  getActiveBoostCampaign:
    'Get the active boost campaign (a points multiplier for a period), or `boostCampaign` null when none is active.',
  getCustomerActiveRewards:
    "Get a customer's active rewards with their discount codes; only rewards neither used nor expired are listed.",
  getActivityHistory:
    "Get a customer's activity history, paged and optionally filtered by platform order; dates in the shape `YYYY-MM-DD HH:mm:ss`.",
  getReferralSessions:
    'Get referral sessions, filtered by the referred or referring customer (e-mail, phone or platform customer id), by order, or by status `pending` or `completed`.',
  getReviews:
    'Get reviews with filters, search (review title, body or product title), sorting and offset paging (formerly getReviewList). Sorting is strict by the chosen option, ties by id; only `mostRelevant` puts pinned reviews first.',
  getProductAverageRatings:
    'Get the average rating and the count of published reviews of 1 to 50 products, one summary per product in the order asked (a bare JSON array). `productIds` is a repeated query parameter; each id at most once.',
  getProductRatings:
    'Get the extended rating summaries of up to 20 products, with the star distribution, media count and reply count when asked (a bare JSON array). `productIds` is comma-separated; each id at most once.',
  canCreateReview:
    'Whether a customer may review a product (formerly canLeaveReview). A refusal is in the body (`canCreateReview` false, with the reason in `message`), not a failure.',
  createReview:
    'Create a product review, as a customer or a guest (formerly leaveReview), with at most 5 image URLs.',
  addReplyToReview:
    "Add the store's reply to a review (formerly addReply); `reply.status` is `public` unless given.",
  voteForReview:
    'Vote a review helpful (formerly vote): one vote per customer and review. Answers the new vote count.',
  removeVoteFromReview:
    "Remove a customer's vote from a review (formerly unvote): the count is decremented. Answers the new vote count.",
  getQuestions:
    'Get product questions with their answers, filtered, sorted and offset-paged (formerly getQuestionList).',
  createQuestion:
    'Ask a question about a product, as a customer or a guest (formerly leaveQuestion).',
  createAnswer: 'Answer a question (formerly leaveAnswer).',
  getWishlists: "Get a customer's or a guest's wishlists with their items.",
  getProductWishlistInfo:
    "Whether products are in the owner's wishlists: one entry per requested product, in the order asked (a bare JSON array). `productIds` is a repeated query parameter; each id at most once.",
  getWishlistItems: 'Get the items of one wishlist, paged.',
  addItemToWishlist:
    'Add a product to a wishlist. Without `variantId` the first variant of the product is added; without `wishlistId` the item goes to the last created wishlist, and when the owner has none a new wishlist is created.',
  removeItemFromWishlist:
    'Remove a product (or one variant of it) from the wishlists, or from one wishlist when `wishlistId` is given.',
  createWishlist: 'Create a wishlist (without items).',
  removeWishlist: 'Remove a wishlist with its items.',
  updateWishlist:
    'Rename a wishlist, make it the default, or make it private. Setting `isDefault` true sets it false on all the other wishlists of the owner.',
  moveWishlistItem: 'Move an item (a product, or one variant of it) to another wishlist.',
  changeWishlistItemVariant:
    'Change the variant of a wishlist item: `oldVariantId` names the variant to replace when the product is there in several.',
  getGiftRegistries:
    "Get a customer's gift registries, each with its items and their paging (registry types: 1 wedding, 2 baby, 3 birthday, 4 other).",
  getGiftRegistryItems: 'Get the items of a gift registry, paged.',
  getProductGiftRegistryStatus:
    "Which of a product's variants are in which of the customer's gift registries.",
  getCustomerAddresses: "Get a customer's addresses, to prefill a registrant.",
  createGiftRegistry:
    'Create a gift registry (type, title, date `YYYY/MM/DD`) with its registrant (name, address, co-registrants).',
  deleteGiftRegistry: 'Delete a gift registry; answers the deleted registry with its registrant.',
  createGiftRegistryItem:
    'Add a product to a gift registry with the quantity wanted and an optional tag; without `variantId` the first variant is added.',
  deleteGiftRegistryItem: 'Remove an item from a gift registry.',
  createDraftOrderFromGiftRegistry:
    "Create a draft order for a gifter from a registry's items, with the gifter's e-mail, name and note. The answer's `invoiceUrl` (decided here; the spec does not show the answer) is the store's page where the gifter pays, as with Shopify draft orders; paying completes the order and counts its lines in the items' `purchasedAmount`.",
  updateGiftRegistry: 'Update a gift registry and its registrant (both named by their `id`).',
  moveGiftRegistryItem: "Move an item to another of the customer's gift registries.",
  updateGiftRegistryItem: 'Update the quantity wanted and the tag of a gift registry item.',
  getGalleries: 'Get the social-media galleries.',
  getProductMedia:
    'Get the social-media posts linked to a shoppable product, optionally from one gallery.',
  getGalleryMedia: 'Get the media posts of a gallery.',
  getSubscriptions:
    'List the webhook subscriptions with their topics, addresses and signing secrets.',
  createSubscription:
    'Subscribe an address to an event topic: the service sends a POST there when the event occurs, signed per Standard Webhooks with the `secret` this answer carries (`whsec_` + base64).',
  updateSubscription: 'Change the address of a webhook subscription.',
};

/** What each resource group holds (spec section 1), for the documents' tags. */
export const TAG_DESCRIPTIONS: { readonly [G in Group]: string } = {
  oauth: 'Access tokens (OAuth 2.0 client credentials, camelCase JSON body).',
  customers: 'Customers: profile, birthday, balance, storefront tokens.',
  rewards:
    'Loyalty: earning and spending rules, redemptions, active rewards, activity, VIP tiers, punch cards, boost campaigns, referrals.',
  reviews: 'Reviews, replies, votes, rating summaries, and product questions with answers.',
  wishlists: "Wishlists and their items, for a customer or a guest's session token.",
  giftRegistries: 'Gift registries, registrants, registry items, and draft orders for gifters.',
  galleries: 'Social-media galleries and the shoppable media of a product.',
  webhooks: 'Webhook subscriptions for events.',
};

/**
 * What the proxy does with an operation for a storefront, beyond binding the caller's identity
 * (docs/operations.md, "notes for the proxy").
 */
export const STOREFRONT_NOTES: { readonly [N in OperationName]?: string } = {
  trackCustomAction:
    'Only rule ids the store lists as self-reportable are accepted (403 otherwise).',
  redeem:
    'Answers the created reward with its discount code (found through E15). Send an `Idempotency-Key`: a retry with the same key answers the first result instead of redeeming twice.',
  getReferralSessions:
    "Lists the signed-in customer's own referrals (as referrer); other filters are not accepted, and referred customers' e-mail and phone are masked.",
  getReviews:
    'Published reviews only; authors are shown without e-mail or phone. Rating lookups from many visitors are batched.',
  getProductAverageRatings:
    'Calls from all visitors are batched into E19 calls of up to 50 products.',
  canCreateReview: "Guests get the store's guest-review setting instead.",
  createReview:
    "A signed-in customer reviews as themselves; a guest must send `guestName` and `guestEmail`. Image URLs only from the store's own media hosts; abuse limits apply.",
  getQuestions: 'Published questions and answers only; no e-mail or phone.',
  createQuestion:
    'A signed-in customer asks as themselves; a guest must send `guestName` and `guestEmail`.',
  createAnswer: 'Answers from shoppers wait for moderation: `answer.isPublished` is forced false.',
  getWishlistItems: "`wishlistId` must be one of the shopper's own lists (404 otherwise).",
  createDraftOrderFromGiftRegistry:
    "A gifter buys from a registry reached through its share link: send the share token in `X-Registry-Share`; only the registry's own products are accepted. Abuse limits apply.",
};

/** What each of the proxy's own endpoints does (docs/architecture.md, The proxy). */
export const PROXY_ENDPOINT_DESCRIPTIONS: { readonly [N in ProxyEndpointName]: string } = {
  session:
    "Issues the storefront JWT that every other call carries (HS256, at most 1 hour). Who the shopper is comes only from a verified proof: a Shopify App Proxy signature (the query Shopify adds), a customer signed by the store's own server (`customerId`, `timestamp`, `signature`), or, in front of the embedded sandbox only, a demo customer. Without a proof the shopper is a guest, with a fresh `sessionToken` or the one sent. A valid customer token renews itself for up to 12 hours. When a guest signs in, the guest's wishlist moves to the customer.",
  createRegistryShare:
    "A share token for one of the signed-in customer's gift registries; gifters open it with `GET /registry-share/{token}` and order from it with `X-Registry-Share`. The token is encrypted and expires.",
  sharedRegistry:
    "A gift registry as a gifter sees it through its share link: the registrant's names and the items, no address. No storefront token is needed. An invalid or expired token, or a deleted registry, is a 404.",
  createWishlistShare:
    "A share token for one of the shopper's own wishlists (a guest's or a customer's); friends open it with `GET /wishlist-share/{token}`. A private list cannot be shared (409), and making a list private revokes its links. The token is short (about 60 to 90 characters), encrypted (it names neither the owner nor their session) and expires.",
  sharedWishlist:
    'A wishlist as a friend sees it through its share link: its title and items (product, handle, variant), read-only, nothing of its owner. No storefront token is needed. An invalid, expired or revoked token, a private list or a deleted one is a 404.',
};
