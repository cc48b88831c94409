import { useCallback, useMemo } from 'react';
import { useLoyaltyContext } from './context.js';

/** Who the shopper is, or why that is not known yet. */
export type SessionStatus =
  | { status: 'loading' }
  | { status: 'guest' }
  | { status: 'customer'; customerId: string }
  | { status: 'error'; error: Error };

/** The session as a widget needs it: its status, and a way to try again after a failure. */
export type SessionView = SessionStatus & {
  /** Opens the session again (after `error`); failures land in the status, never thrown. */
  retry: () => void;
};

/** Whether the shopper is a guest or a signed-in customer (kept while the token renews). */
export function useSession(): SessionView {
  const { client, session, viewer } = useLoyaltyContext('useSession');
  const retry = useCallback(() => void client.session().catch(() => undefined), [client]);
  const customerId = viewer?.kind === 'customer' ? viewer.customerId : null;
  const kind = viewer?.kind ?? null;
  const error = session.status === 'error' ? session.error : null;
  return useMemo((): SessionView => {
    if (customerId !== null) return { status: 'customer', customerId, retry };
    if (kind === 'guest') return { status: 'guest', retry };
    if (error) return { status: 'error', error, retry };
    return { status: 'loading', retry };
  }, [customerId, kind, error, retry]);
}
