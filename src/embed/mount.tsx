import {
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { createRoot } from 'react-dom/client';
import { LoyaltyContext, type LoyaltyContextValue } from '../hooks/context.js';
import type { CustomLocales, LocaleMessages } from '../i18n/catalog.js';
import { I18nProvider, loadCatalog, negotiateLocale, type ResolvedLocale } from '../i18n/index.js';
import { useShopperLocale } from '../i18n/useShopperLocale.js';
import type { EmbedConfig, EmbedWidgetName, WidgetChunk } from './elements.js';
import { LocaleRoot } from './LocaleRoot.js';
import type { MessagePart } from './messageParts.js';
import { loadMessageParts } from './messages.js';
import { pageRuntime, type PageRuntime } from './page.js';
import { inTurn } from './turns.js';

/** What a widget renderer gets: its element (attributes) and the page config. */
export interface WidgetContext {
  host: HTMLElement;
  config: EmbedConfig;
  page: PageRuntime;
  /** An attribute of the element as a positive integer, if it is one. */
  intAttr(name: string): number | undefined;
}

export type WidgetRenderer = (ctx: WidgetContext) => ReactNode;

/** Wraps a chunk's widgets: the light root, or the full runtime's provider (full.tsx). */
export type WidgetRoot = ComponentType<{
  page: PageRuntime;
  /** The widget's container in its shadow root: it gets the `lang` and `dir` the widget speaks. */
  container: HTMLElement;
  children: ReactNode;
}>;

interface WidgetScope {
  page: PageRuntime;
  /** Adds style sheets to the widget's shadow root (a lazily loaded part brings its own). */
  adoptStyles(css: readonly string[]): void;
}

const ScopeContext = createContext<WidgetScope | null>(null);

function useScope(): WidgetScope {
  const scope = useContext(ScopeContext);
  if (!scope) throw new Error('usePage() must be used inside an embed widget.');
  return scope;
}

/** The page runtime of the widget being rendered. */
export function usePage(): PageRuntime {
  return useScope().page;
}

/** Adds style sheets to the shadow root of the widget being rendered. */
export function useAdoptStyles(): WidgetScope['adoptStyles'] {
  return useScope().adoptStyles;
}

const NO_MESSAGES: LocaleMessages = Object.freeze({});
const NO_LOCALES: CustomLocales = Object.freeze({});

/** The light widgets' root: the page's client and session, translations; no query runtime. */
export function LightRoot({
  page,
  container,
  children,
}: {
  page: PageRuntime;
  container: HTMLElement;
  children: ReactNode;
}) {
  // Read through React's own subscription, not zustand's hook: that one takes React's default
  // export, which keeps all of preact/compat in the light widgets' bundle.
  const { session, viewer } = useSyncExternalStore(page.sessions.subscribe, page.sessions.getState);
  const { currency } = page.config;
  const messages = page.config.messages ?? NO_MESSAGES;
  const locales = page.config.locales ?? NO_LOCALES;
  const customTags = useMemo(() => Object.keys(locales), [locales]);
  // As <LoyaltyProvider> does: the locale attribute, else the page's lang, else the browser's.
  const { locale, formatLocale, dir } = useShopperLocale(page.config.locale, customTags);
  const value = useMemo<LoyaltyContextValue>(
    () => ({
      client: page.client,
      session,
      viewer,
      locale,
      formatLocale,
      dir,
      currency,
      messages,
      locales,
    }),
    [page.client, session, viewer, locale, formatLocale, dir, currency, messages, locales],
  );
  return (
    <LoyaltyContext value={value}>
      <LocaleRoot container={container} />
      <I18nProvider locale={formatLocale} currency={currency} messages={messages} locales={locales}>
        {children}
      </I18nProvider>
    </LoyaltyContext>
  );
}

const sheets = new Map<string, CSSStyleSheet>();

/** Adds style sheets to a shadow root: shared constructed sheets where supported. */
function adoptStyles(root: ShadowRoot, css: readonly string[]): void {
  if (
    'adoptedStyleSheets' in root &&
    typeof CSSStyleSheet !== 'undefined' &&
    'replaceSync' in CSSStyleSheet.prototype
  ) {
    const added = css.map((text) => {
      let sheet = sheets.get(text);
      if (!sheet) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(text);
        sheets.set(text, sheet);
      }
      return sheet;
    });
    root.adoptedStyleSheets = [
      ...root.adoptedStyleSheets,
      ...added.filter((s) => !root.adoptedStyleSheets.includes(s)),
    ];
    return;
  }
  const style = document.createElement('style');
  style.textContent = css.join('\n');
  root.prepend(style);
}

/**
 * Marks the element `ready` once the widget's first render is in the page (a layout effect runs
 * after its siblings' DOM is committed, before the browser paints), and gives back the space
 * reserve.css held for it: what the widget shows takes its place in the same frame.
 */
function Drawn({ host }: { host: HTMLElement }) {
  useLayoutEffect(() => {
    Object.assign(host.style, { minHeight: '0', paddingBottom: '0' });
    host.setAttribute('data-state', 'ready');
  }, [host]);
  return null;
}

/** Widgets that sit inline in text or on a card; the others take a block of their own. */
const INLINE: ReadonlySet<EmbedWidgetName> = new Set([
  'points-badge',
  'star-rating',
  'wishlist-button',
  'wishlist-count',
  'registry-button',
]);

/** How a chunk renders: its widgets' CSS and the root they need. */
export interface ChunkOptions {
  /** The style sheets (`?inline` CSS) of this chunk's widgets. */
  styles: readonly string[];
  /** The message parts its widgets speak (whole domains, or a light widget's few keys). */
  messages: readonly MessagePart[];
  /** The root to render in; the light root by default. */
  root?: WidgetRoot;
}

/** The locale the page's widgets will speak, as `<LoyaltyProvider>` negotiates it. */
export function pageLocale(config: EmbedConfig): ResolvedLocale {
  return negotiateLocale(
    {
      requested: config.locale,
      documentLang: document.documentElement.lang,
      browserLanguages: navigator.languages,
    },
    Object.keys(config.locales ?? {}),
  );
}

/**
 * Loads a chunk's texts in the page's locale, and that locale's catalog, so that the widget's
 * first render has its words (no empty frame, no English flash).
 */
export async function loadWidgetMessages(
  config: EmbedConfig,
  parts: readonly MessagePart[],
): Promise<void> {
  const { locale } = pageLocale(config);
  await loadMessageParts(locale, parts);
  await loadCatalog(locale, config.locales?.[locale]);
}

/** Builds a widget chunk from renderers by element name. */
export function defineChunk(
  renderers: Partial<Record<EmbedWidgetName, WidgetRenderer>>,
  options: ChunkOptions,
): WidgetChunk {
  const Root = options.root ?? LightRoot;
  return {
    mount({ name, host, root, config }) {
      const render = renderers[name];
      if (!render) throw new Error(`this chunk has no <lk-${name}>`);
      const display = INLINE.has(name) ? 'inline-block' : 'block';
      adoptStyles(root, [
        `:host{display:${display}}:host([hidden]){display:none}`,
        ...options.styles,
      ]);
      const scope: WidgetScope = {
        page: pageRuntime(config),
        adoptStyles: (css) => adoptStyles(root, css),
      };
      const container = document.createElement('div');
      container.className = 'lk-embed';
      root.append(container);
      const reactRoot = createRoot(container);
      const { page } = scope;
      const ctx: WidgetContext = {
        host,
        config,
        page,
        intAttr(attr) {
          const value = Number(host.getAttribute(attr));
          return Number.isInteger(value) && value > 0 ? value : undefined;
        },
      };
      let state: 'loading' | 'ready' | 'gone' = 'loading';
      const draw = () => {
        if (state !== 'ready') return;
        reactRoot.render(
          <ScopeContext value={scope}>
            <Drawn host={host} />
            <Root page={page} container={container}>
              {render(ctx)}
            </Root>
          </ScopeContext>,
        );
      };
      // The texts arrive with (not after) the code: the loader reserved the element's space.
      // The widgets of a chunk get them at once, so each first render takes its turn.
      void loadWidgetMessages(config, options.messages).then(() =>
        inTurn(() => {
          if (state === 'gone') return;
          state = 'ready';
          draw();
        }),
      );
      return {
        update: draw,
        unmount: () => {
          state = 'gone';
          reactRoot.unmount();
          container.remove();
        },
      };
    },
  };
}
