import { ApiError } from '../src/api/index.js';
import type { ProxyDeps } from './context.js';

/**
 * The storefront policy of E5 (updateBirthday), which docs/operations.md leaves open and the proxy
 * decides, as it decides every storefront policy: a customer sets a birthday once; saving the
 * same day again is harmless, another day is a 409 `birthday_already_set` (the drawer says to
 * ask the store, which changes it with the server-side client). Otherwise a shopper could move
 * the birthday to today for the bonus on demand. When the bonus is paid stays the loyalty
 * program's own rule (the sandbox pays at most one bonus in any 330 days). Reads E4 from the
 * upstream, not the cache: the check must see the birthday as it is now.
 */
export async function checkBirthdayOnce(
  deps: ProxyDeps,
  input: { customerIdentifier?: unknown; day?: unknown; month?: unknown },
): Promise<void> {
  const { birthday } = await deps.upstream.call(
    'getCustomer',
    { customerIdentifier: String(input.customerIdentifier) },
    { priority: 'write' },
  );
  if (!birthday) return;
  const two = (n: unknown) => String(n).padStart(2, '0');
  if (birthday === `${two(input.day)}-${two(input.month)}`) return;
  throw ApiError.of(
    'birthday_already_set',
    'your birthday is already on file; the store can change it for you',
  );
}
