// Measures, in a real browser, what a progress bar and an icon look like: the drawn fill against
// the track, and an icon's box, so a bar that reads "750 points to go" but is drawn full (or
// empty) fails, as would an icon squashed by a long title.

/** The drawn part of a progressbar's track (0 to 1): the fill's width over the track's. */
export function progressFill(track: Element): number {
  // The shared bar's .lk-progress__fill, the tier meter's .lk-vip-progress__fill.
  const fill = track.querySelector('[class$="__fill"]');
  if (!fill) throw new Error('not a progress bar: no *__fill element in the track');
  const t = track.getBoundingClientRect();
  if (t.width === 0) throw new Error('the progress track has no width');
  return fill.getBoundingClientRect().width / t.width;
}

/** What a progressbar says it is at (0 to 1), from its ARIA values. */
export function progressValue(track: Element): number {
  const now = Number(track.getAttribute('aria-valuenow'));
  const min = Number(track.getAttribute('aria-valuemin') ?? 0);
  const max = Number(track.getAttribute('aria-valuemax'));
  return max > min ? (now - min) / (max - min) : 1;
}

/** An element's rendered box, rounded to a tenth of a pixel. */
export function box(element: Element): { width: number; height: number } {
  const r = element.getBoundingClientRect();
  return { width: Math.round(r.width * 10) / 10, height: Math.round(r.height * 10) / 10 };
}

/** How far an element's content runs past its own width (0 when nothing overflows). */
export function overflowX(element: Element): number {
  return Math.max(0, element.scrollWidth - element.clientWidth);
}
