import type { CurrentUser } from '@oportuna/domain/auth';
import { useSyncExternalStore } from 'react';
import type { SessionState } from './session-state.ts';
import { sessionStore } from './session-store.ts';

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, sessionStore.getState);
}

/** The signed-in user; only for components rendered behind the authenticated guard. */
export function useCurrentUser(): CurrentUser {
  const { user } = useSession();
  if (!user) throw new Error('useCurrentUser needs a signed-in user (render it behind the guard)');
  return user;
}
