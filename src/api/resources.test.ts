import { describe, expect, it } from 'vitest';
import {
  ActivityEntry,
  Birthday,
  CustomerProfile,
  EventEnvelope,
  RegistryDate,
  Subscription,
} from './index.js';

describe('resource schemas', () => {
  it('take a birthday only as DD-MM of a real day', () => {
    expect(Birthday.safeParse('29-02').success).toBe(true);
    expect(Birthday.safeParse('31-12').success).toBe(true);
    for (const bad of ['2-3', '12-13', '31-04', '00-01', '1990-01-01', '01/02']) {
      expect(Birthday.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('take activity dates as YYYY-MM-DD HH:mm:ss and registry dates as YYYY/MM/DD', () => {
    const entry = {
      id: 1,
      reward: null,
      note: 'Order #1',
      createdAt: '2026-11-01 10:20:30',
      type: 'points',
      points: 40,
    };
    expect(ActivityEntry.safeParse(entry).success).toBe(true);
    expect(ActivityEntry.safeParse({ ...entry, createdAt: '2026-11-01T10:20:30Z' }).success).toBe(
      false,
    );
    expect(RegistryDate.safeParse('2027/12/31').success).toBe(true);
    expect(RegistryDate.safeParse('2027/13/01').success).toBe(false);
  });

  it('describe a customer profile field for field', () => {
    const profile = {
      customerId: 7,
      email: 'ana@x.test',
      phone: '+15550100',
      firstName: 'Ana',
      lastName: 'Lee',
      birthday: '04-07',
      isRewardProgramAvailable: true,
      pointsBalance: 120.5,
      pointsExpiresAt: '2027-11-01T00:00:00.000Z',
      isAllowedToEarnTier: true,
      currentTier: { id: 1, title: 'Bronze', achievedAt: '2026-01-01T00:00:00Z' },
      isReferralProgramAvailable: true,
      referralLink: 'https://shop.test/r/ana',
      acceptsEmailMarketing: false,
      acceptsSmsMarketing: false,
    };
    expect(CustomerProfile.parse(profile)).toEqual(profile);
    expect(CustomerProfile.safeParse({ ...profile, pointsBalance: '120' }).success).toBe(false);
    expect(CustomerProfile.safeParse({ ...profile, currentTier: null }).success).toBe(false);
  });

  it('require subscription secrets in the whsec_ form and known topics in events', () => {
    const secret = `whsec_${Buffer.alloc(24, 7).toString('base64')}`;
    expect(
      Subscription.safeParse({
        id: 's1',
        topic: 'v1/review/created',
        address: 'http://127.0.0.1/h',
        secret,
      }).success,
    ).toBe(true);
    expect(
      Subscription.safeParse({
        id: 's1',
        topic: 'v1/review/created',
        address: 'x',
        secret: 'plain',
      }).success,
    ).toBe(false);
    expect(
      EventEnvelope.safeParse({
        id: 'evt_1',
        topic: 'v1/customer/rewardCreated',
        createdAt: '2026-11-22T10:00:00Z',
        data: {},
      }).success,
    ).toBe(true);
    expect(
      EventEnvelope.safeParse({
        id: 'evt_1',
        topic: 'v1/nope',
        createdAt: '2026-11-22T10:00:00Z',
        data: {},
      }).success,
    ).toBe(false);
  });
});
