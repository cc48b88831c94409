// Where a widget chunk's texts come from before it renders. Outside the embed every catalog is
// at hand already (English inline, other locales through loadCatalog), so this does nothing; the
// embed build replaces this module with one that downloads one small file per message part and
// locale, and fills the catalogs the i18n module reads (vite.embedMessages.ts, messagesByPart).
import type { MessagePart } from './messageParts.js';

/**
 * Makes the texts of `parts` in `locale` (and English, which fills any gap of a store's own
 * locale) available to the widgets, before they render.
 */
export async function loadMessageParts(
  _locale: string,
  _parts: readonly MessagePart[],
): Promise<void> {}
