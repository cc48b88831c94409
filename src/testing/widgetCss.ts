// The widgets' style sheets as text, for the tokens page, the contrast stories and the tests: the
// real CSS (src/styles/*.css), read by Vite, so nothing here repeats a value of it.
import { readPublicTokens, type PublicToken } from '../theme/tokens.js';

const sheets = import.meta.glob<string>('../styles/*.css', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Every widget style sheet, joined, with its file names as keys. */
export const WIDGET_SHEETS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(sheets).map(([path, css]) => [path.replace('../styles/', ''), css]),
);

/** The public tokens (`--lk-*`) the style sheets read, with their defaults. */
export const WIDGET_TOKENS: readonly PublicToken[] = readPublicTokens(
  Object.values(WIDGET_SHEETS).join('\n'),
);
