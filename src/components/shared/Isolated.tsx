import type { ReactNode } from 'react';

/** Where the value goes in the sentence (a private-use character no catalog contains). */
const MARK = '\uE000';

/**
 * A merchant's or shopper's words inside a sentence of the widgets' language ("Silver tier",
 * "Asked by Chloe N.", "Spend 500 points on “$5 off your order”?"): set in a `<bdi>`, so they
 * keep their own direction and do not reorder the sentence around them in Arabic or Hebrew (a
 * full stop that jumped to the front, "$5" after "off your order"). The text is the sentence's
 * own: no invisible characters for a copy or a search to trip on. Whole blocks of such text take
 * `dir="auto"` instead.
 */
export function isolated(sentence: (value: string) => string, value: string): ReactNode {
  const [before = '', after = ''] = sentence(MARK).split(MARK);
  return (
    <>
      {before}
      <bdi>{value}</bdi>
      {after}
    </>
  );
}
