// The palette a widget really draws with, read from the browser: whatever the merchant typed (a
// name, hsl(), a var() of the theme's own), the widgets' defaults where they typed nothing, and the
// derived tints, all as the style sheets work them out.
import { parseColorFunction } from './color.js';
import { CONTRAST_PAIRS, type PaletteToken, type ResolvedPalette } from './contrast.js';

/** Where a token's colour shows: its private copy on `.lk-widget`, or a part that paints it. */
const PROBES: Partial<Record<PaletteToken, string>> = {
  // The empty stars read their token in reviews.css, not through a private copy.
  'star-empty': 'lk-stars__empty',
};

/**
 * The resolved palette inside `parent` (a widget's container in its shadow root, or any element
 * under the widget style sheet): a hidden probe per token reports its computed colour.
 */
export function readPalette(parent: Element): ResolvedPalette {
  const doc = parent.ownerDocument;
  const widget = doc.createElement('div');
  widget.className = 'lk-widget';
  widget.style.display = 'none';
  const tokens = [...new Set(CONTRAST_PAIRS.flatMap((p) => [p.fg, p.bg]))];
  const probes = tokens.map((token) => {
    const probe = doc.createElement('span');
    const part = PROBES[token];
    if (part) probe.className = part;
    else probe.style.color = `var(--_lk-${token})`;
    widget.append(probe);
    return [token, probe] as const;
  });
  parent.append(widget);
  try {
    const view = doc.defaultView ?? window;
    return Object.fromEntries(
      probes.map(([token, probe]) => [
        token,
        parseColorFunction(view.getComputedStyle(probe).color),
      ]),
    ) as Record<PaletteToken, ReturnType<typeof parseColorFunction>>;
  } finally {
    widget.remove();
  }
}
