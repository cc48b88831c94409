// Measures, in a real browser, how much of a star row is drawn filled: what a shopper sees,
// not what the markup says (a row stretched to its card once showed five full stars for every
// rating while its label was right).

/** The drawn part of a rating's row (0 to 1): the fill's box clipped to the drawn stars. */
export function starRowFill(stars: Element): number {
  const row = stars.querySelector('.lk-stars__empty .lk-stars__row');
  const fill = stars.querySelector('.lk-stars__fill');
  if (!row || !fill) throw new Error('not a star rating: .lk-stars__empty/.lk-stars__fill missing');
  const r = row.getBoundingClientRect();
  const f = fill.getBoundingClientRect();
  if (r.width === 0) throw new Error('the star row has no width');
  const rtl = getComputedStyle(stars).direction === 'rtl';
  const drawn = rtl ? r.right - Math.max(r.left, f.left) : Math.min(r.right, f.right) - r.left;
  return Math.max(0, drawn) / r.width;
}

/** The width of a star row against its height: five stars, not a row stretched to its box. */
export function starRowAspect(stars: Element): number {
  const box = stars.getBoundingClientRect();
  return box.width / box.height;
}

/**
 * The part of a star input drawn filled: from the row's start (the right edge, right to left)
 * to the last filled star's end.
 */
export function starInputFill(input: Element): number {
  const stars = [...input.querySelectorAll('.lk-star-input__star')];
  const filled = stars.filter((s) => s.hasAttribute('data-filled'));
  const first = stars[0]?.getBoundingClientRect();
  const last = stars.at(-1)?.getBoundingClientRect();
  if (!first || !last) throw new Error('not a star input: no .lk-star-input__star');
  const lastFilled = filled.at(-1)?.getBoundingClientRect();
  if (!lastFilled) return 0;
  if (getComputedStyle(input).direction === 'rtl')
    return (first.right - lastFilled.left) / (first.right - last.left);
  return (lastFilled.right - first.left) / (last.right - first.left);
}
