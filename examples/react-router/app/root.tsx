// The store's document and layout. The root loader reads the store's session and signs the
// signed-in customer's proof for the proxy (on the server: the key never leaves it), and the
// cart's codes for the header; React Router runs it again after every action, so the header
// follows the cart (the proof is re-signed too, and the provider keeps its session).
import { LoyaltyProvider } from 'loyalkit';
import loyalkitStyles from 'loyalkit/styles.css?url';
import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteError,
  type LinksFunction,
  type LoaderFunctionArgs,
} from 'react-router';
import { customerProof } from '../../store/session';
import { PROXY_PATH } from '../../store/paths';
import { RewardsBadge } from './CartRewards';
import { signedInCustomer, storeCart } from './cookies.server';
import exampleStyles from './example.css?url';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: loyalkitStyles },
  { rel: 'stylesheet', href: exampleStyles },
  { rel: 'icon', href: 'data:,' },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const customerId = await signedInCustomer(request);
  const cart = (await storeCart(request)).get();
  return {
    signedIn: customerId !== null,
    identity: customerId ? await customerProof(customerId) : null,
    codes: cart?.discountCodes.map((d) => d.code) ?? [],
  };
}

/** The document around every page (and the error page). */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>loyalkit · React Router store</title>
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** The provider around the header and the page. */
export default function App() {
  const { signedIn, identity, codes } = useLoaderData<typeof loader>();
  return (
    <LoyaltyProvider proxyUrl={PROXY_PATH} identity={identity ?? undefined} locale="en">
      <header className="bar">
        <a href="/">loyalkit store</a>
        <nav className="bar__nav">
          <a href="/account">{signedIn ? 'Account' : 'Sign in'}</a>
          <span className="cart" aria-live="polite">
            Cart{codes.length > 0 && ` · codes: ${codes.join(', ')}`}
          </span>
          <RewardsBadge />
        </nav>
      </header>
      <Outlet />
    </LoyaltyProvider>
  );
}

/** What a failed page shows: the answer a loader chose (404 for an unknown product), or a 500. */
export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <main className="page">
      <h1>{isRouteErrorResponse(error) ? `${error.status} ${String(error.data)}` : 'Error'}</h1>
      <p>
        <a href="/">All products</a>
      </p>
    </main>
  );
}
