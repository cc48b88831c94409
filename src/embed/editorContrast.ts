// The theme editor's contrast check of the widgets on the page: a script of its own that the app
// embed loads only in the editor (`request.design_mode`), so no shopper downloads it and no
// widget runtime carries it. Every widget's shadow root is checked once, as it appears (the loader
// mounts widgets as they scroll into view), with the colours the browser resolved there.
import { checkWidgetContrast } from './contrastCheck.js';

const checked = new WeakSet<Element>();

/** Checks the containers of the `<lk-*>` widgets of `doc` not checked yet. */
export function checkNewWidgets(doc: Document): void {
  for (const el of doc.querySelectorAll('*')) {
    if (!el.localName.startsWith('lk-') || !el.shadowRoot) continue;
    for (const container of el.shadowRoot.querySelectorAll('.lk-embed')) {
      if (checked.has(container)) continue;
      checked.add(container);
      checkWidgetContrast(container as HTMLElement);
    }
  }
}

/** Checks the page's widgets now and every second after (the editor reloads the page). */
export function watchContrast(doc: Document = document, everyMs = 1000): () => void {
  checkNewWidgets(doc);
  const timer = setInterval(() => checkNewWidgets(doc), everyMs);
  return () => clearInterval(timer);
}
