// The store's layout, a server component: it reads the store's session and renders the signed-in
// customer's proof for the proxy (made here, on the server: the signing key never leaves it),
// the provider every widget reads, and the header with the points badge and the cart.
import { LoyaltyProvider } from 'loyalkit';
import 'loyalkit/styles.css';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { customerProof, PROXY_PATH, signedInCustomer, storeCart } from '../lib/store';
import './example.css';
import { RewardsBadge } from './CartRewards';

export const metadata: Metadata = { title: 'loyalkit · Next.js store' };

/** Every page: the provider around the header and the page. */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const customerId = await signedInCustomer();
  const identity = customerId ? await customerProof(customerId) : undefined;
  const codes = (await storeCart()).get()?.discountCodes.map((d) => d.code) ?? [];
  return (
    <html lang="en">
      <body>
        <LoyaltyProvider proxyUrl={PROXY_PATH} identity={identity} locale="en" currency="USD">
          <header className="bar">
            <a href="/">loyalkit store</a>
            <nav className="bar__nav">
              <a href="/account">{customerId ? 'Account' : 'Sign in'}</a>
              <span className="cart" aria-live="polite">
                Cart{codes.length > 0 && ` · codes: ${codes.join(', ')}`}
              </span>
              <RewardsBadge />
            </nav>
          </header>
          {children}
        </LoyaltyProvider>
      </body>
    </html>
  );
}
