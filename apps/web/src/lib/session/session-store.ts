import { getAuthToken } from '../auth-token.ts';
import {
  createInitialSessionState,
  type SessionEvent,
  type SessionState,
  sessionReducer,
} from './session-state.ts';

type Listener = () => void;

export interface SessionStore {
  getState: () => SessionState;
  dispatch: (event: SessionEvent) => void;
  subscribe: (listener: Listener) => () => void;
}

/**
 * A store outside React, so that the API client's 401 hook and the route guards read the
 * same state the components render from (through useSyncExternalStore).
 */
export function createSessionStore(initial: SessionState): SessionStore {
  let state = initial;
  const listeners = new Set<Listener>();
  return {
    getState: () => state,
    dispatch: (event) => {
      const next = sessionReducer(state, event);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export const sessionStore = createSessionStore(createInitialSessionState(getAuthToken()));
