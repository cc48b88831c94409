import { useEffect, useState } from 'react';

/**
 * What a shopper may be about to press or type into. Not links: a grid's cards are links from
 * edge to edge, and a launcher that left every time one passed under it would never be there.
 */
const CONTROL = 'button, input, select, textarea, label, [role="button"]';
/** Fields a shopper types into (a phone's keyboard is open, the launcher only gets in the way). */
const FIELD =
  'input:not([type="button"], [type="submit"], [type="checkbox"], [type="radio"]), textarea, select, [contenteditable="true"], [contenteditable=""]';

/** The element that has focus, through shadow roots (a widget's field is inside one). */
function focused(): Element | null {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el;
}

/**
 * Whether what is drawn under a point of the screen, the launcher left aside, is one of the
 * page's controls (a form's Submit, a button, a theme's own fixed bar), through widgets' shadow
 * roots.
 */
function controlAt(x: number, y: number, launcher: Element): boolean {
  const under = document.elementsFromPoint(x, y).find((el) => !launcher.contains(el));
  if (!under || under === document.body || under === document.documentElement) return false;
  const inner = under.shadowRoot?.elementsFromPoint(x, y).find((el) => !launcher.contains(el));
  const target = inner ?? under;
  if (target.closest(CONTROL)) return true;
  for (let el: Element | null = under; el && el !== document.body; el = el.parentElement) {
    if (/fixed|sticky/.test(getComputedStyle(el).position)) return true;
  }
  return false;
}

/**
 * Whether the floating launcher steps aside: while the shopper types in a field of the page (a
 * review, a question: on a phone the keyboard takes half the screen and the corner button would
 * sit on the text or the Submit), and while it would cover one of the page's own controls or
 * fixed bars. Checked as the page scrolls, resizes, lays out again or moves focus.
 *
 * Returns the answer and the ref to put on the launcher's box. A callback ref, not an object:
 * the launcher often appears after its container mounted (a customer's, once the balance is in),
 * and the watch starts when the box does.
 */
export function useStepAside(): [aside: boolean, ref: (box: HTMLElement | null) => void] {
  const [aside, setAside] = useState(false);
  const [own, setOwn] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!own) return;
    const root = own.getRootNode();
    // The launcher as the page sees it: its element (its shadow root's host), or itself.
    const launcher = root instanceof ShadowRoot ? root.host : own;
    let frame = 0;
    const check = () => {
      frame = 0;
      if (own.offsetWidth === 0) return;
      // Its place in the corner (a fixed element's offsets are the viewport's).
      const box = {
        left: own.offsetLeft,
        top: own.offsetTop,
        right: own.offsetLeft + own.offsetWidth,
        bottom: own.offsetTop + own.offsetHeight,
      };
      const active = focused();
      // Never away from a keyboard user on the launcher itself.
      if (active && own.contains(active)) return setAside(false);
      const typing = !!active?.matches(FIELD);
      const inset = 4;
      const covers = [
        [box.left + inset, box.top + inset],
        [box.right - inset, box.top + inset],
        [box.left + inset, box.bottom - inset],
        [box.right - inset, box.bottom - inset],
        [(box.left + box.right) / 2, (box.top + box.bottom) / 2],
      ].some(([x = 0, y = 0]) => controlAt(x, y, launcher));
      setAside(typing || covers);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    const events = ['scroll', 'resize', 'focusin', 'focusout'] as const;
    for (const type of events) addEventListener(type, schedule, { capture: true, passive: true });
    // A form that opens or grows moves the page's controls without a scroll (where the browser
    // can say so: not in a DOM without layout, such as jsdom).
    const layout = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(schedule);
    layout?.observe(document.body);
    schedule();
    return () => {
      for (const type of events) removeEventListener(type, schedule, { capture: true });
      layout?.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [own]);
  // Without its box (not shown now), nothing to step aside.
  return [aside && own !== null, setOwn];
}
