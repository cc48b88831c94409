// The loyalty proxy inside the store's own Next.js server: a route handler on the store's origin
// (the path Shopify's App Proxy would use), so the widgets call it with no CORS and the store
// runs no second service. The proxy is a web-standard fetch handler: Request in, Response out.
import { handleProxyRequest } from '../../../../lib/store';

export const GET = handleProxyRequest;
export const POST = handleProxyRequest;
export const OPTIONS = handleProxyRequest;
