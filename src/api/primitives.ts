import { z } from 'zod';

/** A positive integer id (ids, page numbers: a fraction is a 400, per docs/operations.md). */
export const Id = z.int().positive();
/** An integer that may be zero. */
export const Count = z.int().nonnegative();
/** A finite decimal (points balances are decimal). */
export const Decimal = z.number();

/** ISO 8601 timestamp, UTC or with an offset. */
export const Timestamp = z.iso.datetime({ offset: true });

/**
 * A string that holds more than whitespace: trimmed, then at least one character. The pattern
 * says the same to a JSON Schema reader (`minLength` alone would let "   " through).
 */
export function nonBlank(max: number) {
  return z.string().trim().min(1).max(max).meta({ pattern: '\\S' });
}

/**
 * JSON Schema of a rule a refinement checks: at least one of these sets of fields is all there.
 * Rules go in `meta({ allOf: [...] })` beside the refinement, so documents state them too.
 */
export function requiredOneOf(...sets: readonly (readonly string[])[]): {
  anyOf: { required: string[] }[];
} {
  return { anyOf: sets.map((fields) => ({ required: [...fields] })) };
}

/** 1 to `max` product ids, each at most once: a repeated id is refused (E19, E20, E30), never merged. */
export function uniqueProductIds(max: number) {
  return z
    .array(Id)
    .min(1)
    .max(max)
    .refine((ids) => new Set(ids).size === ids.length, 'productIds must be unique')
    .meta({ uniqueItems: true });
}

/** Customer identifier: platform customer id, e-mail or phone (spec section 1). */
export const CustomerIdentifier = nonBlank(320);
/** A guest session token (wishlists). */
export const SessionToken = z.string().min(8).max(200);
/** Translation language; default `en`. */
export const Locale = z
  .string()
  .regex(/^[a-zA-Z]{2,3}([-_][a-zA-Z0-9]{2,8})*$/, 'a BCP 47 language tag such as en or fr-CA')
  .default('en');

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** Whether `day` exists in `month` (1-12); without a year, 29 February is allowed. */
export function isValidDayOfMonth(day: number, month: number, year?: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  if (month === 2 && year !== undefined) {
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    return day <= (leap ? 29 : 28);
  }
  return day <= (DAYS_IN_MONTH[month - 1] ?? 0);
}

/** Birthday as day and month, `DD-MM` (spec 2.2). */
export const Birthday = z
  .string()
  .regex(/^\d{2}-\d{2}$/, 'a birthday in the shape DD-MM')
  .refine((s) => isValidDayOfMonth(Number(s.slice(0, 2)), Number(s.slice(3, 5))), 'no such day');

/** Activity timestamp, `YYYY-MM-DD HH:mm:ss` (spec 2.9). */
export const ActivityDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'a date in the shape YYYY-MM-DD HH:mm:ss');

/** Gift registry date, `YYYY/MM/DD` (spec 2.15), a real calendar day. */
export const RegistryDate = z
  .string()
  .regex(/^\d{4}\/\d{2}\/\d{2}$/, 'a date in the shape YYYY/MM/DD')
  .refine(
    (s) => isValidDayOfMonth(Number(s.slice(8, 10)), Number(s.slice(5, 7)), Number(s.slice(0, 4))),
    'no such day',
  );

/** An http(s) URL. */
export const HttpUrl = z.url({ protocol: /^https?$/ });

/** `page`/`perPage` paging of the loyalty, wishlist, gift registry and gallery lists (1-250, default 50). */
export const PagePaging = {
  page: z.int().min(1).default(1),
  perPage: z.int().min(1).max(250).default(50),
};

/** `offset`/`perPage` paging of the review and question lists (1-50, default 15). */
export const OffsetPaging = {
  offset: z.int().min(0).default(0),
  perPage: z.int().min(1).max(50).default(15),
};

/** Embedded reference to a customer (spec 2.1). */
export const CustomerRef = z.object({
  platformCustomerId: Id,
  email: z.string(),
  phone: z.string().nullable(),
});
export type CustomerRef = z.infer<typeof CustomerRef>;

/** The same reference as a storefront sees it about other shoppers: e-mail and phone removed. */
export const PublicCustomerRef = CustomerRef.partial({ email: true, phone: true });
export type PublicCustomerRef = z.infer<typeof PublicCustomerRef>;

/** A product reference inside reviews and questions. */
export const ProductRef = z.object({ id: Id, handle: z.string() });
