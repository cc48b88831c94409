import type { EarnLinks } from '../components/loyalty/earnModel.js';

/**
 * The store's links for its ways to earn, from the page config's JSON
 * (`<lk-config><script type="application/json">{"earnLinks": {"instagram": "https://…"}}`):
 * read by the rewards widgets themselves, not the loader, so the pages without them carry none
 * of it. Only string values are kept (the drawer keeps only web addresses and the store's paths).
 */
export function earnLinksOf(doc: Document = document): EarnLinks | undefined {
  const json = doc.querySelector('lk-config > script[type="application/json"]')?.textContent;
  try {
    const links = (JSON.parse(json ?? 'null') as { earnLinks?: unknown } | null)?.earnLinks;
    if (!links || typeof links !== 'object') return undefined;
    return Object.fromEntries(
      Object.entries(links).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
  } catch {
    // The loader reports JSON that does not parse; the drawer simply has no links then.
    return undefined;
  }
}
