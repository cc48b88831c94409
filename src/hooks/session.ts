import { useLoyaltyContext } from './context.js';

/** The session as a widget needs it: who the shopper is, or why that is not known yet. */
export type SessionView =
  | { status: 'loading' }
  | { status: 'guest' }
  | { status: 'customer'; customerId: string }
  | { status: 'error'; error: Error };

/** Whether the shopper is a guest or a signed-in customer (kept while the token renews). */
export function useSession(): SessionView {
  const { session, viewer } = useLoyaltyContext('useSession');
  if (viewer?.kind === 'customer') return { status: 'customer', customerId: viewer.customerId };
  if (viewer?.kind === 'guest') return { status: 'guest' };
  if (session.status === 'error') return { status: 'error', error: session.error };
  return { status: 'loading' };
}
