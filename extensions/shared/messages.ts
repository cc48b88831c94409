// The widgets' message catalogs (src/i18n) reach an extension as Shopify wants translations to:
// one locale file per language (`locales/fr.json`, `en.default.json`), which Shopify serves in
// the buyer's language and `shopify.i18n.translate` reads. Shopify's translate fills `{{name}}`
// placeholders, which ICU plurals such as `one {{signed} point}` would look like, so the files
// carry the catalogs' braces as two private-use characters that nothing else reads.

const OPEN = '\uE000';
const CLOSE = '\uE001';

/** A catalog message as a locale file holds it: braces Shopify's interpolation cannot see. */
export function encodeMessage(text: string): string {
  return text.replace(/[{}]/g, (brace) => (brace === '{' ? OPEN : CLOSE));
}

/** A message read back from `shopify.i18n.translate`, as the catalog wrote it. */
export function decodeMessage(text: string): string {
  return text.replace(/[\uE000\uE001]/g, (mark) => (mark === OPEN ? '{' : '}'));
}
