import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../testing.js';
import { storefrontKey } from './storefrontToken.js';
import { balanceOf, codeOf, freshOk, newCustomer, outbox } from './testkit.js';

let sb: TestSandbox;
afterEach(() => sb?.close());

function decodeJwt(token: string) {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const json = (part: string) =>
    JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>;
  return {
    header: json(header),
    claims: json(payload),
    signature,
    signingInput: `${header}.${payload}`,
  };
}

describe('E3a createStorefrontToken', () => {
  it('signs an HS256 JWT for a customer, valid one hour', async () => {
    sb = createTestSandbox();
    const { token } = await sb.ok('createStorefrontToken', {
      customerIdentifier: 'ana@demo.test',
      sessionToken: 'guest-session-1234',
    });
    const jwt = decodeJwt(token);
    expect(jwt.header).toMatchObject({ alg: 'HS256', typ: 'JWT' });
    expect(jwt.claims.sub).toMatch(/^customer:\d+$/);
    expect(jwt.claims.sid).toBe('guest-session-1234');
    expect(Number(jwt.claims.exp) - Number(jwt.claims.iat)).toBe(3600);
    expect(Number(jwt.claims.iat)).toBe(Math.floor(sb.clock.now() / 1000));
    const expected = createHmac('sha256', storefrontKey(sb.context()))
      .update(jwt.signingInput)
      .digest('base64url');
    expect(jwt.signature).toBe(expected);
  });

  it('signs a guest token from a session token alone', async () => {
    sb = createTestSandbox();
    const { token } = await sb.ok('createStorefrontToken', {
      sessionToken: 'guest-session-5678',
    });
    expect(decodeJwt(token).claims.sub).toBe('guest:guest-session-5678');
  });

  it('refuses an unknown customer (404) and a request naming nobody (400)', async () => {
    sb = createTestSandbox();
    const unknown = await sb.call('createStorefrontToken', { customerIdentifier: 'nobody@x.test' });
    expect(unknown.status).toBe(404);
    expect((await sb.call('createStorefrontToken', {})).status).toBe(400);
  });

  it('needs the write_customer scope', async () => {
    sb = createTestSandbox();
    const token = await sb.token(['read_customer']);
    const res = await sb.call(
      'createStorefrontToken',
      { sessionToken: 'guest-session-1' },
      { token },
    );
    expect(await codeOf(res)).toBe('insufficient_scope');
  });
});

describe('E4 getCustomer', () => {
  it('finds a customer by platform id, e-mail or phone', async () => {
    sb = createTestSandbox();
    const byEmail = await sb.ok('getCustomer', {
      customerIdentifier: 'finn@demo.test',
    });
    const byPhone = await sb.ok('getCustomer', {
      customerIdentifier: '+15550100006',
    });
    const byId = await sb.ok('getCustomer', {
      customerIdentifier: String(byEmail.customerId),
    });
    expect(byPhone).toEqual(byEmail);
    expect(byId).toEqual(byEmail);
    expect(byEmail).toMatchObject({
      firstName: 'Finn',
      lastName: 'Novak',
      isRewardProgramAvailable: true,
    });
    expect(byEmail.referralLink).toMatch(/\?ref=/);
  });

  it('answers 404 for an unknown customer, 400 without an identifier, 403 without the scope', async () => {
    sb = createTestSandbox();
    expect(await codeOf(await sb.call('getCustomer', { customerIdentifier: 'x@y.test' }))).toBe(
      'not_found',
    );
    expect(await codeOf(await sb.call('getCustomer', {}))).toBe('invalid_request');
    const token = await sb.token(['read_reward']);
    const res = await sb.call('getCustomer', { customerIdentifier: 'ana@demo.test' }, { token });
    expect(res.status).toBe(403);
  });

  it('shows when points expire and expires them after the store setting', async () => {
    sb = createTestSandbox();
    await newCustomer(sb);
    const profile = await sb.ok('getCustomer', {
      customerIdentifier: 'zoe@example.test',
    });
    expect(profile.pointsBalance).toBe(200);
    expect(Date.parse(profile.pointsExpiresAt ?? '')).toBe(sb.clock.now() + 365 * 86_400_000);
    sb.clock.advance(365 * 86_400);
    const later = await freshOk(sb, 'getCustomer', {
      customerIdentifier: 'zoe@example.test',
    });
    expect(later.pointsBalance).toBe(0);
    expect(later.pointsExpiresAt).toBeNull();
    const history = await freshOk(sb, 'getActivityHistory', {
      customerIdentifier: 'zoe@example.test',
    });
    expect(history.activities[0]).toMatchObject({ note: 'Points expired', points: -200 });
  });
});

describe('E5 updateBirthday', () => {
  it('stores the birthday, shows it as DD-MM and emits birthdayUpdated', async () => {
    sb = createTestSandbox();
    const res = await sb.ok('updateBirthday', {
      customerIdentifier: 'ben@demo.test',
      day: 7,
      month: 9,
    });
    expect(res).toEqual({ birthday: '07-09' });
    const profile = await sb.ok('getCustomer', {
      customerIdentifier: 'ben@demo.test',
    });
    expect(profile.birthday).toBe('07-09');
    const [event] = outbox(sb, 'v1/customer/birthdayUpdated');
    expect(event?.data).toMatchObject({ birthday: '07-09', customer: { email: 'ben@demo.test' } });
  });

  it('refuses a day the month does not have and a month out of range', async () => {
    sb = createTestSandbox();
    const feb30 = await sb.call('updateBirthday', {
      customerIdentifier: 'ben@demo.test',
      day: 30,
      month: 2,
    });
    expect(feb30.status).toBe(400);
    const leap = await sb.call('updateBirthday', {
      customerIdentifier: 'ben@demo.test',
      day: 29,
      month: 2,
      year: 2023,
    });
    expect(leap.status).toBe(400);
    const month13 = await sb.call('updateBirthday', {
      customerIdentifier: 'ben@demo.test',
      day: 1,
      month: 13,
    });
    expect(month13.status).toBe(400);
  });

  it('pays the birthday rule once on the day', async () => {
    sb = createTestSandbox();
    const today = new Date(sb.clock.now());
    await sb.ok('updateBirthday', {
      customerIdentifier: 'ben@demo.test',
      day: today.getUTCDate() + 1,
      month: today.getUTCMonth() + 1,
    });
    expect(await balanceOf(sb, 'ben@demo.test')).toBe(200);
    sb.clock.advance(86_400);
    expect(await balanceOf(sb, 'ben@demo.test')).toBe(450);
    expect(await balanceOf(sb, 'ben@demo.test')).toBe(450);
  });

  it('never pays twice across a year’s end, even when the store moves the birthday', async () => {
    sb = createTestSandbox(); // 2026-11-01 12:00 UTC
    const set = (day: number, month: number) =>
      freshOk(sb, 'updateBirthday', { customerIdentifier: 'ben@demo.test', day, month });
    await set(31, 12);
    sb.clock.advance((Date.parse('2026-12-31T09:00:00Z') - sb.clock.now()) / 1000);
    expect(await balanceOf(sb, 'ben@demo.test')).toBe(450);
    await set(1, 1);
    sb.clock.advance(86_400); // 2027-01-01: a new calendar year, the new birthday
    expect(await balanceOf(sb, 'ben@demo.test')).toBe(450);
    // A year on, the bonus comes back on the birthday on file (the year-old points expired).
    sb.clock.advance((Date.parse('2028-01-01T08:00:00Z') - sb.clock.now()) / 1000);
    const { activities } = await freshOk(sb, 'getActivityHistory', {
      customerIdentifier: 'ben@demo.test',
    });
    expect(
      activities.filter((a) => a.note.startsWith('Happy birthday')).map((a) => a.createdAt),
    ).toEqual(['2028-01-01 08:00:00', '2026-12-31 09:00:00']);
  });
});

describe('E6 updateBalance', () => {
  it('adds and takes points, records the reason, and emits balanceUpdated', async () => {
    sb = createTestSandbox();
    const add = await sb.ok('updateBalance', {
      customerIdentifier: 'ben@demo.test',
      balanceDelta: 300,
      reason: 'Sorry for the late parcel',
    });
    expect(add).toEqual({ currentBalance: 500 });
    const take = await sb.ok('updateBalance', {
      customerIdentifier: 'ben@demo.test',
      balanceDelta: -150.5,
    });
    expect(take).toEqual({ currentBalance: 349.5 });
    const history = await sb.ok('getActivityHistory', {
      customerIdentifier: 'ben@demo.test',
    });
    expect(history.activities.map((a) => [a.note, a.points])).toEqual([
      ['Points removed', -150.5],
      ['Sorry for the late parcel', 300],
      ['Create an account', 200],
    ]);
    expect(outbox(sb, 'v1/customer/balanceUpdated').map((e) => e.data.pointsBalance)).toEqual([
      500, 349.5,
    ]);
  });

  it('refuses to take more than the balance (422) and a zero delta (400)', async () => {
    sb = createTestSandbox();
    const res = await sb.call('updateBalance', {
      customerIdentifier: 'ben@demo.test',
      balanceDelta: -201,
    });
    expect(await codeOf(res)).toBe('insufficient_points');
    expect(await balanceOf(sb, 'ben@demo.test')).toBe(200);
    expect(
      (await sb.call('updateBalance', { customerIdentifier: 'ben@demo.test', balanceDelta: 0 }))
        .status,
    ).toBe(400);
  });
});

describe('POST /sandbox/customers', () => {
  it('creates a customer in the default tier with the create_account points', async () => {
    sb = createTestSandbox();
    const profile = await newCustomer(sb, 'new@example.test', {
      phone: '+15559990000',
      lastName: 'Park',
    });
    expect(profile).toMatchObject({
      email: 'new@example.test',
      phone: '+15559990000',
      lastName: 'Park',
      pointsBalance: 200,
      birthday: null,
      currentTier: { title: 'Bronze' },
    });
  });

  it('refuses a taken e-mail (409), a bad body (400) and a missing admin key (401)', async () => {
    sb = createTestSandbox();
    expect((await sb.admin('POST', '/customers', { email: 'ana@demo.test' })).status).toBe(409);
    expect((await sb.admin('POST', '/customers', { email: 'not-an-email' })).status).toBe(400);
    const res = await sb.app.request('/sandbox/customers', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x@y.test' }),
    });
    expect(res.status).toBe(401);
  });
});
