// What the loaders read for the widgets, on the server only: the shared reads prefetched through
// the proxy's server-side client into a cache the page carries to the browser.
import { QueryClient } from '@tanstack/react-query';
import {
  dehydrateLoyalty,
  prefetchProductPage,
  prefetchStarRatings,
  productJsonLdFromCache,
} from 'loyalkit/server';
import { catalog, loyaltyStack, productByHandle } from '../../store/stack';

/** The home page's products, with their star ratings in the cache. */
export async function homePageData() {
  const products = (await catalog()).slice(0, 8);
  const queryClient = new QueryClient();
  await prefetchStarRatings(queryClient, {
    client: (await loyaltyStack()).serverClient,
    productIds: products.map((p) => p.id),
  });
  return { products, state: dehydrateLoyalty(queryClient) };
}

/** A product page's product, the widgets' first reads and its review JSON-LD; null if none. */
export async function productPageData(handle: string) {
  const product = await productByHandle(handle);
  if (!product) return null;
  const client = (await loyaltyStack()).serverClient;
  const queryClient = new QueryClient();
  await prefetchProductPage(queryClient, { client, productId: product.id, gallery: false });
  const jsonLd = productJsonLdFromCache(queryClient, {
    client,
    product: { id: product.id, name: product.title, url: `/products/${product.handle}` },
  });
  return { product, state: dehydrateLoyalty(queryClient), jsonLd };
}
