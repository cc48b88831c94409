import { useLayoutEffect } from 'react';
import { useLoyaltyContext } from '../hooks/context.js';

/**
 * Puts the language and direction the widgets speak on their container in the shadow root
 * (`lang="ar" dir="rtl"`), before paint: screen readers pick the voice, and styles can rely on
 * `[dir]` and `:dir()` whatever the host page says. Reads the context itself (not
 * `useLoyaltyConfig`), so the light widgets' root carries no provider code.
 */
export function LocaleRoot({ container }: { container: HTMLElement }) {
  const { locale, dir } = useLoyaltyContext('LocaleRoot');
  useLayoutEffect(() => {
    container.setAttribute('lang', locale);
    container.setAttribute('dir', dir);
  }, [container, locale, dir]);
  return null;
}
