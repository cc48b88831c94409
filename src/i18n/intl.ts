/** Intl helpers bound to a locale and currency; formatters are cached per locale. */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  key: string,
  make: () => T,
): T {
  let f = cache.get(key) as T | undefined;
  if (!f) {
    f = make();
    cache.set(key, f);
  }
  return f;
}

export interface Formatters {
  locale: string;
  currency: string;
  /** 4,200 / 4 200 / 4.200 */
  number(n: number, options?: Intl.NumberFormatOptions): string;
  /** $5.00 in the store currency. */
  money(amount: number, currency?: string): string;
  /** A calendar date (Nov 22, 2026). */
  date(value: string | number | Date, options?: Intl.DateTimeFormatOptions): string;
  /** "3 days ago", "in 2 weeks", relative to `now`. */
  relative(value: string | number | Date, now?: number): string;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86400],
  ['month', 30 * 86400],
  ['week', 7 * 86400],
  ['day', 86400],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

function toMs(value: string | number | Date): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  // Activity dates come as `YYYY-MM-DD HH:mm:ss` (UTC).
  return Date.parse(/^\d{4}-\d{2}-\d{2} \d/.test(value) ? `${value.replace(' ', 'T')}Z` : value);
}

export function createFormatters(locale: string, currency: string): Formatters {
  return {
    locale,
    currency,
    number: (n, options) =>
      cached(
        `n|${locale}|${JSON.stringify(options ?? {})}`,
        () => new Intl.NumberFormat(locale, options),
      ).format(n),
    money: (amount, cur = currency) =>
      cached(
        `m|${locale}|${cur}`,
        () => new Intl.NumberFormat(locale, { style: 'currency', currency: cur }),
      ).format(amount),
    date: (value, options = { dateStyle: 'medium' }) =>
      cached(
        `d|${locale}|${JSON.stringify(options)}`,
        () => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options }),
      ).format(toMs(value)),
    relative: (value, now = Date.now()) => {
      const seconds = Math.round((toMs(value) - now) / 1000);
      const rtf = cached(
        `r|${locale}`,
        () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
      );
      for (const [unit, size] of UNITS) {
        if (Math.abs(seconds) >= size || unit === 'second')
          return rtf.format(Math.trunc(seconds / size), unit);
      }
      return rtf.format(0, 'second');
    },
  };
}
