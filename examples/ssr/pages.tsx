// The example's pages: one tree, rendered by the server and hydrated by the browser.
import { HydrationBoundary, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import {
  LoyaltyProvider,
  PointsBadge,
  QuestionsAndAnswers,
  ReviewForm,
  Reviews,
  ShoppableGallery,
  StarRatingBadge,
  WishlistButton,
} from 'loyalkit';

/** A product as the pages show it (from the storefront's `/products/{handle}.js`). */
export interface PageProduct {
  id: number;
  handle: string;
  title: string;
  description: string;
  price: number;
}

/** What a page shows; the server sends it to the browser beside the query state. */
export type PageData =
  { kind: 'product'; product: PageProduct } | { kind: 'collection'; products: PageProduct[] };

/** Everything the browser needs to hydrate what the server rendered. */
export interface PageProps {
  page: PageData;
  state: DehydratedState;
  /** schema.org review markup, built on the server (`reviewJsonLdScript`). */
  jsonLd?: string | undefined;
}

/** Where the browser reaches the proxy: the App Proxy path, as on a Shopify storefront. */
export const PROXY_PATH = '/apps/loyalty';

function money(cents: number): string {
  return new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(cents / 100);
}

function ProductPage({ product }: { product: PageProduct }) {
  return (
    <main className="page">
      <p>
        <a href="/">All products</a>
      </p>
      <h1>{product.title}</h1>
      <StarRatingBadge productId={product.id} />
      <p>{product.description}</p>
      <div className="buy">
        {money(product.price)}{' '}
        <WishlistButton productId={product.id} productTitle={product.title} label="Save" />
      </div>
      <Reviews productId={product.id} signInUrl="/account/login" />
      <ReviewForm productId={product.id} />
      <QuestionsAndAnswers productId={product.id} signInUrl="/account/login" />
      <ShoppableGallery productId={product.id} title="Seen on Instagram" />
    </main>
  );
}

function CollectionPage({ products }: { products: PageProduct[] }) {
  return (
    <main className="page">
      <h1>All products</h1>
      <ul className="grid">
        {products.map((p) => (
          <li key={p.id}>
            <a href={`/products/${p.handle}`}>{p.title}</a>
            <StarRatingBadge productId={p.id} />
            <WishlistButton productId={p.id} productTitle={p.title} />
          </li>
        ))}
      </ul>
    </main>
  );
}

/** The whole document: the server streams it, the browser hydrates `document` with it. */
export function Document({
  page,
  state,
  jsonLd,
  queryClient,
}: PageProps & { queryClient: QueryClient }) {
  const title = page.kind === 'product' ? page.product.title : 'All products';
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${title} · loyalkit SSR example`}</title>
        <link rel="stylesheet" href="/loyalkit/styles.css" />
        <link rel="stylesheet" href="/example.css" />
        {jsonLd && (
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
        )}
      </head>
      <body>
        <LoyaltyProvider proxyUrl={PROXY_PATH} queryClient={queryClient}>
          <HydrationBoundary state={state}>
            <header className="bar">
              <a href="/">loyalkit store</a>
              <PointsBadge signInUrl="/account/login" joinUrl="/account/register" />
            </header>
            {page.kind === 'product' ? (
              <ProductPage product={page.product} />
            ) : (
              <CollectionPage products={page.products} />
            )}
          </HydrationBoundary>
        </LoyaltyProvider>
      </body>
    </html>
  );
}
