// The widgets' events, published where a store measures: Shopify's customer events (web pixels
// subscribe to them) and the tag managers' `dataLayer`. Opt-in (the embed's `analytics.js` with
// `<lk-config analytics="shopify dataLayer">`, or `publishWidgetEvents` in a React app), and on a
// Shopify storefront never before the visitor's analytics consent where consent is required (the
// Customer Privacy API): until then events wait here, and go once consent is given.
import { ANALYTICS_EVENTS } from '../api/widgetEvents.js';

/** Where events are published: Shopify's customer events, and/or `window.dataLayer`. */
export type AnalyticsTarget = 'shopify' | 'dataLayer';

/** The targets named by a setting such as `"shopify dataLayer"` (spaces or commas, any case). */
export function analyticsTargets(value: string | null | undefined): Set<AnalyticsTarget> {
  const names = (value ?? '').toLowerCase().split(/[\s,]+/);
  const targets = new Set<AnalyticsTarget>();
  if (names.includes('shopify')) targets.add('shopify');
  if (names.includes('datalayer')) targets.add('dataLayer');
  return targets;
}

/** The parts of Shopify's storefront globals the bridge uses. */
export interface ShopifyAnalyticsGlobal {
  analytics?: { publish?: (name: string, data: unknown) => unknown };
  customerPrivacy?: { analyticsProcessingAllowed?: () => boolean };
  loadFeatures?: (
    features: { name: string; version: string }[],
    done: (error?: unknown) => void,
  ) => void;
}

/** The page's globals the bridge reads and writes. */
export interface AnalyticsWindow {
  Shopify?: ShopifyAnalyticsGlobal;
  dataLayer?: unknown[];
}

/** Events kept while consent is unknown: enough for a page's actions, bounded all the same. */
const WAITING_MAX = 50;

/**
 * Publishes every analytics event of `WIDGET_EVENTS` that reaches `doc` (they bubble out of the
 * widgets) to `targets`: `Shopify.analytics.publish(name, detail)` and
 * `dataLayer.push({ event: name, lk: detail })`. On a Shopify storefront, only while the
 * Customer Privacy API allows analytics processing (loaded on demand); events before that wait,
 * and go when `visitorConsentCollected` says analytics are allowed (dropped when not). Off
 * Shopify, consent is the tag manager's (its own consent mode). Answers the uninstaller.
 */
export function publishWidgetEvents(
  doc: Document,
  win: AnalyticsWindow,
  targets: ReadonlySet<AnalyticsTarget>,
): () => void {
  const waiting: { name: string; detail: unknown }[] = [];
  let asked = false;

  const publish = (name: string, detail: unknown) => {
    if (targets.has('shopify')) win.Shopify?.analytics?.publish?.(name, detail);
    if (targets.has('dataLayer')) (win.dataLayer ??= []).push({ event: name, lk: detail });
  };
  const flush = () => {
    for (const { name, detail } of waiting.splice(0)) publish(name, detail);
  };
  /** Whether analytics may run now: Shopify's answer, or yes off Shopify. */
  const allowed = (): boolean => {
    const shopify = win.Shopify;
    if (!shopify) return true;
    const check = shopify.customerPrivacy?.analyticsProcessingAllowed;
    if (check) return check.call(shopify.customerPrivacy) === true;
    // The API is not on the page yet: load it once, and decide when it arrives.
    if (!asked && shopify.loadFeatures) {
      asked = true;
      shopify.loadFeatures([{ name: 'consent-tracking-api', version: '0.1' }], (error) => {
        if (!error && allowed()) flush();
      });
    }
    return false;
  };

  const onEvent = (event: Event) => {
    // A plain copy: subscribers get data, not the page's objects.
    const detail: unknown = JSON.parse(JSON.stringify((event as CustomEvent).detail ?? {}));
    if (allowed()) return publish(event.type, detail);
    waiting.push({ name: event.type, detail });
    if (waiting.length > WAITING_MAX) waiting.shift();
  };
  const onConsent = (event: Event) => {
    const consent = (event as CustomEvent<{ analyticsAllowed?: boolean }>).detail;
    if (consent?.analyticsAllowed === true) flush();
    else waiting.length = 0;
  };

  for (const name of ANALYTICS_EVENTS) doc.addEventListener(name, onEvent);
  doc.addEventListener('visitorConsentCollected', onConsent);
  return () => {
    for (const name of ANALYTICS_EVENTS) doc.removeEventListener(name, onEvent);
    doc.removeEventListener('visitorConsentCollected', onConsent);
  };
}
