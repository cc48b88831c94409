// The home page: a product grid whose star badges are in the HTML (prefetched in the loader, one
// batched read for the grid) and hydrate without a request.
import { HydrationBoundary } from '@tanstack/react-query';
import { StarRatingBadge, WishlistButton } from 'loyalkit';
import { Link, useLoaderData } from 'react-router';
import { homePageData } from '../loyalty.server';

export const loader = () => homePageData();

/** The store's first products with their ratings. */
export default function Home() {
  const { products, state } = useLoaderData<typeof loader>();
  return (
    <main className="page">
      <h1>All products</h1>
      <HydrationBoundary state={state}>
        <ul className="grid">
          {products.map((p) => (
            <li key={p.id}>
              <Link to={`/products/${p.handle}`}>{p.title}</Link>
              <StarRatingBadge productId={p.id} />
              <WishlistButton productId={p.id} productTitle={p.title} />
            </li>
          ))}
        </ul>
      </HydrationBoundary>
    </main>
  );
}
