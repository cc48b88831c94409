import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('products/:handle', 'routes/product.tsx'),
  route('account', 'routes/account.tsx'),
  // Resource routes: the cart's action, the loyalty proxy, the store's images.
  route('cart', 'routes/cart.ts'),
  route('apps/loyalty/*', 'routes/loyaltyProxy.ts'),
  route('assets/*', 'routes/assets.ts'),
] satisfies RouteConfig;
