import type { z } from 'zod';
import type { ProxyEndpointName, ProxyEndpoints } from '../proxy/index.js';
import { giftRegistry, giftRegistryItem, GUEST, LATER } from './exampleResources.js';

type Part<S> = S extends z.ZodType ? z.input<S> : never;

/** One example call of a proxy endpoint: its parameters or body, and its answer. */
export interface ProxyEndpointExample<N extends ProxyEndpointName> {
  readonly params?: Part<ProxyEndpoints[N]['params']>;
  readonly body?: Part<ProxyEndpoints[N]['body']>;
  readonly response: z.input<ProxyEndpoints[N]['response']>;
}

const wishlistToken = 'AYs2kQ7dLm0pVf3xZq9cRt5uWb1eHn8oJg4yTa6iKs2lPd0vMx7wCe3rBf9';

const token = 'eyJhbGciOiJIUzI1NiIsImtpZCI6IjEifQ.eyJzdWIiOiJjdXN0b21lcjo3MDAxIn0.c2lnbmF0dXJl';

/** An example for each of the proxy's own endpoints (checked like the operations' examples). */
export const PROXY_ENDPOINT_EXAMPLES: {
  readonly [N in ProxyEndpointName]: ProxyEndpointExample<N>;
} = {
  session: {
    body: {
      customerId: '7001',
      timestamp: 1772359200,
      signature: '5d41402abc4b2a76b9719d911017c592ae3bd1e1f0c7b0a8f5e3d2c1b0a99887',
      sessionToken: GUEST,
    },
    response: { token, expiresAt: LATER, customer: { id: '7001' }, sessionToken: GUEST },
  },
  createRegistryShare: {
    body: { giftRegistryId: 71 },
    response: {
      token: 'eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..c2hhcmU.dG9rZW4.dGFn',
      expiresAt: LATER,
    },
  },
  sharedRegistry: {
    params: { token: 'eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..c2hhcmU.dG9rZW4.dGFn' },
    response: {
      giftRegistry: {
        id: giftRegistry.id,
        typeId: giftRegistry.typeId,
        title: giftRegistry.title,
        date: giftRegistry.date,
        ordersCount: giftRegistry.ordersCount,
        registrant: {
          firstName: 'Ana',
          lastName: 'Silva',
          coRegistrants: giftRegistry.registrant.coRegistrants,
        },
      },
      items: [
        {
          id: giftRegistryItem.id,
          productId: giftRegistryItem.productId,
          variantId: giftRegistryItem.variantId,
          quantity: giftRegistryItem.quantity,
          purchasedAmount: giftRegistryItem.purchasedAmount,
          tag: giftRegistryItem.tag,
        },
      ],
    },
  },
  createWishlistShare: {
    body: { wishlistId: 42 },
    response: { token: wishlistToken, expiresAt: LATER },
  },
  sharedWishlist: {
    params: { token: wishlistToken },
    response: {
      wishlist: { wishlistTitle: 'Birthday ideas' },
      items: [{ productId: 42, handle: 'wool-beanie', variantId: 4201 }],
    },
  },
};
