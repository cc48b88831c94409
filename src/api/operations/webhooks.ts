import { z } from 'zod';
import { EventTopic, Subscription } from '../events.js';
import { defineOperation } from '../operation.js';
import { HttpUrl } from '../primitives.js';

export const getSubscriptions = defineOperation({
  id: 'E54',
  group: 'webhooks',
  name: 'getSubscriptions',
  method: 'GET',
  scope: null,
  policy: 'server',
  summary: 'List webhook subscriptions with their signing secrets.',
  request: z.object({}),
  response: z.object({ subscriptions: z.array(Subscription) }),
});

export const createSubscription = defineOperation({
  id: 'E55',
  group: 'webhooks',
  name: 'createSubscription',
  method: 'POST',
  scope: null,
  policy: 'server',
  summary: 'Subscribe an address to an event topic; the answer carries the signing secret.',
  request: z.object({ topic: EventTopic, address: HttpUrl }),
  response: Subscription,
});

export const updateSubscription = defineOperation({
  id: 'E56',
  group: 'webhooks',
  name: 'updateSubscription',
  method: 'POST',
  scope: null,
  policy: 'server',
  summary: 'Change the address of a subscription.',
  request: z.object({ id: z.string().min(1).max(100), address: HttpUrl }),
  response: Subscription,
});
