// THE table of the widgets' DOM events: what a store can measure and automate. Every meaningful
// action of a widget dispatches one `lk:*` CustomEvent, bubbling and composed (it leaves the
// embed's shadow root), its `detail` one of the schemas below: ids and counts, never personal data
// (no e-mail, name, address, discount code or free text). React and the embed dispatch them
// (src/components/shared/track.ts, src/embed/cart.ts), the README's table is generated from here
// (npm run openapi), the analytics bridge (src/embed/analytics.ts) publishes the ones marked
// `analytics`, and the end-to-end journeys check every detail they collect against its schema.
import { z } from 'zod';
import { Count, Id } from './primitives.js';

/** One row: when it fires, which widgets dispatch it, its detail, and whether analytics get it. */
interface WidgetEventRow<D extends z.ZodObject> {
  /** When the event fires (once per action). */
  when: string;
  /** The widgets that dispatch it. */
  from: string;
  detail: D;
  /** Published to Shopify's customer events and `dataLayer` when the store opts in. */
  analytics: boolean;
  /** The theme may cancel it (`preventDefault()`) to do the action itself. */
  cancelable?: true;
}

const row = <D extends z.ZodObject>(r: WidgetEventRow<D>) => r;

/** The table, built where read: a bundle that takes only the names below carries none of it. */
function widgetEvents() {
  const productId = Id.describe('the product');
  const variantId = Id.nullable().describe('the variant, or null for the product as a whole');
  const wishlistId = Id.nullable().describe('the wishlist, or null for the shopper’s default list');
  const registryId = Id.describe('the gift registry');
  const rewardId = Id.describe('the reward (E15 entry id)');
  return {
    'lk:review-submitted': row({
      when: 'a review was sent and the store accepted it (E22)',
      from: 'review form (`<lk-review-form>`, "Write a review" in `<lk-reviews>`)',
      detail: z.strictObject({
        productId,
        reviewId: Id.describe('the new review'),
        rating: z.int().min(1).max(5).describe('stars given, 1 to 5'),
        photos: Count.describe('photos attached'),
        published: z.boolean().describe('published at once (false: awaiting moderation)'),
      }),
      analytics: true,
    }),
    'lk:review-photo-added': row({
      when: 'a photo finished uploading to a review being written',
      from: 'review form',
      detail: z.strictObject({
        productId,
        photos: Count.describe('photos in the form now'),
      }),
      analytics: true,
    }),
    'lk:question-asked': row({
      when: 'a question was sent and the store accepted it (E27)',
      from: 'questions and answers (`<lk-questions>`)',
      detail: z.strictObject({
        productId,
        questionId: Id.describe('the new question'),
        published: z.boolean().describe('published at once (false: awaiting moderation)'),
      }),
      analytics: true,
    }),
    'lk:review-voted': row({
      when: 'a customer marked a review helpful, or took the vote back (E24, E25)',
      from: 'review lists (`<lk-reviews>`, `<lk-all-reviews>`)',
      detail: z.strictObject({
        reviewId: Id.describe('the review'),
        helpful: z.boolean().describe('true: voted helpful; false: vote taken back'),
      }),
      analytics: true,
    }),
    'lk:wishlist-added': row({
      when: 'a product was saved to a wishlist (E32)',
      from: 'wishlist heart (`<lk-wishlist-button>`)',
      detail: z.strictObject({ productId, variantId, wishlistId }),
      analytics: true,
    }),
    'lk:wishlist-removed': row({
      when: 'a product was taken off a wishlist (E33)',
      from: 'wishlist heart, wishlist manager',
      detail: z.strictObject({ productId, variantId, wishlistId }),
      analytics: true,
    }),
    'lk:wishlist-shared': row({
      when: 'the shopper copied the share link of a wishlist',
      from: 'wishlist manager (`<lk-wishlist-manager>`)',
      detail: z.strictObject({ wishlistId: Id.describe('the wishlist shared') }),
      analytics: true,
    }),
    'lk:registry-created': row({
      when: 'a customer created a gift registry (E43)',
      from: 'registry manager (`<lk-registry-manager>`)',
      detail: z.strictObject({
        registryId,
        typeId: Id.describe('1 wedding, 2 baby, 3 birthday, 4 other'),
      }),
      analytics: true,
    }),
    'lk:registry-shared': row({
      when: 'the registrant copied the share link of a registry',
      from: 'registry manager',
      detail: z.strictObject({ registryId }),
      analytics: true,
    }),
    'lk:registry-item-bought': row({
      when: 'a gifter ordered gifts from a registry (E47 draft order created)',
      from: 'registry share view (`<lk-registry-share>`)',
      detail: z.strictObject({
        registryId,
        draftOrderId: Id.describe('the draft order the gifter pays'),
        items: z
          .array(z.strictObject({ productId, variantId: Id.describe('the variant'), quantity: Id }))
          .describe('the gifts ordered'),
      }),
      analytics: true,
    }),
    'lk:reward-redeemed': row({
      when: 'a customer spent points on a reward (E11)',
      from: 'rewards drawer and page, "Yours with your points" offers',
      detail: z.strictObject({
        ruleId: Id.describe('the spending rule (E10)'),
        rewardId,
        points: z.number().nonnegative().describe('points spent'),
        rewardType: z.string().describe('the rule’s type: `fixed_amount`, `free_product`, …'),
      }),
      analytics: true,
    }),
    'lk:code-copied': row({
      when: 'a reward’s discount code was copied',
      from: 'rewards drawer and page, offers',
      detail: z.strictObject({ rewardId }),
      analytics: true,
    }),
    'lk:code-applied': row({
      when: '"Apply to cart" was pressed for a reward’s code',
      from: 'rewards drawer and page, offers',
      detail: z.strictObject({ rewardId }),
      analytics: true,
    }),
    'lk:launcher-opened': row({
      when: 'the floating launcher opened the rewards drawer',
      from: 'floating launcher (`<lk-launcher>`)',
      detail: z.strictObject({
        signedIn: z.boolean().describe('a signed-in customer (false: a guest)'),
      }),
      analytics: true,
    }),
    'lk:nudge-shown': row({
      when: 'a nudge first showed its offer (once per widget and product)',
      from: '`<lk-points-nudge>`, `<lk-cart-nudge>`, `<lk-boost-banner>`, `<lk-points-offer>`',
      detail: z.strictObject({
        nudge: z
          .enum(['points', 'cart', 'boost', 'offer'])
          .describe('which: points a purchase earns, cart reward, boost, "yours with your points"'),
        productId: Id.nullable().describe('the product it is about, or null'),
        points: z.number().nonnegative().nullable().describe('the points it names, or null'),
      }),
      analytics: true,
    }),
    'lk:tier-progress-viewed': row({
      when: 'a customer’s progress to the next VIP tier was shown',
      from: '`<lk-vip-progress>`',
      detail: z.strictObject({
        tierId: Id.describe('the current tier'),
        nextTierId: Id.nullable().describe('the next tier, or null at the top'),
        percent: z.number().min(0).max(100).describe('progress to the next tier, 0 to 100'),
      }),
      analytics: true,
    }),
    'lk:add-to-cart': row({
      when: '"Add to cart" was pressed; unless cancelled, the widget posts to `{cart-url}/add.js`',
      from: 'wishlist manager, shared wishlist',
      detail: z.strictObject({
        productId,
        variantId: Id.describe('the variant'),
        quantity: Id.describe('how many'),
      }),
      analytics: true,
      cancelable: true,
    }),
    'lk:cart-updated': row({
      when: 'the cart answered an add (for the theme’s cart count or drawer)',
      from: 'wishlist manager, shared wishlist',
      // The cart's own answer (Shopify's cart JSON), for the theme: not published to analytics.
      detail: z.looseObject({}).describe('Shopify’s cart JSON, as `/cart/add.js` answered'),
      analytics: false,
    }),
  } as const;
}

/** Every widget event by name, with its `detail` schema (strict: no field beyond these). */
export const WIDGET_EVENTS = /* @__PURE__ */ widgetEvents();

/** The name of a widget event (`lk:review-submitted`, …). */
export type WidgetEventName = keyof typeof WIDGET_EVENTS;

/** The `detail` of a widget event. */
export type WidgetEventDetail<N extends WidgetEventName> = z.infer<
  (typeof WIDGET_EVENTS)[N]['detail']
>;

/**
 * The events published to analytics (Shopify's customer events, `dataLayer`), as plain names:
 * the analytics bridge listens for these without carrying the table (a test checks they agree).
 */
export const ANALYTICS_EVENTS = [
  'lk:review-submitted',
  'lk:review-photo-added',
  'lk:question-asked',
  'lk:review-voted',
  'lk:wishlist-added',
  'lk:wishlist-removed',
  'lk:wishlist-shared',
  'lk:registry-created',
  'lk:registry-shared',
  'lk:registry-item-bought',
  'lk:reward-redeemed',
  'lk:code-copied',
  'lk:code-applied',
  'lk:launcher-opened',
  'lk:nudge-shown',
  'lk:tier-progress-viewed',
  'lk:add-to-cart',
] as const satisfies readonly WidgetEventName[];

/** A widget event as a value: its name and detail (what `<LoyaltyProvider onEvent>` receives). */
export type WidgetEvent = {
  [N in WidgetEventName]: { name: N; detail: WidgetEventDetail<N> };
}[WidgetEventName];
