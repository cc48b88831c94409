import { operations, type OperationName } from '../../src/api/index.js';
import { type Clock, systemClock } from '../clock.js';
import { MemoryStore } from '../state/memory.js';
import {
  type CallOptions,
  type InputOf,
  type OutputOf,
  UpstreamClient,
  type UpstreamOptions,
} from './client.js';
import { type BudgetOptions, DEFAULT_BUDGET, Scheduler } from './scheduler.js';

/** One typed method per operation of the table. */
export type OperationMethods = {
  [N in OperationName]: (input: InputOf<N>, options?: CallOptions) => Promise<OutputOf<N>>;
};

/** The server-side client of the full API: `call(name, input)` and one method per operation. */
export type ApiClient = OperationMethods & UpstreamClient;

export interface ApiClientOptions extends UpstreamOptions {
  clock?: Clock;
  /** Pacing of this client's calls; by default the store's bucket with a margin. */
  budget?: Partial<BudgetOptions>;
}

/**
 * A typed server-side client of the full API for the store's back office and point of sale:
 * `client.getCustomer({ customerIdentifier })`, paced under the store's request budget.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const clock = options.clock ?? systemClock;
  const scheduler = new Scheduler(new MemoryStore(), clock, {
    ...DEFAULT_BUDGET,
    ...options.budget,
  });
  return withMethods(new UpstreamClient(options, scheduler, clock));
}

/** Adds one method per operation to an upstream client. */
export function withMethods(client: UpstreamClient): ApiClient {
  // One method per operation, each `call` under its own name. TypeScript cannot type a loop over
  // a mapped type name by name, so this one assertion says what the loop builds.
  const methods = Object.fromEntries(
    Object.keys(operations).map((name) => [
      name,
      (input: never, options?: CallOptions) => client.call(name as OperationName, input, options),
    ]),
  ) as OperationMethods;
  return Object.assign(client, methods);
}
