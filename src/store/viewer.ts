// Who the session is for, without a store library: the embed's light runtime reads it through
// its own subscription (src/embed/page.ts), so zustand stays in the full runtime's chunk.
import type { SessionState, Viewer } from '../client/index.js';

/** The session as widgets see it (the token stays in memory, here and in the client). */
export interface SessionStoreState {
  session: SessionState;
  /**
   * Known once the first session opened, or at once for a guest who brings nothing (no session
   * needed to know that); kept while a renewal runs.
   */
  viewer: Viewer | null;
}

/**
 * Who the data is for after a session change (kept while a renewal runs). A guest who brings no
 * proof and no kept token is known before any session: shared data never waits for one, and their
 * own data is a guest's (keyed `guest`, as after their first session opens).
 */
export function viewerOf(state: SessionState, previous: Viewer | null): Viewer | null {
  if (state.status === 'idle') {
    if (!state.guest) return null;
    return previous?.kind === 'guest' ? previous : { kind: 'guest' };
  }
  const session =
    state.status === 'ready' ? state.session : state.status === 'loading' ? state.previous : null;
  if (!session) return state.status === 'error' ? null : previous;
  if (!session.customer) return previous?.kind === 'guest' ? previous : { kind: 'guest' };
  const { id } = session.customer;
  return previous?.kind === 'customer' && previous.customerId === id
    ? previous
    : { kind: 'customer', customerId: id };
}
