/** What the engagement seeders share: who reviews, which products, one seeded random source. */
export interface SeedState {
  /** Customer ids of the demo reviewers. */
  reviewers: number[];
  /** The demo products, by id and title. */
  products: { id: number; title: string }[];
  /** A seeded random number source in [0, 1), so that the demo data is the same every time. */
  rand: () => number;
}
