// The loyalty proxy inside the store's own React Router server, as a resource route on the
// store's origin (the path Shopify's App Proxy would use): no CORS, no second service. The
// proxy is a web-standard fetch handler; the loader answers GET, the action POST.
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { handleProxyRequest } from '../../../store/stack';

export const loader = ({ request }: LoaderFunctionArgs) => handleProxyRequest(request);
export const action = ({ request }: ActionFunctionArgs) => handleProxyRequest(request);
