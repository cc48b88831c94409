/**
 * Messages of the Shopify UI extensions only (customer accounts, checkout): the rest of what
 * they say comes from the widgets' own domains.
 */
export const en = {
  'shopify.profile.link': 'View your rewards',
  'shopify.order.earned':
    'You earned {count, plural, one {# point} other {# points}} with this order',
  'shopify.order.pending': 'The points for this order will show here once it is processed.',
  'shopify.checkout.title': 'Use your points',
  'shopify.checkout.applied': 'Code {code} is applied to this order.',
  'shopify.checkout.signIn': 'Sign in to use your points and earn them on this order.',
  'shopify.checkout.noCodes': 'Discount codes cannot be added to this checkout.',
  'shopify.checkout.apply': 'Apply to this order',
  'shopify.lists.title': 'Wishlists and registries',
} as const;
