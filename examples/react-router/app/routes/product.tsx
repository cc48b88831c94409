// The product page: the loader prefetches what the widgets read first (rating, summary, first
// pages of reviews and questions) through the proxy's server-side client; the page renders the
// widgets with that data in the HTML and hydrates them without asking again (on a client-side
// navigation the loader's answer carries the same cache). The shopper's own parts (wishlist
// heart, review form) fill in once the browser has opened the shopper's session.
import { HydrationBoundary } from '@tanstack/react-query';
import { QuestionsAndAnswers, Reviews, StarRatingBadge, WishlistButton } from 'loyalkit';
import { data, Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { productPageData } from '../loyalty.server';

const money = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' });

export async function loader({ params }: LoaderFunctionArgs) {
  const page = await productPageData(params.handle ?? '');
  if (!page) throw data('No such product', { status: 404 });
  return page;
}

/** `/products/:handle`. */
export default function Product() {
  const { product, state, jsonLd } = useLoaderData<typeof loader>();
  return (
    <main className="page">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <p>
        <Link to="/">All products</Link>
      </p>
      <HydrationBoundary state={state}>
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
