import type { Handlers } from '../router.js';
import { loadCustomer, movePoints } from '../loyalty/account.js';
import { customerProfile, updateBirthday } from '../loyalty/customers.js';
import { createStorefrontToken } from '../loyalty/storefrontToken.js';

/** E3a, E4, E5, E6 (E3b belongs to the engagement part, with the wishlist merge). */
export const customerHandlers: Handlers = {
  createStorefrontToken: (ctx, body) => ({ token: createStorefrontToken(ctx, body) }),

  getCustomer: (ctx, q) => customerProfile(ctx, q.customerIdentifier),

  updateBirthday: (ctx, body) => ({
    birthday: updateBirthday(ctx, body.customerIdentifier, body.day, body.month, body.year),
  }),

  updateBalance: (ctx, body) => {
    const { customer } = loadCustomer(ctx, body.customerIdentifier);
    const reason =
      body.reason?.trim() || (body.balanceDelta > 0 ? 'Points added' : 'Points removed');
    const account = movePoints(ctx, customer, body.balanceDelta, reason);
    return { currentBalance: account.points_balance };
  },
};
