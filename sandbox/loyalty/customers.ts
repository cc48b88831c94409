import { ApiError, type CustomerProfile } from '../../src/api/index.js';
import { iso } from '../clock.js';
import type { SandboxContext } from '../context.js';
import { customerRef, findCustomer, type CustomerRow } from '../platform.js';
import { ensureAccount, loadCustomer, pointsExpiresAt, type AccountRow } from './account.js';
import { awardCreateAccount } from './earning.js';
import { currentTier } from './tiers.js';

/** `DD-MM` of a stored birthday, or null. */
export function birthdayOf(account: AccountRow): string | null {
  if (account.birthday_day === null || account.birthday_month === null) return null;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(account.birthday_day)}-${two(account.birthday_month)}`;
}

/** The link a customer shares to refer friends. */
export function referralLink(ctx: SandboxContext, account: AccountRow): string {
  const base = ctx.settings().storeUrl.replace(/\/$/, '');
  return `${base}/?ref=${encodeURIComponent(account.referral_code)}`;
}

/** E4: the profile of a customer, after expiry and birthday are brought up to date. */
export function customerProfile(ctx: SandboxContext, identifier: string | number): CustomerProfile {
  const { customer, account } = loadCustomer(ctx, identifier);
  return profileOf(ctx, customer, account);
}

export function profileOf(
  ctx: SandboxContext,
  customer: CustomerRow,
  account: AccountRow,
): CustomerProfile {
  const tier = currentTier(ctx, customer.id);
  const expires = pointsExpiresAt(ctx, account);
  return {
    customerId: customer.id,
    email: customer.email,
    phone: customer.phone ?? '',
    firstName: customer.first_name,
    lastName: customer.last_name,
    birthday: birthdayOf(account),
    isRewardProgramAvailable: true,
    pointsBalance: account.points_balance,
    pointsExpiresAt: expires === null ? null : iso(expires),
    isAllowedToEarnTier: true,
    currentTier: { id: tier.id, title: tier.title, achievedAt: iso(account.tier_achieved_at) },
    isReferralProgramAvailable: true,
    referralLink: referralLink(ctx, account),
    acceptsEmailMarketing: customer.accepts_email_marketing === 1,
    acceptsSmsMarketing: customer.accepts_sms_marketing === 1,
  };
}

export interface NewCustomer {
  email: string;
  phone?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
  acceptsEmailMarketing?: boolean | undefined;
  acceptsSmsMarketing?: boolean | undefined;
}

/** Creates a platform customer in the default tier and pays `create_account` (409 on a taken e-mail or phone). */
export function createCustomer(ctx: SandboxContext, input: NewCustomer): CustomerRow {
  if (findCustomer(ctx.db, input.email) || (input.phone && findCustomer(ctx.db, input.phone))) {
    throw ApiError.of('conflict', 'a customer with that e-mail or phone exists');
  }
  const id = Number(
    ctx.db
      .prepare(
        `INSERT INTO customers (email, phone, first_name, last_name, accepts_email_marketing,
           accepts_sms_marketing, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        input.email,
        input.phone ?? null,
        input.firstName ?? '',
        input.lastName ?? '',
        input.acceptsEmailMarketing ? 1 : 0,
        input.acceptsSmsMarketing ? 1 : 0,
        ctx.clock.now(),
      ).lastInsertRowid,
  );
  const customer = findCustomer(ctx.db, id) as CustomerRow;
  ensureAccount(ctx, customer.id);
  awardCreateAccount(ctx, customer);
  return customer;
}

/** E5: stores the birthday and emits `birthdayUpdated`. */
export function updateBirthday(
  ctx: SandboxContext,
  identifier: string,
  day: number,
  month: number,
  year: number | undefined,
): string {
  const { customer } = loadCustomer(ctx, identifier);
  ctx.db
    .prepare(
      'UPDATE loyalty_accounts SET birthday_day = ?, birthday_month = ?, birthday_year = ? WHERE customer_id = ?',
    )
    .run(day, month, year ?? null, customer.id);
  const account = ensureAccount(ctx, customer.id);
  const birthday = birthdayOf(account) as string;
  ctx.emit('v1/customer/birthdayUpdated', {
    customer: customerRef(customer),
    birthday,
    year: year ?? null,
  });
  return birthday;
}
