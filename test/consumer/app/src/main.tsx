// A store's React app as its developer would write it with the packed `loyalkit`: the provider
// pointed at the store's proxy, a product's star rating and its reviews.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LoyaltyProvider, ReviewList, StarRatingBadge } from 'loyalkit';
import 'loyalkit/styles.css';

const proxyUrl = import.meta.env.VITE_PROXY_URL;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <LoyaltyProvider proxyUrl={proxyUrl}>
      <h1>Wool Beanie</h1>
      <StarRatingBadge productId={1} />
      <h2>Reviews</h2>
      <ReviewList productId={1} perPage={5} />
    </LoyaltyProvider>
  </StrictMode>,
);
