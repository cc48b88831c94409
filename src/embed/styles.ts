// The style sheets of the widgets, by domain, as text for constructed sheets in shadow roots:
// a light widget adopts only the sheets it needs (the same text is one shared sheet per page).
import tokens from '../styles/tokens.css?inline';
import base from '../styles/base.css?inline';
import parts from '../styles/parts.css?inline';
import loyalty from '../styles/loyalty.css?inline';
import reviews from '../styles/reviews.css?inline';
import wishlist from '../styles/wishlist.css?inline';

/** Every sheet: what the heavy widgets (drawer, lists, managers, gallery) need. */
export const ALL_STYLES = [tokens, base, parts, loyalty, reviews, wishlist] as const;
export { base as BASE_STYLES, loyalty as LOYALTY_STYLES };
export { reviews as REVIEW_STYLES, wishlist as WISHLIST_STYLES };
