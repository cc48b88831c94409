import { EMBED_ATTRIBUTES } from './attributes.js';
import { readEmbedConfig } from './config.js';
import {
  EMBED_EAGER,
  EMBED_PREFIX,
  chunkOf,
  type EmbedChunkName,
  type EmbedConfig,
  type EmbedWidgetName,
  type WidgetChunk,
} from './elements.js';

export interface LoaderOptions {
  /** Loads a widget chunk (the built loader imports `widgets/<chunk>.js` beside itself). */
  load(chunk: EmbedChunkName): Promise<WidgetChunk>;
  config(): EmbedConfig;
  /** How far outside the viewport a widget starts loading. */
  rootMargin?: string;
  /** Starts a floating (eager) widget; by default once the page has loaded and is idle. */
  whenIdle?: (start: () => void) => void;
}

/**
 * After the page's `load`, when the browser is idle (2 s later at most): a floating launcher
 * takes no place in the page, so its code (the full runtime and every sheet) waits for the page's
 * own content instead of competing with it for the network and the main thread.
 */
function afterLoadIdle(start: () => void): void {
  const idle = () =>
    'requestIdleCallback' in self
      ? requestIdleCallback(start, { timeout: 2000 })
      : setTimeout(start);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

/** What shows the shopper reads on (a touch or a click is a pointerdown): start a screen ahead. */
const READING = ['scroll', 'keydown', 'pointerdown'];

/**
 * Defines `<lk-*>` elements. Each renders into its own shadow root (theme CSS cannot reach in;
 * CSS custom properties still do), and loads its widget code only once it comes near the
 * viewport. Attribute changes re-render the mounted widget.
 */
export function defineLoyaltyElements(options: LoaderOptions, registry = customElements): void {
  const chunks = new Map<EmbedChunkName, Promise<WidgetChunk>>();
  const loadChunk = (chunk: EmbedChunkName) => {
    let p = chunks.get(chunk);
    if (!p) {
      p = options.load(chunk);
      chunks.set(chunk, p);
    }
    return p;
  };

  // Two reaches. Until the shopper shows they read on (a scroll, a key, a touch, a click), only
  // the widgets in view start: the ones below would take the main thread and the network from
  // the page while it loads, for a shopper who may never scroll to them. From then on, a screen
  // ahead: a widget has its code and data before it scrolls into view, so it grows (if it does)
  // while nothing around it is on screen. Until it starts, each holds its space (reserve.css).
  let reading = false;
  let observer: IntersectionObserver | undefined;
  const pending = new Map<Element, () => void>();
  const observe = () => {
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer?.unobserve(entry.target);
          const go = pending.get(entry.target);
          pending.delete(entry.target);
          go?.();
        }
      },
      { rootMargin: reading ? (options.rootMargin ?? '100% 0px') : '0px' },
    );
    for (const el of pending.keys()) observer.observe(el);
  };
  const startReading = () => {
    if (reading) return;
    reading = true;
    for (const type of READING) removeEventListener(type, startReading, true);
    observer?.disconnect();
    observe();
  };
  // Every browser the embed runs in (ES2022, custom elements, shadow roots) has the observer.
  const whenVisible = (el: HTMLElement, start: () => void) => {
    pending.set(el, start);
    if (observer) return observer.observe(el);
    observe();
    for (const type of READING) addEventListener(type, startReading, true);
  };

  // Every element has its row of attributes: the names come from there (no second list here).
  for (const name of Object.keys(EMBED_ATTRIBUTES) as EmbedWidgetName[]) {
    const tag = `${EMBED_PREFIX}-${name}`;
    if (registry.get(tag)) continue;
    registry.define(
      tag,
      class extends HTMLElement {
        static observedAttributes: readonly string[] = EMBED_ATTRIBUTES[name];
        private mounted: ReturnType<WidgetChunk['mount']> | undefined;
        private started = false;

        connectedCallback() {
          if (this.started) return;
          this.started = true;
          const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
          this.setAttribute('data-state', 'waiting');
          const start = () => {
            this.setAttribute('data-state', 'loading');
            loadChunk(chunkOf(name))
              .then((chunk) => {
                if (!this.isConnected) return;
                // The chunk marks the element `ready` once it has drawn it.
                this.mounted = chunk.mount({ name, host: this, root, config: options.config() });
              })
              .catch((error: unknown) => {
                this.setAttribute('data-state', 'error');
                console.error(`[loyalkit] ${tag} could not load its code`, error);
              });
          };
          if (EMBED_EAGER.has(name)) (options.whenIdle ?? afterLoadIdle)(start);
          else whenVisible(this, start);
        }

        attributeChangedCallback() {
          this.mounted?.update();
        }

        disconnectedCallback() {
          pending.delete(this);
          observer?.unobserve(this);
          this.mounted?.unmount();
          this.mounted = undefined;
          this.started = false;
        }
      },
    );
  }
}

/**
 * Runs in the built `embed.js` (a classic script): widgets load from `widgets/` beside it, or
 * from the script's `data-widgets` path (`{chunk}` replaced, relative to the script), for hosts
 * with flat asset folders such as a Shopify theme app extension (`loyalkit-{chunk}.js`).
 */
export function startLoader(): void {
  const script = document.currentScript as HTMLScriptElement | null;
  // The reserved sizes: a theme links embed.css in its <head>, and nothing moves from the first
  // paint on. For one that does not, the loader links the sheet beside itself (`embed.css`,
  // `loyalkit-embed.css`): it arrives a moment later, and is cached for the next page. Not
  // inlined here: every page of a theme that links it would download the rules twice.
  if (script?.src && !document.querySelector('link[href*="embed.css"]')) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = script.src.replace(/\.js\b/, '.css');
    document.head.append(link);
  }
  const base = new URL('.', script?.src ?? document.baseURI).href;
  const path = script?.getAttribute('data-widgets') ?? 'widgets/{chunk}.js';
  let config: EmbedConfig | undefined;
  defineLoyaltyElements({
    config: () => (config ??= readEmbedConfig(document, script)),
    load: (chunk) =>
      import(
        /* @vite-ignore */ new URL(path.replace('{chunk}', chunk), base).href
      ) as Promise<WidgetChunk>,
  });
}
