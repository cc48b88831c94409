// The style sheets of the widgets, by domain, as text for constructed sheets in shadow roots:
// a light widget adopts only the sheets it needs (the same text is one shared sheet per page).
import tokens from '../styles/tokens.css?inline';
import base from '../styles/base.css?inline';
import parts from '../styles/parts.css?inline';
import loyalty from '../styles/loyalty.css?inline';
import reviews from '../styles/reviews.css?inline';
import wishlist from '../styles/wishlist.css?inline';
import program from '../styles/program.css?inline';
import engage from '../styles/engage.css?inline';
import storeReviews from '../styles/storeReviews.css?inline';
import forcedColors from '../styles/forced-colors.css?inline';

/**
 * Every sheet, as src/styles.css lists them: what the drawer, managers, launcher and rewards
 * page need (reviews, questions and the gallery take their own cut, lk-css:product).
 */
export const ALL_STYLES = [
  tokens,
  base,
  parts,
  loyalty,
  reviews,
  wishlist,
  program,
  engage,
  storeReviews,
  forcedColors,
] as const;
