import { useLayoutEffect } from 'react';
import { useLoyaltyConfig } from '../provider/LoyaltyProvider.js';

/**
 * Puts the language and direction the widgets speak on their container in the shadow root
 * (`lang="ar" dir="rtl"`), before paint: screen readers pick the voice, and styles can rely on
 * `[dir]` and `:dir()` whatever the host page says.
 */
export function LocaleRoot({ container }: { container: HTMLElement }) {
  const { locale, dir } = useLoyaltyConfig();
  useLayoutEffect(() => {
    container.setAttribute('lang', locale);
    container.setAttribute('dir', dir);
  }, [container, locale, dir]);
  return null;
}
