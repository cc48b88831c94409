import { useSyncExternalStore } from 'react';
import { useI18n } from '../../i18n/index.js';

const never = () => () => {};

/**
 * A date as "3 days ago" (its calendar date in the tooltip). Rendered on the server, and while
 * the browser hydrates that HTML, it shows the calendar date instead: "ago" depends on when the
 * page is read, so a page rendered (or cached) earlier would not match the browser's first
 * render. Right after hydration it switches to the relative form.
 */
export function RelativeTime({ at, now }: { at: string; now?: number | undefined }) {
  const { date, relative } = useI18n();
  const live = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  return (
    <time dateTime={at} title={date(at)}>
      {live ? relative(at, now) : date(at)}
    </time>
  );
}
