// The widgets' events in Shopify's customer events: every analytics event of the widgets'
// table (src/api/widgetEvents.ts), as the embed's analytics.js publishes it, forwarded to the
// merchant's collector. Shopify runs this only with the visitor's analytics consent
// (shopify.extension.toml), so nothing here checks consent again.
import { register } from '@shopify/web-pixels-extension';
import { ANALYTICS_EVENTS } from '../../../src/api/widgetEvents.js';

register(({ analytics, settings }) => {
  const collector = String(settings.collectorUrl ?? '');
  if (!/^https:\/\//.test(collector)) return;
  for (const name of ANALYTICS_EVENTS) {
    analytics.subscribe(name, (event) => {
      // `customData` is the event's detail: ids and counts only (the table's schemas).
      void fetch(collector, {
        method: 'POST',
        keepalive: true,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          id: event.id,
          name: event.name,
          at: event.timestamp,
          detail: event.customData,
        }),
      });
    });
  }
});
