// The embed's analytics bridge (`analytics.js`, built from analyticsScript.ts): a classic script
// beside embed.js for stores that publish the widgets' events (`<lk-config analytics="shopify
// dataLayer">`; on Shopify, the app embed's Analytics settings). Its own file, so that stores that
// do not opt in download none of it.
import {
  analyticsTargets,
  publishWidgetEvents,
  type AnalyticsWindow,
} from '../client/analytics.js';

/** Where the page publishes the widgets' events: `analytics` on `<lk-config>`, else the script's `data-analytics`. */
export function analyticsSetting(doc: Document, script: Element | null): string | null {
  return (
    doc.querySelector('lk-config')?.getAttribute('analytics') ??
    script?.getAttribute('data-analytics') ??
    null
  );
}

const INSTALLED = Symbol.for('loyalkit.analytics');

/** Publishes the page's widget events where its setting says, once per page (a theme may include the script twice). */
export function startAnalytics(doc: Document, script: Element | null): void {
  const page = globalThis as AnalyticsWindow & { [INSTALLED]?: boolean };
  const targets = analyticsTargets(analyticsSetting(doc, script));
  if (page[INSTALLED] || targets.size === 0) return;
  page[INSTALLED] = true;
  publishWidgetEvents(doc, page, targets);
}
