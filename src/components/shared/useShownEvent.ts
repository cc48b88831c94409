import { useEffect, useRef, type RefObject } from 'react';
import type { WidgetEventDetail, WidgetEventName } from '../../api/index.js';
import { useTrack } from './track.js';

/**
 * One event when the element first comes into view with something to show (`detail` not null):
 * a nudge shown, tier progress viewed. Once per `key` (a product, a tier) for the component's
 * life, however often it re-renders.
 */
export function useShownEvent<N extends WidgetEventName>(
  ref: RefObject<Element | null>,
  name: N,
  detail: WidgetEventDetail<N> | null,
  key: string,
): void {
  const track = useTrack();
  const sent = useRef<string | null>(null);
  const json = detail === null ? null : JSON.stringify(detail);
  useEffect(() => {
    const element = ref.current;
    if (!element || json === null || sent.current === key) return;
    const fire = () => {
      if (sent.current === key) return;
      sent.current = key;
      track(element, name, JSON.parse(json) as WidgetEventDetail<N>);
    };
    if (typeof IntersectionObserver === 'undefined') return fire();
    const seen = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        seen.disconnect();
        fire();
      },
      { threshold: 0.5 },
    );
    seen.observe(element);
    return () => seen.disconnect();
  }, [ref, name, json, key, track]);
}
