// Measures, in a real browser, what a shopper would see go wrong on a page: a widget covering
// the page's own controls, a page that scrolls sideways, content that jumps as data arrives.

/** Whether two boxes share any area (touching edges do not count). */
export function overlaps(a: Element, b: Element): boolean {
  const r = a.getBoundingClientRect();
  const s = b.getBoundingClientRect();
  return r.left < s.right && s.left < r.right && r.top < s.bottom && s.top < r.bottom;
}

/** Whether the box lies wholly inside the viewport. */
export function insideViewport(el: Element): boolean {
  const r = el.getBoundingClientRect();
  return r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight;
}

/** How far the page scrolls sideways (0 when nothing overflows the viewport's width). */
export function sidewaysOverflow(): number {
  return document.documentElement.scrollWidth - document.documentElement.clientWidth;
}

/**
 * Starts summing layout shifts (the CLS entries `PerformanceObserver` reports) from now on,
 * without input-driven ones; `stop()` answers the sum so far and disconnects.
 */
export function watchLayoutShift(): { stop(): Promise<number> } {
  let total = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (!entry.hadRecentInput) total += entry.value;
    }
  });
  observer.observe({ type: 'layout-shift' });
  return {
    async stop() {
      // Entries are delivered after the frame that shifted: let two frames pass first.
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      for (const entry of observer.takeRecords() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) total += entry.value;
      }
      observer.disconnect();
      return total;
    },
  };
}
