import { Skeleton } from './Skeleton.js';

/**
 * A shared list loading: its heading and two item rows (the size of `ProductRow` cards). Apart
 * from `Skeleton`, which the light widgets' runtime carries: only the share views need this.
 */
export function ItemListSkeleton() {
  return (
    <div aria-hidden="true" className="lk-item-list">
      <Skeleton height="2em" width="60%" />
      <Skeleton height="104px" />
      <Skeleton height="104px" />
    </div>
  );
}
