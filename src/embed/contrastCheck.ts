// A merchant's colours checked where they land: in the widget's shadow root, as the browser
// resolves them (the theme editor's note only sees one block's settings). Run by the editor's
// script (editorContrast.ts), never by the widgets' runtime.
import { checkContrast, describeContrast } from '../theme/contrast.js';
import { readPalette } from '../theme/readPalette.js';

const warned = new Set<string>();

/**
 * Checks the palette a widget draws with and logs one console warning per failing palette and
 * page (ten review widgets in the same colours warn once), naming each pair, its ratio and the
 * minimum.
 */
export function checkWidgetContrast(container: HTMLElement): void {
  const failing = checkContrast(readPalette(container))
    .filter((r) => !r.pass)
    .map(describeContrast);
  const key = failing.join('\n');
  if (failing.length === 0 || warned.has(key)) return;
  warned.add(key);
  const root = container.getRootNode();
  const host = root instanceof ShadowRoot ? `<${root.host.localName}>` : 'a widget';
  console.warn(
    `loyalkit: the colours of ${host} are too faint for some shoppers. Change these --lk-color-* values (theme editor: the block's or the app embed's Colors):\n- ${failing.join('\n- ')}`,
  );
}
