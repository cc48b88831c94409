// The home page: a product grid whose star badges are in the HTML (prefetched on the server,
// one batched read for the grid) and hydrate without a request.
import { HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { StarRatingBadge, WishlistButton } from 'loyalkit';
import { dehydrateLoyalty, prefetchStarRatings } from 'loyalkit/server';
import { catalog, loyaltyStack } from '../lib/store';

/** The store's first products with their ratings. */
export default async function HomePage() {
  const products = (await catalog()).slice(0, 8);
  const queryClient = new QueryClient();
  await prefetchStarRatings(queryClient, {
    client: (await loyaltyStack()).serverClient,
    productIds: products.map((p) => p.id),
  });
  return (
    <main className="page">
      <h1>All products</h1>
      <HydrationBoundary state={dehydrateLoyalty(queryClient)}>
        <ul className="grid">
          {products.map((p) => (
            <li key={p.id}>
              <a href={`/products/${p.handle}`}>{p.title}</a>
              <StarRatingBadge productId={p.id} />
              <WishlistButton productId={p.id} productTitle={p.title} />
            </li>
          ))}
        </ul>
      </HydrationBoundary>
    </main>
  );
}
