import { afterEach, describe, expect, it } from 'vitest';
import { call, session } from './test-helpers/proxy.js';
import { type Stack, sandboxStack } from './test-helpers/sandbox.js';

describe('a customer’s birthday from the storefront', () => {
  let stack: Stack | undefined;
  afterEach(() => stack?.close());

  it('is set once; another day is a 409 the drawer can show, and the store may change it', async () => {
    stack = sandboxStack();
    const ben = await session(stack.proxy, { demoCustomer: 'ben@demo.test' });
    const save = (day: number, month: number) =>
      call(stack!.proxy, 'POST', '/v2/customers/updateBirthday', ben.token, { day, month });

    expect((await save(7, 9)).status).toBe(200);
    expect((await save(7, 9)).status).toBe(200); // the same day again changes nothing
    const moved = await save(8, 9);
    expect(moved.status).toBe(409);
    expect(moved.headers.get('content-type')).toBe('application/problem+json');
    expect(await moved.json()).toMatchObject({ code: 'birthday_already_set', status: 409 });

    // The store changes it with the server-side client; the shopper still cannot.
    await stack.proxy.client.updateBirthday({
      customerIdentifier: 'ben@demo.test',
      day: 8,
      month: 9,
    });
    const profile = await call(stack.proxy, 'GET', '/v2/customers/getCustomer', ben.token);
    expect(((await profile.json()) as { birthday: string }).birthday).toBe('08-09');
    expect((await save(1, 1)).status).toBe(409);
  });
});
