import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  createStorefrontClient,
  type IdentityProof,
  type StorefrontClient,
} from '../client/index.js';
import { LoyaltyProvider } from '../provider/LoyaltyProvider.js';
import { consentTokenStorage } from '../store/index.js';
import styles from '../styles.css?inline';
import type { EmbedConfig, EmbedWidgetName, WidgetChunk } from './elements.js';
import { LocaleRoot } from './LocaleRoot.js';

/** What a widget renderer gets: its element (attributes) and the page config. */
export interface WidgetContext {
  host: HTMLElement;
  config: EmbedConfig;
  /** An attribute of the element as a positive integer, if it is one. */
  intAttr(name: string): number | undefined;
}

export type WidgetRenderer = (ctx: WidgetContext) => ReactNode;

/** The shopper's proof from the page config: signed customer, sandbox demo, or guest. */
export function identityFromConfig(config: EmbedConfig): IdentityProof {
  if (config.customer) return { ...config.customer };
  if (config.demoCustomer) return { demoCustomer: config.demoCustomer };
  return {};
}

interface PageRuntime {
  key: string;
  client: StorefrontClient;
  queryClient: QueryClient;
}

// One client (one session) and one query cache for every widget of the page: widgets share the
// shopper's data, and the star badges of a grid batch into one ratings call.
let page: PageRuntime | undefined;

function pageRuntime(config: EmbedConfig): PageRuntime {
  const key = JSON.stringify(config);
  if (page?.key !== key) {
    page = {
      key,
      client: createStorefrontClient({
        proxyUrl: config.proxyUrl,
        identity: identityFromConfig(config),
        storage: consentTokenStorage('loyalkit:session', config.allowStorage),
      }),
      queryClient: new QueryClient({
        defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false } },
      }),
    };
  }
  return page;
}

let sheet: CSSStyleSheet | undefined;

/** Puts the widget styles into a shadow root: one shared constructed sheet where supported. */
function adoptStyles(root: ShadowRoot, display: string): void {
  const hostRule = `:host{display:${display}}:host([hidden]){display:none}`;
  if (
    'adoptedStyleSheets' in root &&
    typeof CSSStyleSheet !== 'undefined' &&
    'replaceSync' in CSSStyleSheet.prototype
  ) {
    sheet ??= (() => {
      const s = new CSSStyleSheet();
      s.replaceSync(styles);
      return s;
    })();
    const host = new CSSStyleSheet();
    host.replaceSync(hostRule);
    root.adoptedStyleSheets = [sheet, host];
    return;
  }
  const style = document.createElement('style');
  style.textContent = `${hostRule}\n${styles}`;
  root.append(style);
}

/** Widgets that sit inline in text or on a card; the others take a block of their own. */
const INLINE: ReadonlySet<EmbedWidgetName> = new Set([
  'points-badge',
  'star-rating',
  'wishlist-button',
  'wishlist-count',
  'registry-button',
]);

/** Builds a widget chunk from renderers by element name. */
export function defineChunk(
  renderers: Partial<Record<EmbedWidgetName, WidgetRenderer>>,
): WidgetChunk {
  return {
    mount({ name, host, root, config }) {
      const render = renderers[name];
      if (!render) throw new Error(`this chunk has no <lk-${name}>`);
      adoptStyles(root, INLINE.has(name) ? 'inline-block' : 'block');
      const container = document.createElement('div');
      container.className = 'lk-embed';
      root.append(container);
      const reactRoot = createRoot(container);
      const runtime = pageRuntime(config);
      const ctx: WidgetContext = {
        host,
        config,
        intAttr(attr) {
          const value = Number(host.getAttribute(attr));
          return Number.isInteger(value) && value > 0 ? value : undefined;
        },
      };
      const draw = () =>
        reactRoot.render(
          <LoyaltyProvider
            proxyUrl={config.proxyUrl}
            client={runtime.client}
            persistGuestSession={config.allowStorage}
            queryClient={runtime.queryClient}
            locale={config.locale}
            currency={config.currency}
            messages={config.messages}
            locales={config.locales}
            {...(config.productUrl && { productUrl: config.productUrl })}
            {...(config.products && { productHandles: config.products })}
          >
            <LocaleRoot container={container} />
            {render(ctx)}
          </LoyaltyProvider>,
        );
      draw();
      return {
        update: draw,
        unmount: () => {
          reactRoot.unmount();
          container.remove();
        },
      };
    },
  };
}
