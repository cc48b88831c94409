import { useCallback, useContext } from 'react';
import type { WidgetEvent, WidgetEventDetail, WidgetEventName } from '../../api/index.js';
import { LoyaltyContext } from '../../hooks/context.js';

/** Sends one widget event: from the widget holding `origin`, to the provider's `onEvent`. */
export type Track = <N extends WidgetEventName>(
  origin: Element | null | undefined,
  name: N,
  detail: WidgetEventDetail<N>,
) => void;

/**
 * The widget events of a component (the table: `WIDGET_EVENTS` in src/api/widgetEvents.ts).
 * `track(element, name, detail)` dispatches the `lk:*` event from the root of the widget that
 * holds `element` (the button pressed, the form sent: it must still be in the document), bubbling
 * and composed so that it leaves the embed's shadow root, and tells the provider's `onEvent`.
 */
export function useTrack(): Track {
  const onEvent = useContext(LoyaltyContext)?.onEvent;
  return useCallback(
    (origin, name, detail) => {
      (origin?.closest('.lk-widget') ?? origin)?.dispatchEvent(
        new CustomEvent(name, { detail, bubbles: true, composed: true }),
      );
      onEvent?.({ name, detail } as WidgetEvent);
    },
    [onEvent],
  );
}
