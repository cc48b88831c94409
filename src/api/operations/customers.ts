import { z } from 'zod';
import { defineOperation } from '../operation.js';
import {
  Birthday,
  CustomerIdentifier,
  CustomerRef,
  Decimal,
  SessionToken,
  isValidDayOfMonth,
  requiredOneOf,
} from '../primitives.js';
import { CustomerProfile } from '../resources/loyalty.js';

export const getAccessToken = defineOperation({
  id: 'E2',
  group: 'oauth',
  name: 'getAccessToken',
  method: 'POST',
  scope: null,
  policy: 'server',
  summary: 'Obtain an access token (OAuth 2.0 client credentials).',
  request: z.object({
    clientId: z.string().min(1),
    clientSecret: z.string().min(1),
    grantType: z.literal('client_credentials'),
    /** Scopes separated by spaces. */
    scope: z.string().min(1),
    /** Shop URL, for partners only. */
    shop: z.string().optional(),
  }),
  response: z.object({
    accessToken: z.string(),
    tokenType: z.literal('Bearer'),
    expiresAt: z.iso.datetime({ offset: true }),
  }),
});

export const createStorefrontToken = defineOperation({
  id: 'E3a',
  group: 'customers',
  name: 'createStorefrontToken',
  method: 'POST',
  scope: 'write_customer',
  policy: 'server',
  summary: 'Create a storefront JWT for a customer or a guest, valid 1 hour.',
  request: z
    .object({
      customerIdentifier: CustomerIdentifier.optional(),
      sessionToken: SessionToken.optional(),
    })
    .refine((b) => b.customerIdentifier !== undefined || b.sessionToken !== undefined, {
      message: 'customerIdentifier or sessionToken is required',
      path: ['customerIdentifier'],
    })
    .meta({ allOf: [requiredOneOf(['customerIdentifier'], ['sessionToken'])] }),
  response: z.object({ token: z.string() }),
});

export const attachSessionToken = defineOperation({
  id: 'E3b',
  group: 'customers',
  name: 'attachSessionToken',
  method: 'POST',
  scope: 'write_customer',
  policy: 'server',
  summary: "Attach a guest session token to a customer (the guest's wishlist moves to them).",
  request: z.object({ customerIdentifier: CustomerIdentifier, sessionToken: SessionToken }),
  response: z.object({ customer: CustomerRef, sessionToken: z.string() }),
});

export const getCustomer = defineOperation({
  id: 'E4',
  group: 'customers',
  name: 'getCustomer',
  method: 'GET',
  scope: 'read_customer',
  policy: 'customer',
  summary: 'Get a customer: balance, tier, birthday, referral link.',
  request: z.object({ customerIdentifier: CustomerIdentifier }),
  response: CustomerProfile,
});

export const updateBirthday = defineOperation({
  id: 'E5',
  group: 'customers',
  name: 'updateBirthday',
  method: 'POST',
  scope: 'write_customer',
  policy: 'customer',
  summary: "Update a customer's birthday.",
  request: z
    .object({
      customerIdentifier: CustomerIdentifier,
      day: z.int().min(1).max(31),
      month: z.int().min(1).max(12),
      year: z.int().min(1900).max(2100).optional(),
    })
    .refine((b) => isValidDayOfMonth(b.day, b.month, b.year), {
      message: 'no such day in that month',
      path: ['day'],
    }),
  response: z.object({ birthday: Birthday }),
});

export const updateBalance = defineOperation({
  id: 'E6',
  group: 'customers',
  name: 'updateBalance',
  method: 'POST',
  scope: 'write_customer',
  policy: 'server',
  summary: "Change a customer's points balance by a delta.",
  request: z.object({
    customerIdentifier: CustomerIdentifier,
    /** At most a billion points either way: beyond that a balance stops being a number. */
    balanceDelta: Decimal.min(-1e9)
      .max(1e9)
      .refine((n) => n !== 0, 'balanceDelta must not be zero')
      .meta({ not: { const: 0 } }),
    reason: z.string().max(500).optional(),
  }),
  response: z.object({ currentBalance: Decimal }),
});
