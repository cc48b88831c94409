import { useCallback, useEffect, useMemo } from 'react';
import type { StorefrontClient } from '../client/index.js';
import { useLoyaltyContext, type LoyaltyContextValue } from './context.js';

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

/** Opens the session (failures land in the session state, never thrown). */
function openSession(client: StorefrontClient): void {
  client.session().catch(() => undefined);
}

/**
 * Opens the session when a widget that needs to know who the shopper is mounts, and nobody knows
 * yet: no session is open and the shopper brings a proof (or a kept guest token). A guest who
 * brings nothing is known without one; reads shared by every visitor never need one.
 */
export function useOpenSession({
  client,
  session,
  viewer,
}: Pick<LoyaltyContextValue, 'client' | 'session' | 'viewer'>): void {
  const unknown = viewer === null && session.status === 'idle';
  useEffect(() => {
    if (unknown) openSession(client);
  }, [client, unknown]);
}

/** The provider's context for a hook of the shopper's own data: opens the session it needs. */
export function useSessionContext(hookName: string): LoyaltyContextValue {
  const context = useLoyaltyContext(hookName);
  useOpenSession(context);
  return context;
}

/**
 * Whether the shopper is a guest or a signed-in customer (kept while the token renews). Asking
 * opens the session when that is not known yet (`useOpenSession`).
 */
export function useSession(): SessionView {
  const { client, session, viewer } = useSessionContext('useSession');
  const retry = useCallback(() => openSession(client), [client]);
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
