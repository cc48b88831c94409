import type { EarningRule } from '../../api/index.js';
import type { MessageKey } from '../../i18n/index.js';

/**
 * Where the store sends a shopper to complete a way to earn, by the rule's id or its icon
 * (`{ "instagram": "https://www.instagram.com/yourstore", "star": "/collections/all" }`): the
 * API's rules name the action, not where it happens.
 */
export type EarnLinks = Readonly<Record<string, string>>;

/** The words of a rule's call to action, by the icon the store gave it (a row per action). */
const ACTION_WORDS: Readonly<Record<string, MessageKey>> = {
  instagram: 'loyalty.earn.go.follow',
  facebook: 'loyalty.earn.go.follow',
  tiktok: 'loyalty.earn.go.follow',
  twitter: 'loyalty.earn.go.follow',
  x: 'loyalty.earn.go.follow',
  youtube: 'loyalty.earn.go.follow',
  pinterest: 'loyalty.earn.go.follow',
  star: 'loyalty.earn.go.review',
  review: 'loyalty.earn.go.review',
  mail: 'loyalty.earn.go.subscribe',
  newsletter: 'loyalty.earn.go.subscribe',
};

/** A rule's next step: where it leads and in what words, or none. */
export interface EarnStep {
  href: string;
  words: MessageKey;
  /** Another site (a social network): opened in a new tab, the drawer stays. */
  external: boolean;
}

/** Only web addresses and the store's own paths: never `javascript:` or `data:`. */
const SAFE = /^(https?:\/\/|\/(?!\/)|#|\?)/i;

/** The link a store set for a rule (by id, then by icon), if it is a safe one. */
export function earnStep(rule: EarningRule, links: EarnLinks | undefined): EarnStep | undefined {
  const href = links?.[String(rule.id)] ?? links?.[rule.icon];
  if (!href || !SAFE.test(href.trim())) return undefined;
  return {
    href: href.trim(),
    words: ACTION_WORDS[rule.icon] ?? 'loyalty.earn.go.open',
    external: /^https?:\/\//i.test(href.trim()),
  };
}
