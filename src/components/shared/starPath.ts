/**
 * One star (24×24 box), as drawn in ratings, the star input and the points badge. In a module
 * of its own so light widgets (the star badge, the points badge) take it without the icon set.
 */
export const STAR_PATH =
  'M12 2.6l2.9 5.9 6.5.9-4.7 4.6 1.1 6.5L12 17.4l-5.8 3.1 1.1-6.5-4.7-4.6 6.5-.9z';
