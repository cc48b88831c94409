// The product page, a server component: it prefetches what the widgets read first (rating,
// summary, first pages of reviews and questions) through the proxy's server-side client, renders
// the widgets with that data in the HTML, and hands the cache to the browser, which hydrates
// them without asking again. The shopper's own parts (wishlist heart, review form) fill in once
// the browser has opened the shopper's session.
import { HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { QuestionsAndAnswers, Reviews, StarRatingBadge, WishlistButton } from 'loyalkit';
import { ApiError } from 'loyalkit/api';
import { dehydrateLoyalty, prefetchProductPage, productJsonLdFromCache } from 'loyalkit/server';
import { notFound } from 'next/navigation';
import { loyaltyStack, productByHandle } from '../../../lib/store';

const money = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' });

/** Why a prefetched read failed, as the contract's error names it (the widget then reads it). */
function reason(error: unknown): string {
  return error instanceof ApiError ? `${error.status} ${error.code}` : String(error);
}

/** `/products/{handle}`. */
export default async function ProductPage({ params }: { params: Promise<{ handle: string }> }) {
  const product = await productByHandle((await params).handle);
  if (!product) notFound();
  const client = (await loyaltyStack()).serverClient;
  const queryClient = new QueryClient();
  const report = await prefetchProductPage(queryClient, {
    client,
    productId: product.id,
    gallery: false,
  });
  for (const { queryKey, error } of report.failed) {
    console.warn(`loyalkit: ${String(queryKey[1])} left to the browser (${reason(error)})`);
  }
  const jsonLd = productJsonLdFromCache(queryClient, {
    client,
    product: { id: product.id, name: product.title, url: `/products/${product.handle}` },
  });
  return (
    <main className="page">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <p>
        <a href="/">All products</a>
      </p>
      <HydrationBoundary state={dehydrateLoyalty(queryClient)}>
        <h1>{product.title}</h1>
        <StarRatingBadge productId={product.id} />
        <p>{product.description}</p>
        <div className="buy">
          {money.format(product.price)}
          <WishlistButton productId={product.id} productTitle={product.title} label="Save" />
        </div>
        <Reviews productId={product.id} signInUrl="/account" />
        <QuestionsAndAnswers productId={product.id} signInUrl="/account" />
      </HydrationBoundary>
    </main>
  );
}
