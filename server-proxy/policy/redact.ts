/**
 * Response redaction: no other customer's e-mail or phone ever leaves the proxy. Every object
 * shaped like a CustomerRef (it has `platformCustomerId`) that is not the caller loses its
 * `email` and `phone` (or has them masked, where the contract keeps the fields).
 */
export function redactContacts(
  value: unknown,
  callerId: string | undefined,
  mode: 'remove' | 'mask',
): unknown {
  if (Array.isArray(value)) return value.map((v) => redactContacts(v, callerId, mode));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[key] = redactContacts(v, callerId, mode);
  if ('platformCustomerId' in out && String(out.platformCustomerId) !== callerId) {
    if (mode === 'remove') {
      delete out.email;
      delete out.phone;
    } else {
      if ('email' in out) out.email = maskEmail(out.email);
      if ('phone' in out) out.phone = out.phone === null ? null : maskPhone(out.phone);
    }
  }
  return out;
}

/** `jane@example.com` -> `j***@e***.com`. */
export function maskEmail(email: unknown): string {
  const [user = '', domain = ''] = String(email).split('@');
  const dot = domain.lastIndexOf('.');
  const tld = dot >= 0 ? domain.slice(dot) : '';
  return `${user.slice(0, 1)}***@${domain.slice(0, 1)}***${tld}`;
}

/** Keeps the last two digits only. */
export function maskPhone(phone: unknown): string {
  const digits = String(phone).replace(/\D/g, '');
  return `***${digits.slice(-2)}`;
}

/** E26: answers still waiting for moderation are not shown. */
export function dropUnpublishedAnswers(body: unknown): unknown {
  if (!body || typeof body !== 'object' || !Array.isArray((body as { items?: unknown }).items))
    return body;
  const list = body as { items: Record<string, unknown>[] };
  return {
    ...list,
    items: list.items.map((q) =>
      Array.isArray(q.answers)
        ? {
            ...q,
            answers: (q.answers as { isPublished?: unknown }[]).filter(
              (a) => a.isPublished === true,
            ),
          }
        : q,
    ),
  };
}

/** How an answer is redacted for a caller (`self`: the signed-in customer's id, if any). */
export type Redaction = (body: unknown, self: string | undefined) => unknown;

/** Everyone's contacts removed except the caller's own (their profile, their lists). */
export const othersContactsRemoved: Redaction = (body, self) =>
  redactContacts(body, self, 'remove');
/** Every contact removed, the caller's own too: what is shown in public (reviews, Q&A). */
export const allContactsRemoved: Redaction = (body) => redactContacts(body, undefined, 'remove');
/** Others' contacts masked where the contract keeps the fields (referred friends). */
export const othersContactsMasked: Redaction = (body, self) => redactContacts(body, self, 'mask');
/** Questions as shown in public: answers awaiting moderation dropped, every contact removed. */
export const publishedAnswersOnly: Redaction = (body) =>
  redactContacts(dropUnpublishedAnswers(body), undefined, 'remove');
