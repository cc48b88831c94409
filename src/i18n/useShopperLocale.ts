import { useMemo, useSyncExternalStore } from 'react';
import { negotiateLocale, type ResolvedLocale } from './negotiate.js';

const NO_PAGE = '[]';

/** The page's `lang` and the browser's languages as one string (a snapshot must compare equal). */
function pageLanguages(): string {
  const { languages, language } = navigator;
  return JSON.stringify([
    document.documentElement.lang,
    languages?.length ? languages : [language],
  ]);
}

/** Follows the page's `lang` attribute (a theme switching language) and the browser's choice. */
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  window.addEventListener('languagechange', onChange);
  return () => {
    observer.disconnect();
    window.removeEventListener('languagechange', onChange);
  };
}

const stay = () => () => undefined;
const none = () => NO_PAGE;

/**
 * The widgets' locale: `requested` (a prop or attribute), else the page's `lang`, else the
 * browser's languages (see `negotiateLocale`). On the server, and while hydrating, only
 * `requested` counts, so server and client render the same text.
 */
export function useShopperLocale(
  requested: string | undefined,
  custom: readonly string[],
): ResolvedLocale {
  const fixed = requested !== undefined && requested.trim() !== '';
  const page = useSyncExternalStore(fixed ? stay : subscribe, fixed ? none : pageLanguages, none);
  return useMemo(() => {
    const [documentLang, browserLanguages] = JSON.parse(page) as [string?, string[]?];
    return negotiateLocale({ requested, documentLang, browserLanguages }, custom);
  }, [requested, page, custom]);
}
